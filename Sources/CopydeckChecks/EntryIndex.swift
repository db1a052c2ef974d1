import Copydeck
import CopydeckFiles

/// Every entry of a check and which entries use each key: what a ``CheckContext`` needs to know about the entries
/// whatever tables it holds, built once per manifest.
///
/// A context over some of the tables (``Checker/run(scanned:manifest:remembering:unchanged:)`` re-checks only the
/// tables that changed) still names a key's entry from all of them, as the whole check does: a key of an entry of
/// another table names that entry, so `orphan-key` can say where the key should go.
struct EntryIndex: Sendable {
  /// Every entry, in the manifest's order (or the key groups without a manifest).
  let entries: [EntryModel]
  /// The entries by id (the first of an id that repeats), as their places in ``entries``; ids compared as `String`s
  /// (see ``entry(withID:)``).
  private let entryPositions: [String: Int32]
  /// Each key's first owner in ``ownerList``, the key compared as an ``ScalarKey``; the owners of a key are chained
  /// through ``KeyOwner/next`` in the order of ``entries`` (several when entries share a key, such as a common
  /// "Cancel" label).
  private let firstOwners: [ScalarKey: Int32]
  /// Every key's owners (see ``firstOwner``).
  private let ownerList: [KeyOwner]
  /// The number of each entry's table among the distinct table names, parallel to ``entries``, so that an owner's
  /// table is compared as a number (see ``tableNumber(_:)``).
  private let tableNumbers: [Int32]
  /// The distinct table names of the entries, with their numbers.
  private let tableNumberByName: [String: Position]
  /// Each numbered table's name folded to lower case (see ``foldedTable(ofEntry:)``).
  private let foldedTableNames: [String]

  /// An entry that uses a key: its index in ``EntryIndex/entries`` and the key's place among the entry's keys.
  /// (12 bytes: one for every key of every entry.)
  struct KeyOwner: Sendable {
    private var storedEntry: Int32
    private var storedKeyIndex: Int32
    /// The next owner of the same key (see ``EntryIndex/owner(at:)``), or -1.
    var next: Int32 = -1

    var entry: Int { Int(storedEntry) }
    var keyIndex: Int { Int(storedKeyIndex) }

    init(entry: Int, keyIndex: Int) {
      storedEntry = Int32(entry)
      storedKeyIndex = Int32(keyIndex)
    }
  }

  /// A place in ``ownerList`` or a table number. (A struct of this module, not `Int32`: an optional `Int32` asks the
  /// runtime for its metadata at each lookup, which cost 500 instructions a key.)
  private struct Position: Sendable {
    var value: Int32
  }

  /// The index of `entries`.
  init(_ entries: [EntryModel]) {
    self.entries = entries
    var entryPositions: [String: Int32] = [:]
    for (position, entry) in entries.enumerated() where entryPositions[entry.id] == nil {
      entryPositions[entry.id] = Int32(position)
    }
    self.entryPositions = entryPositions
    let keyCount = entries.reduce(0) { $0 + $1.keys.count }
    var firstOwners: [ScalarKey: Int32] = [:]
    var ownerList: [KeyOwner] = []
    ownerList.reserveCapacity(keyCount)
    // The last owner of each key with more than one so far (by its first owner), to chain the next one after it.
    var lastOwner: [Int32: Position] = [:]
    var tableNumbers: [Int32] = []
    tableNumbers.reserveCapacity(entries.count)
    var tableNumberByName: [String: Position] = [:]
    var foldedTableNames: [String] = []
    for (index, entry) in entries.enumerated() {
      let number = tableNumberByName[entry.table]?.value ?? Int32(tableNumberByName.count)
      if number == tableNumberByName.count {
        tableNumberByName[entry.table] = Position(value: number)
        foldedTableNames.append(entry.table.lowercased())
      }
      tableNumbers.append(number)
      for (keyIndex, key) in entry.keys.enumerated() {
        let position = Int32(ownerList.count)
        ownerList.append(KeyOwner(entry: index, keyIndex: keyIndex))
        let exact = ScalarKey(key)
        if let first = firstOwners[exact] {
          ownerList[Int(lastOwner[first]?.value ?? first)].next = position
          lastOwner[first] = Position(value: position)
        } else {
          firstOwners[exact] = position
        }
      }
    }
    self.firstOwners = firstOwners
    self.ownerList = ownerList
    self.tableNumbers = tableNumbers
    self.tableNumberByName = tableNumberByName
    self.foldedTableNames = foldedTableNames
  }

  /// The first entry with the id `id` (compared as `String`s, as a dictionary keyed by the id compares them), if any.
  func entry(withID id: String) -> EntryModel? {
    entryPositions[id].map { entries[Int($0)] }
  }

  /// The index of a manifest's entries.
  init(_ manifest: CatalogManifest) {
    let records = manifest.entries
    self.init(EntryModel.entries(ofRecords: records))
  }

  /// The number of the table `name` among the entries' tables, -1 when no entry keeps its keys there; two names
  /// have one number when `String`'s `==` calls them equal.
  func tableNumber(_ name: String) -> Int32 {
    tableNumberByName[name]?.value ?? -1
  }

  /// The table of `entries[entry]` folded to lower case (as contexts over some tables choose entries).
  func foldedTable(ofEntry entry: Int) -> String {
    foldedTableNames[Int(tableNumbers[entry])]
  }

  /// Whether `owner`'s entry keeps its keys in the table numbered `number` (see ``tableNumber(_:)``).
  func owner(_ owner: KeyOwner, isInTable number: Int32) -> Bool {
    number == tableNumbers[owner.entry]
  }

  /// Where the chain of the entries that use `key` starts (see ``owner(at:)``), -1 when none does.
  func firstOwner(ofKey key: ScalarKey) -> Int32 {
    firstOwners[key] ?? -1
  }

  /// Where in `key`'s chain its first owner whose entry keeps its keys in the table numbered `number` is, -1 when
  /// none does.
  func firstOwner(ofKey key: ScalarKey, inTable number: Int32) -> Int32 {
    var position = firstOwner(ofKey: key)
    while position >= 0, !owner(owner(at: position), isInTable: number) { position = owner(at: position).next }
    return position
  }

  /// The owner at `position` of a key's chain, which names the next one (-1 after the last), in the order of
  /// ``entries``.
  func owner(at position: Int32) -> KeyOwner {
    ownerList[Int(position)]
  }
}
