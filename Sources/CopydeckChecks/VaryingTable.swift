import Copydeck
import CopydeckFiles

/// One language of one table whose values may vary by plural or device: a `.stringsdict` file, or one language of a
/// String Catalog. The plural rules read these, so both kinds of file are checked alike.
struct VaryingTable: Sendable {
  /// The language.
  var language: String
  /// The table name.
  var name: String
  /// Its keys, each with its value and substitutions.
  var entries: [TableEntry]

  /// Every set of plural forms in the table's values and their `%#@name@` substitutions, nested sets included, in
  /// entry order; a device form's own variable is named with its device (`n (ipad)`).
  var pluralFormSets: [PluralFormSet] {
    entries.flatMap { entry in
      let substitutions = entry.substitutions.map { substitution in
        (substitution.device.map { "\(substitution.name) (\($0.rawValue))" } ?? substitution.name, substitution.value)
      }
      return ([(entry.key, entry.value)] + substitutions).flatMap { name, value in
        Self.pluralForms(value).map { PluralFormSet(entry: entry, name: name, forms: $0) }
      }
    }
  }

  /// Every set of plural forms in `value`, nested ones included.
  private static func pluralForms(_ value: TableValue) -> [[PluralCategory: TableValue]] {
    switch value {
    case .string: []
    case .plural(let forms): [forms] + forms.values.flatMap(pluralForms)
    case .device(let forms): forms.values.flatMap(pluralForms)
    }
  }
}

/// One set of plural forms of a varying table: the entry that holds it, the name of the value it varies (the key, or
/// the `%#@name@` substitution) and its forms.
struct PluralFormSet {
  /// The entry whose value or substitution varies.
  var entry: TableEntry
  /// The key, or the substitution's name.
  var name: String
  /// The forms, by category.
  var forms: [PluralCategory: TableValue]
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

  /// A finding of `rule` about `entry` of `table`, at the entry's place in its file.
  func finding(_ rule: Rule, on entry: TableEntry, of table: VaryingTable, _ message: String) -> Finding {
    finding(
      rule, at: entry.location, language: table.language, entry: self.entry(ofKey: entry.key, table: table.name),
      key: entry.key, message)
  }

  /// The manifest's `pluralArgument` position for the entry that owns `key` in `table`, if it names one.
  func pluralArgumentPosition(ofKey key: String, table: String) -> Int? {
    entry(ofKey: key, table: table).flatMap { self.entry(withID: $0)?.definition?.pluralArgumentPosition }
  }
}
