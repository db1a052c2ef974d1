import Copydeck
import CopydeckFiles
import Foundation

/// The review files beside the `.strings`/`.stringsdict` tables (see ``ReviewFile``), as the check reads them.
extension CheckContext {
  /// A translation whose review line records a development text other than today's.
  struct OutdatedText {
    /// The table's name.
    var table: String
    /// The translation's language.
    var language: String
    /// The key.
    var key: String
    /// Where the translation's value is.
    var location: SourceLocation
    /// The development text it was confirmed against, and today's.
    var confirmed: String
    var today: String
  }

  /// Every outdated translation of the folder's `.strings`/`.stringsdict` tables, in table, language and file order,
  /// and the errors of the review files that cannot be read.
  func reviewState() -> (outdated: [OutdatedText], problems: [StringsDiagnostic]) {
    guard let folder else { return ([], []) }
    var outdated: [OutdatedText] = []
    var problems: [StringsDiagnostic] = []
    for name in developmentTableNames where folder.catalog(name) == nil {
      let url = ReviewFile.url(table: name, in: folder.url)
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let review: ReviewFile
      do {
        review = try ReviewFile.parse(data, file: url.path)
      } catch {
        problems.append(error)
        continue
      }
      let found = folder.outdated(
        name, review: review, developmentLanguage: developmentLanguage, languages: languages.filter { !isDevelopment($0) })
      for (text, location) in found {
        outdated.append(
          OutdatedText(
            table: name, language: text.translation.language, key: text.translation.key, location: location, confirmed: text.confirmed,
            today: text.today))
      }
    }
    return (outdated, problems)
  }
}
