import Copydeck

/// The parsed contents of one `.strings` file: its entries in file order, what was noticed, and how it was stored.
public struct StringsTable: Sendable {
  /// The syntax a `.strings` file is written in.
  public enum Form: String, Sendable {
    /// `"key" = "value";` entries, the usual form.
    case strings
    /// The same entries inside one `{ … }`, an old-style property-list dictionary.
    case braced
    /// An XML property list with one `<dict>` of strings.
    case xml
  }

  /// Every entry in file order, duplicates included.
  public var entries: [StringsEntry]
  /// Warnings and non-fatal errors of a parse that succeeds as Apple's does.
  public var diagnostics: [StringsDiagnostic]
  /// The file's encoding and byte-order mark.
  public var encoding: StringsEncoding
  /// The syntax the file is written in.
  public var form: Form
  /// The index of the entry that wins for each key (the last duplicate), keyed by Unicode scalars.
  private var winners: [ScalarKey: Int]
  /// Distinct keys in the order they first appear.
  public private(set) var keys: [String]

  /// Creates a table from entries in file order (at most 2³¹ of them); the last entry of a key wins, as in Foundation.
  public init(
    entries: [StringsEntry], diagnostics: [StringsDiagnostic] = [], encoding: StringsEncoding = .utf8(byteOrderMark: false),
    form: Form = .strings
  ) {
    self.entries = entries
    self.diagnostics = diagnostics
    self.encoding = encoding
    self.form = form
    var winners: [ScalarKey: Int] = [:]
    var keys: [String] = []
    // Room for every key at once: grown by doubling, the list and the index held up to twice the room they need.
    winners.reserveCapacity(entries.count)
    keys.reserveCapacity(entries.count)
    var repeats: [(earlier: Int, later: Int)] = []
    var nonASCII = false
    for index in entries.indices {
      let key = entries[index].key
      if let earlier = winners.updateValue(index, forKey: ScalarKey(key)) {
        repeats.append((earlier, index))
      } else {
        keys.append(key)
      }
      nonASCII = nonASCII || key.utf8.contains { $0 >= 0x80 }
    }
    self.winners = winners
    self.keys = keys
    self.repeats = repeats
    hasNonASCIIKeys = nonASCII
  }

  /// Whether any key has a character outside ASCII (found while the keys were indexed).
  package let hasNonASCIIKeys: Bool

  /// Each repeated key as the indexes of its previous and its new entry, in file order.
  package let repeats: [(earlier: Int, later: Int)]

  /// The entry the device uses for `key` (the last one when the key is repeated), comparing keys by Unicode scalars.
  public func entry(forKey key: String) -> StringsEntry? {
    winners[ScalarKey(key)].map { entries[$0] }
  }

  /// The place in ``entries`` of the entry the device uses for `key`, comparing keys by Unicode scalars.
  package func entryIndex(forKey key: String) -> Int? {
    winners[ScalarKey(key)]
  }

  /// The value the device shows for `key`, or `nil` when the table does not have it.
  public func value(forKey key: String) -> String? {
    entry(forKey: key)?.value
  }

  /// The number of distinct keys.
  public var count: Int { keys.count }

  /// The errors among ``diagnostics``: problems that change what the device shows, though the file loads.
  public var errors: [StringsDiagnostic] { diagnostics.filter { $0.severity == .error } }
}
