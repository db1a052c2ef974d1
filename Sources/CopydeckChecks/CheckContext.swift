import Copydeck

/// One `.strings` file as loaded for checking.
struct LoadedTable {
  /// The language, from the `<language>.lproj` folder name.
  var language: String
  /// The table name: the file name without `.strings`.
  var name: String
  /// The path shown in findings.
  var file: String
  /// Whether the file is 0 bytes long.
  var isEmptyFile: Bool
  /// The parsed table, or `nil` when it does not parse.
  var table: StringsTable?
  /// Why it does not parse.
  var failure: StringsDiagnostic?
}

/// Everything the rules read: the manifest (when there is one), every table, the entries and their copy.
struct CheckContext {
  /// The manifest, or `nil` when the folder has none (or it does not load).
  let manifest: CatalogManifest?
  /// Why the folder's catalog.json did not load, if it did not.
  let manifestError: ManifestError?
  /// The manifest's path as shown in findings.
  let manifestFile: String
  /// The language every other language is compared with.
  let developmentLanguage: String
  /// The languages checked, development language first.
  let languages: [String]
  /// Every table of every language, by language then name.
  let tables: [LoadedTable]
  /// The entries: the manifest's records, or key groups without a manifest.
  let entries: [EntryModel]
  /// Each table's texts (one per distinct key, the value the device reads), parallel to `tables`.
  let texts: [[CopyText]]

  private let root: String
  /// The folder's path as the scan named files (`/abs/Localizations/`), replaced by `root` in findings.
  let scannedPrefix: String
  private let tableIndex: [String: Int]
  private let entryOfKey: [ExactKey: String]

  init(
    root: String, scannedRoot: String, manifest: CatalogManifest?, manifestError: ManifestError?, developmentLanguage: String, languages: [String], tables: [LoadedTable]) {
    self.root = root
    self.scannedPrefix = scannedRoot.hasSuffix("/") ? scannedRoot : scannedRoot + "/"
    self.manifest = manifest
    self.manifestError = manifestError
    self.manifestFile = root + "/catalog.json"
    self.developmentLanguage = developmentLanguage
    self.languages = languages
    self.tables = tables
    var tableIndex: [String: Int] = [:]
    for (index, table) in tables.enumerated() { tableIndex["\(table.language)/\(table.name)"] = index }
    self.tableIndex = tableIndex

    let entries: [EntryModel]
    if let manifest {
      entries = manifest.entries.map { EntryModel(id: $0.id, definition: $0, table: $0.table, keys: $0.keys) }
    } else {
      entries = Self.inferEntries(tables.filter { $0.language == developmentLanguage })
    }
    self.entries = entries
    var entryOfKey: [ExactKey: String] = [:]
    for entry in entries {
      for key in entry.keys { entryOfKey[ExactKey(key)] = entry.id }
    }
    self.entryOfKey = entryOfKey
    texts = tables.map { loaded in
      guard let table = loaded.table else { return [] }
      return table.keys.compactMap { key in
        table.entry(forKey: key).map { entry in
          CopyText(
            key: entry.key, value: entry.value, language: loaded.language, entry: entryOfKey[ExactKey(entry.key)],
            location: entry.valueLocation, keyLocation: entry.location)
        }
      }
    }
  }

  /// Without a manifest, keys group into entries by the catalog's key scheme: `x.title`, `x.message` and
  /// `x.button.*` form the entry `x`; any other key is an entry of its own.
  private static func inferEntries(_ tables: [LoadedTable]) -> [EntryModel] {
    var entries: [EntryModel] = []
    for loaded in tables {
      guard let table = loaded.table else { continue }
      var index: [String: Int] = [:]
      for key in table.keys {
        let id = entryID(ofKey: key)
        if let existing = index[id] {
          entries[existing].keys.append(key)
        } else {
          index[id] = entries.count
          entries.append(EntryModel(id: id, definition: nil, table: loaded.name, keys: [key]))
        }
      }
    }
    return entries
  }

