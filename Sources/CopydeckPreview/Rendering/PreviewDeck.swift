/// Everything a page needs, already resolved and drawn: built from a ``PreviewSnapshot`` by ``SnapshotAdapter``.
struct PreviewDeck: Equatable {
  /// The catalog's languages in side-by-side order (Korean first).
  var languages: [String]
  /// The manifest's categories in first-seen order.
  var categories: [String]
  var entries: [PreviewEntry]
  /// Problems reading the files, each as `file:line:column: error: …` (with its hint).
  var loadErrors: [String]
  /// Increases each time the server reloads the copy.
  var generation: Int
  /// Whether a catalog could be loaded at all.
  var hasCatalog: Bool
}
