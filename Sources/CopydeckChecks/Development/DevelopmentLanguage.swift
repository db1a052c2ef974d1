import CopydeckFiles
import Foundation

/// Finds the development language of a folder checked without a manifest or `--development-language`.
///
/// In order: the app's development region (`developmentRegion` of an Xcode project, or `defaultLocalization` of a
/// `Package.swift`, in the folder or one of its parents up to the repository root) when the folder has that
/// language, else `en`, else `Base`, else the folder's only language. `Base.lproj` always joins the development
/// text of the tables it has (see ``CheckContext/developmentTables(named:)``).
enum DevelopmentLanguage {
  /// The pseudo-languages of translatewiki.net's message documentation (`qqq.lproj`: what each key is for, written
  /// for translators) and key display (`qqx`): no device shows them, so no rule reads them as a translation.
  static let documentationLanguages: Set<String> = ["qqq", "qqx"]

  /// The development language among the folder's `languages`, or `nil` when it cannot be told.
  static func choose(among languages: Set<String>, region: String?) -> String? {
    if let region, languages.contains(region) { return region }
    if languages.contains("en") { return "en" }
    if languages.contains("Base") { return "Base" }
    return languages.count == 1 ? languages.first : nil
  }

  /// The app's development region, read from the nearest Xcode project (its `developmentRegion`, through the
  /// project-file parser) or `Package.swift` at or above `folder` (up to the folder that holds `.git`, at most eight
  /// levels up).
  static func region(near folder: URL) -> String? {
    for (directory, names) in ProjectSearch.folders(from: folder) {
      for name in names where name.hasSuffix(".xcodeproj") {
        let url = directory.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
        if let region = (try? XcodeProject(contentsOf: url, file: url.path))?.developmentLanguage { return region }
      }
      if names.contains("Package.swift"),
        let text = try? String(contentsOf: directory.appendingPathComponent("Package.swift"), encoding: .utf8),
        let region = value(after: "defaultLocalization: ", in: text)
      {
        return region
      }
    }
    return nil
  }

  /// The language code written after `prefix` (`en`, `"en"`, `ko-KR`), if any.
  private static func value(after prefix: String, in text: String) -> String? {
    guard let range = text.range(of: prefix) else { return nil }
    let code = text[range.upperBound...].drop { $0 == "\"" }.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
    return code.isEmpty ? nil : String(code)
  }
}