  private static func entryID(ofKey key: String) -> String {
    if let range = key.range(of: ".button.", options: .backwards) { return String(key[..<range.lowerBound]) }
    for suffix in [".title", ".message"] where key.hasSuffix(suffix) { return String(key.dropLast(suffix.count)) }
    return key
  }

  /// The path of a table, whether or not it exists: `<root>/<language>.lproj/<table>.strings`.
  func path(language: String, table: String) -> String {
    "\(root)/\(language).lproj/\(table).strings"
  }

  /// The table `name` of `language`, if the folder has it.
  func table(language: String, name: String) -> LoadedTable? {
    tableIndex["\(language)/\(name)"].map { tables[$0] }
  }

  /// The texts of the table `name` of `language` (empty when it is missing or does not parse).
  func texts(language: String, table name: String) -> [CopyText] {
    tableIndex["\(language)/\(name)"].map { texts[$0] } ?? []
  }

  /// The text of `key` in the table `name` of `language`, if present.
  func text(forKey key: String, language: String, table name: String) -> CopyText? {
    guard let index = tableIndex["\(language)/\(name)"], let entry = tables[index].table?.entry(forKey: key) else { return nil }
    return CopyText(
      key: entry.key, value: entry.value, language: language, entry: entryOfKey[ExactKey(key)],
      location: entry.valueLocation, keyLocation: entry.location)
  }

  /// The entry that owns `key`, if any.
  func entry(ofKey key: String) -> String? {
    entryOfKey[ExactKey(key)]
  }

  /// One entry's copy in one language.
  func copy(of entry: EntryModel, language: String) -> EntryCopy {
    let lookup = { (key: String) in self.text(forKey: key, language: language, table: entry.table) }
    guard let definition = entry.definition else {
      let texts = entry.keys.compactMap(lookup)
      return EntryCopy(
        entry: entry, language: language, title: texts.first { $0.key.hasSuffix(".title") },
        message: texts.first { $0.key.hasSuffix(".message") }, buttons: [], texts: texts)
    }
    let title = definition.hasTitle ? lookup(definition.titleKey) : nil
    let message = definition.hasMessage ? lookup(definition.messageKey) : nil
    let buttons = definition.buttons.map { ($0, lookup(definition.buttonKey($0.id))) }
    let texts = [title, message].compactMap { $0 } + buttons.compactMap(\.1)
    return EntryCopy(entry: entry, language: language, title: title, message: message, buttons: buttons, texts: texts)
  }

  /// Every entry's copy in every language.
  var copies: [EntryCopy] {
    languages.flatMap { language in entries.map { copy(of: $0, language: language) } }
  }

  /// A finding of `rule` at `location`, with the rule's default severity.
  func finding(
    _ rule: Rule, at location: SourceLocation, language: String?, entry: String?, key: String?, _ message: String
  ) -> Finding {
    Finding(
      rule: rule.id, severity: rule.severity, file: displayPath(location.file), line: max(location.line, 1),
      column: max(location.column, 1), language: language, entry: entry, key: key, message: message)
  }

  /// `file` as findings show it: under the folder as the person named it (`Localizations/ko.lproj/A.strings`).
  func displayPath(_ file: String) -> String {
    file.hasPrefix(scannedPrefix) ? root + "/" + file.dropFirst(scannedPrefix.count) : file
  }

  /// A finding of `rule` about a whole file, placed at its first line.
  func finding(
    _ rule: Rule, file: String, language: String?, entry: String?, key: String?, _ message: String
  ) -> Finding {
    Finding(
      rule: rule.id, severity: rule.severity, file: file, line: 1, column: 1, language: language, entry: entry,
      key: key, message: message)
  }

  /// A finding of `rule` about a manifest entry, placed at its record in catalog.json.
  func finding(_ rule: Rule, entry definition: EntryDefinition, language: String?, key: String?, _ message: String) -> Finding {
    Finding(
      rule: rule.id, severity: rule.severity, file: manifestFile, line: max(definition.line, 1),
      column: max(definition.column, 1), language: language, entry: definition.id, key: key, message: message)
  }
}
