import Copydeck
import CopydeckFiles

/// Why `copydeck check` cannot run at all (exit code 2), as opposed to the findings it reports.
public enum CheckerError: Error, Sendable, CustomStringConvertible {
  /// The localizations folder does not exist (or is not a folder).
  case noSuchFolder(String)
  /// The localizations folder exists but cannot be listed; the diagnostic says why.
  case unreadableFolder(String, StringsDiagnostic)
  /// Tables or `.lproj` folders in the folder cannot be read (an unreadable table is not an empty one), one
  /// diagnostic each.
  case unreadableTables(String, [StringsDiagnostic])
  /// `.copydeck.json` cannot be used.
  case project(ProjectFileError)
  /// A repository was searched and holds no folder with `.lproj` tables or String Catalogs.
  case noLocalizations(String)
  /// Without a manifest, no language could be chosen as the one the others are translated from.
  case unknownDevelopmentLanguage(String, found: [String])
  /// The development language was given, but the folder has no tables in it.
  case noDevelopmentTables(String, language: String, found: [String])

  /// `path: error: what is wrong; what to do`.
  public var description: String {
    switch self {
    case .noSuchFolder(let root):
      "\(root): error: no such folder; pass the folder that holds catalog.json and the <language>.lproj folders with --localizations"
    case .unreadableFolder(let root, let diagnostic):
      "\(root): error: \(diagnostic.message)" + (diagnostic.hint.map { "; \($0)" } ?? "")
    case .unreadableTables(let root, let problems):
      problems.map {
        "\($0.location.file):\($0.location.line):\($0.location.column): error: \($0.message)" + ($0.hint.map { "; \($0)" } ?? "")
      }
      .joined(separator: "\n")
        + "\n\(root): error: \(problems.count == 1 ? "a table or folder" : "\(problems.count) tables or folders") cannot be read, so the check did not run"
        + " (an unreadable table is not an empty one); fix the access and run it again"
    case .project(let error):
      error.description
    case .noLocalizations(let root):
      "\(root): error: no folder with <language>.lproj tables or .xcstrings catalogs found here; pass one with --localizations,"
        + " or list them in \"folders\" in .copydeck.json"
    case .unknownDevelopmentLanguage(let root, let found):
      "\(root): error: cannot tell which language the others are translated from (found \(Self.folders(found)))"
        + "; pass it with --development-language, or set \"developmentLanguage\" in .copydeck.json"
    case .noDevelopmentTables(let root, let language, let found):
      "\(root): error: no \(language).lproj with .strings tables to compare the other languages with"
        + (found.isEmpty ? "" : " (found \(Self.folders(found)))") + "; pass the development language with --development-language"
    }
  }

  private static func folders(_ languages: [String]) -> String {
    languages.map { "\($0).lproj" }.joined(separator: ", ")
  }
}
