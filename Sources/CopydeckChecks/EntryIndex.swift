import Copydeck

/// Every entry of a check and which entries use each key: what a ``CheckContext`` needs to know about the entries
/// whatever tables it holds, built once per manifest.
///
/// A context over some of the tables (``Checker/run(scanned:manifest:remembering:unchanged:)`` re-checks only the
/// tables that changed) still names a key's entry from all of them, as the whole check does: a key of an entry of
/// another table names that entry, so `orphan-key` can say where the key should go.
struct EntryIndex: Sendable {
  /// Every entry, in the manifest's order (or the key groups without a manifest).
  let entries: [EntryModel]
  /// The entries' tables folded to lower case, parallel to ``entries`` (as contexts over some tables choose entries).
  let foldedTables: [String]
  /// The entries by id (the first of an id that repeats).
  let entryByID: [String: EntryModel]
  /// The entries that use each key, in the order of ``entries`` (several when entries share a key, such as a common
  /// "Cancel" label).
  let owners: [ExactKey: [KeyOwner]]

  /// An entry that uses a key: its index in ``EntryIndex/entries`` and the key's place among the entry's keys.
  struct KeyOwner: Sendable {
    var entry: Int
    var keyIndex: Int
  }

  /// The index of `entries`.
  init(_ entries: [EntryModel]) {
    self.entries = entries
    foldedTables = entries.map { $0.table.lowercased() }
    entryByID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var owners: [ExactKey: [KeyOwner]] = [:]
    owners.reserveCapacity(entries.count * 4)
    for (index, entry) in entries.enumerated() {
      for (keyIndex, key) in entry.keys.enumerated() {
        owners[ExactKey(key), default: []].append(KeyOwner(entry: index, keyIndex: keyIndex))
      }
    }
    self.owners = owners
  }

  /// The index of a manifest's entries.
  init(_ manifest: CatalogManifest) {
    self.init(manifest.entries.map { EntryModel(id: $0.id, definition: $0, table: $0.table, keys: $0.keys) })
  }
}
