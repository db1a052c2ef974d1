import Copydeck
import CopydeckFiles
import Foundation

/// The review state a write of a table file keeps true: its table's, against the development language of the
/// folder's catalog.json (`en` when the folder has none).
enum ReviewedFile {
  /// The review of the `.strings`/`.stringsdict` file at `url`, and its language; `nil` for a file outside a
  /// `<language>.lproj` folder.
  static func review(of url: URL) throws(ManifestError) -> (review: TableReview, language: String)? {
    let folder = url.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
    return TableReview.of(file: url, developmentLanguage: try developmentLanguage(of: folder))
  }

  /// The development language of the localizations folder `folder`.
  static func developmentLanguage(of folder: URL) throws(ManifestError) -> String {
    let manifest = folder.appendingPathComponent("catalog.json", isDirectory: false)
    guard FileManager.default.fileExists(atPath: manifest.path) else { return "en" }
    return try CatalogManifest.load(contentsOf: manifest).developmentLanguage
  }
}
