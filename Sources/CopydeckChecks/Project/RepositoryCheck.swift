import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck check` over a repository: every localizations folder in it (or the ones `.copydeck.json` names), each
/// checked as its own unit with the project's settings, in one report.
///
/// A folder that itself holds `<language>.lproj` folders, String Catalogs or a `catalog.json` is checked alone, as
/// ``Checker`` does, unless it is a repository's root (it holds `.git`, an Xcode project or a `Package.swift`): a
/// root is searched (see ``RepositoryScan``), so stray `.lproj` folders at it are one more unit, skipped with a note
/// when they have no development text, and never stop the check.
public struct RepositoryCheck: Sendable {
  /// The repository root or a localizations folder, as the person named it.
  public var root: URL
  /// The development language given on the command line; it wins over the project file's.
  public var developmentLanguage: String?

  /// Creates a check of `root`.
  public init(root: URL, developmentLanguage: String? = nil) {
    self.root = root
    self.developmentLanguage = developmentLanguage
  }

  /// Whether `folder` is a localizations folder itself rather than a repository to search.
  public static func isLocalizationsFolder(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") || $0 == "catalog.json" }
  }

  /// Whether `folder` is a repository's root: it holds `.git`, an Xcode project or workspace, or a `Package.swift`.
  public static func isRepositoryRoot(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
  }

  /// Whether `root` is checked alone rather than searched.
  private var checksRootAlone: Bool {
    Self.isLocalizationsFolder(root) && !Self.isRepositoryRoot(root)
  }

  /// The project file that applies: `<root>/.copydeck.json` when `root` is searched, else the one in the current
  /// directory (where CI runs), if any.
  public func projectFile() throws(CheckerError) -> ProjectFile? {
    let base = checksRootAlone ? URL(fileURLWithPath: ".") : root
    do {
      return try ProjectFile.load(root: base)
    } catch {
      throw .project(error)
    }
  }

  /// Checks every folder and returns one report, with the project file's rule settings applied.
  ///
  /// - Throws: ``CheckerError`` when the project file is wrong, no localizations folder is found, a folder cannot be
  ///   searched, or a folder's check cannot run.
  public func run(project: ProjectFile?) throws(CheckerError) -> CheckReport {
    try run(project: project, skipped: { _ in })
  }

  /// Checks every folder, as ``run(project:)`` does; a folder the search found that has no development text to
  /// compare with (translations of an `Info.plist` or an Intents file whose source is not a table) is not a unit of
  /// its own: `skipped` receives why, and the others are checked.
  public func run(project: ProjectFile?, skipped: (CheckerError) -> Void) throws(CheckerError) -> CheckReport {
    let project = project ?? ProjectFile()
    let folders: [URL]
    var skippedDependencies: [String] = []
    let searched = !checksRootAlone && project.folders == nil
    if checksRootAlone || !FileManager.default.fileExists(atPath: root.path) {
      folders = [root]  // a missing folder is the checker's to report
    } else if let named = project.folders {
      folders = named.map { root.relativePath == "." ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) }
    } else {
      do {
        let scan = try RepositoryScan.search(root, ignore: project.ignore)
        folders = scan.folders
        skippedDependencies = scan.skippedDependencies
      } catch {
        throw .unreadableFolder(root.relativePath, error)
      }
    }
    guard !folders.isEmpty else { throw .noLocalizations(root.relativePath) }
    var reports: [(folder: String, report: CheckReport)] = []
    for folder in folders {
      var checker = Checker(localizations: folder, developmentLanguage: developmentLanguage ?? project.developmentLanguage)
      checker.allowedWords = Set(project.allowUntranslated)
      checker.placeholders = project.placeholders
      checker.languageGoals = project.languages
      checker.reportsByCause = true
      do {
        reports.append((label(of: checker.root), try checker.run()))
      } catch {
        switch error {
        case .unknownDevelopmentLanguage where searched, .noDevelopmentTables where searched: skipped(error)
        default: throw error
        }
      }
    }
    guard !reports.isEmpty else { throw .noLocalizations(root.relativePath) }
    var merged = Self.merged(reports)
    if !Self.isLocalizationsFolder(root) {  // repository mode: the code beside the tables too
      let source = SourceCheck(
        root: root, folders: folders, settings: project.sources, ignore: project.ignore,
        developmentLanguage: developmentLanguage ?? project.developmentLanguage)
      merged.findings += source.findings()
    }
    var report = project.applied(to: merged)
    report.skippedFolders = skippedDependencies
    return report
  }

  /// A folder's path as a merged report names it: relative to the searched root.
  private func label(of folder: String) -> String {
    let prefix = root.relativePath.hasSuffix("/") ? root.relativePath : root.relativePath + "/"
    return folder.hasPrefix(prefix) && root.relativePath != "." ? String(folder.dropFirst(prefix.count)) : folder
  }

  /// One report of several folders' reports: every finding (once: two folders of one app find the same problem in the
  /// `Info.plist` they share), the entries added up, the languages in first-seen order, and the development language
  /// (each folder's, when they differ).
  static func merged(_ reports: [(folder: String, report: CheckReport)]) -> CheckReport {
    guard reports.count > 1 else { return reports[0].report }
    var languages: [String] = []
    for (_, report) in reports { for language in report.languages where !languages.contains(language) { languages.append(language) } }
    let developments = reports.map { $0.report.development ?? "?" }
    let development =
      Set(developments).count == 1
      ? "\(developments[0]) (\(reports.count) folders)"
      : reports.map { "\($0.folder): \($0.report.development ?? "?")" }.joined(separator: ", ")
    var seen: Set<Finding> = []
    return CheckReport(
      findings: reports.flatMap(\.report.findings).filter { seen.insert($0).inserted },
      entryCount: reports.reduce(0) { $0 + $1.report.entryCount }, languages: languages,
      development: development, coverage: Coverage.merged(reports.map { ($0.folder, $0.report.coverage) }))
  }
}
