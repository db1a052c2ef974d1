/// What the index page is drawn from: every entry it lists, with what the order, the filters and the attention list
/// need; each entry's search text, asked for only while a search is typed; and a way to draw the entries a page shows.
///
/// A page of a large catalog then draws its own cards only, not every entry of the catalog.
struct IndexDeck {
  /// One entry as the index lists it before it is drawn.
  struct Listed: Equatable {
    var id: String
    var category: String
    var findings: [FindingBadge]
  }

  /// The catalog's languages in side-by-side order (Korean first).
  var languages: [String]
  /// The manifest's categories in first-seen order.
  var categories: [String]
  /// Every entry the index lists, in manifest order.
  var entries: [Listed]
  /// Problems reading the files, each as `file:line:column: error: …` (with its hint).
  var loadErrors: [String]
  /// Increases each time the server reloads the copy.
  var generation: Int
  /// Whether a catalog could be loaded at all.
  var hasCatalog: Bool
  /// The search text (``PreviewEntry/searchText``) of the entry with an id.
  var searchText: (String) -> String
  /// The entries with these ids, drawn, in the same order.
  var draw: ([String]) -> [PreviewEntry]
}
