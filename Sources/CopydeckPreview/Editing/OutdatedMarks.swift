import Copydeck
import CopydeckFiles

/// The translations of one table the editor marks outdated (docs/review-state.md), with the development texts to
/// show side by side: for a `.strings`/`.stringsdict` table, each translation its review file records as confirmed
/// against an older development text (read from disk: the editor's page is drawn per request); for a String
/// Catalog, each plain string Xcode's way marks `needs_review` (the old source text is not kept, so only today's is).
struct OutdatedMarks {
  /// An outdated translation's development texts: the one it was confirmed against (`nil` when unknown) and today's.
  struct Texts: Equatable {
    var confirmed: String?
    var today: String
  }

  private var marks: [ReviewFile.Translation: Texts] = [:]

  /// The marks of `table` of `catalog`'s folder, against `catalog`'s development language.
  init(table: String, catalog: Catalog) {
    let folder = catalog.folder
    let development = catalog.manifest.developmentLanguage
    if let strings = folder.catalog(table) {
      for language in catalog.manifest.languages where language != development {
        for key in strings.keys.map(\.key) where strings.state(ofKey: key, language: language, form: FormPath([])) == .needsReview {
          guard let today = strings.plainValue(forKey: key, language: strings.sourceLanguage) else { continue }
          marks[ReviewFile.Translation(key: key, language: language)] = Texts(confirmed: nil, today: today)
        }
      }
      return
    }
    let review = TableReview(folder: folder.url, table: table, developmentLanguage: development)
    guard let recorded = try? review.read() else { return }
    for (outdated, _) in folder.outdated(table, review: recorded, developmentLanguage: development, languages: catalog.manifest.languages) {
      marks[outdated.translation] = Texts(confirmed: outdated.confirmed, today: outdated.today)
    }
  }

  /// The development texts of the translation of `key` in `language` when it is outdated.
  func texts(key: String, language: String) -> Texts? {
    marks[ReviewFile.Translation(key: key, language: language)]
  }
}
