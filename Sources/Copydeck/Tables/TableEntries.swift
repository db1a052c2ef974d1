/// The entries of one table in one language read from a `.stringsdict` or an `.xcstrings` file: one per key, in
/// file order, with what reading them noticed.
public struct TableEntries: Sendable {
  /// One entry per key, in the order the keys appear in the file.
  public private(set) var entries: [TableEntry]
  /// Warnings, and the errors of keys left out because the device could not use them.
  public var diagnostics: [StringsDiagnostic]
  /// The position of each key's entry.
  private var index: [ScalarKey: Int]

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

  /// The keys, in file order.
  public var keys: [String] { entries.map(\.key) }

  /// The number of keys.
  public var count: Int { entries.count }

  /// The entry of `key`, comparing keys by Unicode scalars as the device does.
  public func entry(forKey key: String) -> TableEntry? {
    index[ScalarKey(key)].map { entries[$0] }
  }
}
