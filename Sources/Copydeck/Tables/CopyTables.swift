/// A catalog's tables as the runtime uses them: for each language, each table's entries by key, or why the table
/// cannot be used.
///
/// The runtime reads them from a bundle or a folder through Foundation (`TableReader`); the tools build the same
/// model from their own located parse of a folder, so an app and `copydeck serve` resolve from the same thing.
public struct CopyTables: Sendable {
  /// Every table, by language, then by table name.
  public var tables: [String: [String: LocalizedTable]]

  /// Tables by language, then by table name.
  public init(_ tables: [String: [String: LocalizedTable]] = [:]) {
    self.tables = tables
  }

  /// Table `name` in `language`, if there is one.
  public func table(_ name: String, language: String) -> LocalizedTable? {
    tables[language]?[name]
  }
}

/// One table in one language: its entries (a `.stringsdict` key over the same `.strings` key, as on the device), the
/// paths the trail names, or why it cannot be used.
public struct LocalizedTable: Sendable {
  /// The path of the table's main file relative to its folder, e.g. `ko.lproj/Groups.strings` (the `.stringsdict` when
  /// it has only one, `Groups.xcstrings` for a String Catalog).
  public var path: String
  /// The `.stringsdict` beside the `.strings`, when there is one, e.g. `ko.lproj/Groups.stringsdict`.
  public var dictionaryPath: String?
  /// Every key with its value and variations.
  public var entries: TableEntries
  /// Why the table cannot be used, e.g. `ko.lproj/Groups.strings cannot be read: …`: then every entry of it falls
  /// back, with this reason in the trail.
  public var problem: String?

  /// A table of `entries` read from `path` (and `dictionaryPath`), or one that cannot be used for `problem`.
  public init(path: String, dictionaryPath: String? = nil, entries: [TableEntry] = [], problem: String? = nil) {
    (self.path, self.dictionaryPath, self.entries, self.problem) = (path, dictionaryPath, TableEntries(entries: entries), problem)
  }

  /// The path of the file `entry` came from: the `.stringsdict` for its keys, else ``path``.
  func path(of entry: TableEntry) -> String {
    entry.format == .stringsdict ? dictionaryPath ?? path : path
  }
}
