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
  private var winners: KeyIndex
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
    var winners = KeyIndex(capacity: entries.count)
    var keys: [String] = []
    keys.reserveCapacity(entries.count)
    var repeats: [(earlier: Int, later: Int)] = []
    var seen: UInt64 = 0
    for index in entries.indices {
      var key = entries[index].key
      let earlier = key.withUTF8 { bytes in winners.insert(index, bytes: bytes, seen: &seen) { entries[$0].key } }
      if let earlier {
        repeats.append((earlier, index))
      } else {
        keys.append(key)
      }
    }
    self.winners = winners
    self.keys = keys
    self.repeats = repeats
    hasNonASCIIKeys = seen & 0x8080_8080_8080_8080 != 0
  }

  /// Whether any key has a character outside ASCII (found while the keys were indexed).
  package let hasNonASCIIKeys: Bool

  /// Each repeated key as the indexes of its previous and its new entry, in file order.
  package let repeats: [(earlier: Int, later: Int)]

  /// The entry the device uses for `key` (the last one when the key is repeated), comparing keys by Unicode scalars.
  public func entry(forKey key: String) -> StringsEntry? {
    var key = key
    return key.withUTF8 { bytes in winners.position(of: bytes) { entries[$0].key } }.map { entries[$0] }
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
