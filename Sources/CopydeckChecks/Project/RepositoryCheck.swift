import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck check` over a repository: every localizations folder in it (or the ones `.copydeck.json` names), each
/// checked as its own unit with the project's settings, in one report.
///
/// A folder that itself holds `<language>.lproj` folders, String Catalogs or a `catalog.json` is checked alone, as
/// ``Checker`` does; any other folder is searched (see ``RepositoryScan``).
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

  /// The project file that applies: `<root>/.copydeck.json` when `root` is searched, else the one in the current
  /// directory (where CI runs), if any.
  public func projectFile() throws(CheckerError) -> ProjectFile? {
    let base = Self.isLocalizationsFolder(root) ? URL(fileURLWithPath: ".") : root
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
    let searched = !Self.isLocalizationsFolder(root) && project.folders == nil
    if Self.isLocalizationsFolder(root) || !FileManager.default.fileExists(atPath: root.path) {
      folders = [root]  // a missing folder is the checker's to report
    } else if let named = project.folders {
      folders = named.map { root.relativePath == "." ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) }
    } else {
      do {
        folders = try RepositoryScan.folders(in: root, ignore: project.ignore)
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
      do {
        reports.append((checker.root, try checker.run()))
      } catch {
        switch error {
        case .unknownDevelopmentLanguage where searched, .noDevelopmentTables where searched: skipped(error)
        default: throw error
        }
      }
    }
    guard !reports.isEmpty else { throw .noLocalizations(root.relativePath) }
    var report = Self.merged(reports)
    if !Self.isLocalizationsFolder(root) {  // repository mode: the code beside the tables too
      let source = SourceCheck(
        root: root, folders: folders, settings: project.sources, ignore: project.ignore,
        developmentLanguage: developmentLanguage ?? project.developmentLanguage)
      report.findings += source.findings()
    }
    return project.applied(to: report)
  }

  /// One report of several folders' reports: every finding, the entries added up, the languages in first-seen order,
  /// and the development language (each folder's, when they differ).
  static func merged(_ reports: [(folder: String, report: CheckReport)]) -> CheckReport {
    guard reports.count > 1 else { return reports[0].report }
    var languages: [String] = []
    for (_, report) in reports { for language in report.languages where !languages.contains(language) { languages.append(language) } }
    let developments = reports.map { $0.report.development ?? "?" }
    let development =
      Set(developments).count == 1
      ? "\(developments[0]) (\(reports.count) folders)"
      : reports.map { "\($0.folder): \($0.report.development ?? "?")" }.joined(separator: ", ")
    return CheckReport(
      findings: reports.flatMap(\.report.findings), entryCount: reports.reduce(0) { $0 + $1.report.entryCount }, languages: languages,
      development: development)
  }
}
