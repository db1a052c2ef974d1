/// The entries of one table in one language read from a `.stringsdict` or an `.xcstrings` file: one per key, in
/// file order, with what reading them noticed.
public struct TableEntries: Sendable {
  /// One entry per key, in the order the keys appear in the file.
  public private(set) var entries: [TableEntry]
  /// Warnings, and the errors of keys left out because the device could not use them.
  public var diagnostics: [StringsDiagnostic]
  /// The position of each key: of its entry, or, for the languages of a String Catalog (which share one index of
  /// the catalog's keys), of the key among the catalog's keys, which ``slots`` maps to its entry.
  private var index: [ScalarKey: Int]
  /// The position of the entry of each of the catalog's keys (`-1`: the language has none); `nil` when ``index``
  /// gives the entries' positions.
  private var slots: [Int32]?

  /// Creates the entries of a table; a later entry of a key replaces an earlier one, as Apple's readers do.
  public init(entries: [TableEntry], diagnostics: [StringsDiagnostic] = []) {
    var kept: [TableEntry] = []
    var index: [ScalarKey: Int] = [:]
    kept.reserveCapacity(entries.count)
    index.reserveCapacity(entries.count)
    for entry in entries {
      // One hash per key; a repeated key (rare) puts its first position back.
      let key = ScalarKey(entry.key)
      if let existing = index.updateValue(kept.count, forKey: key) {
        index[key] = existing
        kept[existing] = entry
      } else {
        kept.append(entry)
      }
    }
    self.entries = kept
    self.index = index
    self.diagnostics = diagnostics
  }

  /// The entries of one language of a String Catalog, looked up through the catalog's own index of its keys
  /// (`keys`: each key's position among them, every key once) instead of an index of their own; `slots` gives the
  /// position in `entries` of each key's entry, `-1` for none.
  package init(entries: [TableEntry], keys: [ScalarKey: Int], slots: [Int32]) {
    self.entries = entries
    self.index = keys
    // A language with an entry for every key has them in key order.
    self.slots = entries.count == slots.count ? nil : slots
    self.diagnostics = []
  }

  /// The keys, in file order.
  public var keys: [String] { entries.map(\.key) }

  /// The number of keys.
  public var count: Int { entries.count }

  /// The entry of `key`, comparing keys by Unicode scalars as the device does.
  public func entry(forKey key: String) -> TableEntry? {
    guard let position = index[ScalarKey(key)] else { return nil }
    guard let slots else { return entries[position] }
    let slot = slots[position]
    return slot < 0 ? nil : entries[Int(slot)]
  }
}
