/// What a lazy load reads from a manifest before it decodes any record: the first pass (``ManifestSkimmer/Skim``:
/// the top-level members and where each record starts) and the position of each record by id and by server code,
/// with the ids in record order. `catalog.index` keeps it (``CatalogIndexFormat``), so that a launch reads it instead
/// of finding it again.
struct ManifestLayout: Sendable {
  var skim: ManifestSkimmer.Skim
  /// Each record's id, in record order.
  var ids: KeyList
  /// The position of each record by id.
  var entries: KeyPositions
  /// The position of each record by server code.
  var codes: KeyPositions
}
