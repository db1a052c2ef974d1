import Copydeck

/// One language of one table whose values may vary by plural or device: a `.stringsdict` file, or one language of a
/// String Catalog. The plural rules read these, so both kinds of file are checked alike.
struct VaryingTable: Sendable {
  /// The language.
  var language: String
  /// The table name.
  var name: String
  /// Its keys, each with its value and substitutions.
  var entries: [TableEntry]
}

extension CheckContext {
  /// Every `.stringsdict` file (but `Base.lproj`'s) and every language of every String Catalog (of the tables in
  /// ``scope``).
  var varyingTables: [VaryingTable] {
    var tables: [VaryingTable] = []
    for file in folder?.stringsDictFiles ?? [] where file.language != "Base" && scope?.contains(file.name.lowercased()) != false {
      if let entries = file.entries?.entries { tables.append(VaryingTable(language: file.language, name: file.name, entries: entries)) }
    }
    for loaded in self.tables {
      if let entries = loaded.catalogEntries?.entries {
        tables.append(VaryingTable(language: loaded.language, name: loaded.name, entries: entries))
      }
    }
    return tables
  }

  /// The manifest's `pluralArgument` position for the entry that owns `key` in `table`, if it names one.
  func pluralArgumentPosition(ofKey key: String, table: String) -> Int? {
    entry(ofKey: key, table: table).flatMap { entryByID[$0]?.definition?.pluralArgumentPosition }
  }
}
