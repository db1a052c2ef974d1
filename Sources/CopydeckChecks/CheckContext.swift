import Copydeck
import CopydeckFiles
import Foundation

/// One table file as loaded for checking: a `.strings` file, or a `Base.lproj` storyboard or xib read for its keys.
struct LoadedTable: Sendable {
  /// What kind of file a table was read from.
  enum Source: Sendable {
    /// A `.strings` file.
    case strings
    /// A `Base.lproj` storyboard or xib: its Interface Builder keys (`ObjectID.property`) and Base texts.
    case interfaceBuilder
    /// A `.stringsdict` file, or the keys with variations of one language of a String Catalog: each key with the
    /// text of its `other` forms (see ``VariationTables``). It shares its language and name with the `.strings`
    /// table beside it, and wins over it for the keys both have, as on the device.
    case variations
  }

  /// The language, from the `<language>.lproj` folder name (`Base` for `Base.lproj`).
  var language: String
  /// The table name: the file name without `.strings` (or `.storyboard`, `.xib`).
  var name: String
  /// The path shown in findings.
  var file: String
  /// Whether the file is 0 bytes long.
  var isEmptyFile: Bool
  /// The parsed table, or `nil` when it does not parse.
  var table: StringsTable?
  /// Why it does not parse.
  var failure: StringsDiagnostic?
  /// What kind of file it is.
  var source: Source = .strings
  /// For one language of a String Catalog, every key with its state, extraction state and variations.
  var catalogEntries: TableEntries? = nil
  /// The keys of a variations table whose value Copydeck cannot read as one text: defined, but without a text.
  var unreadableKeys: Set<ScalarKey> = []

  /// Whether the table defines `key`, with a text or (a variations table's) without one.
  func defines(_ key: String) -> Bool {
    table?.entry(forKey: key) != nil || (!unreadableKeys.isEmpty && unreadableKeys.contains(ScalarKey(key)))
  }
}

/// Everything the rules read: the manifest (when there is one), every table, the entries and their copy.
struct CheckContext: Sendable {
  /// The manifest, or `nil` when the folder has none (or it does not load).
  let manifest: CatalogManifest?
  /// Why the folder's catalog.json did not load, if it did not.
  let manifestError: ManifestError?
  /// The manifest's path as shown in findings.
  let manifestFile: String
  /// The language every other language is compared with (`Base` when `Base.lproj` is the development language).
  let developmentLanguage: String
  /// The language `Base.lproj` is written in: the development language, or the app's development region when the
  /// development language is `Base`.
  let baseLanguage: String
  /// The languages checked, development language first.
  let languages: [String]
  /// Every table of every language, by language then name.
  let tables: [LoadedTable]
  /// The entries: the manifest's records, or key groups without a manifest.
  let entries: [EntryModel]
  /// Each table's texts (one per distinct key, the value the device reads), parallel to `tables`.
  let texts: [[CopyText]]
  /// Every entry's copy in every language, language by language (built once; most rules read it).
  let copies: Copies
  /// The fit estimate of every alert and confirm in every language (none without a manifest).
  let alertFits: [AlertFit]
  /// Words (in lower case) that read the same in every language, never `untranslated`.
  var allowedWords: Set<String> = []
  /// The app's own placeholder syntaxes, checked by `placeholder-mismatch`.
  var placeholders: [PlaceholderSyntax] = []
  /// The scanned folder, for the rules that read `.stringsdict` and String Catalog values (`nil` in contexts built from tables alone).
  var folder: LocalizationsFolder?
  /// The `Info.plist` keys of the app the folder belongs to (see ``AppDeclarations``), `nil` when none was found.
  var declarations: AppDeclarations?

  private let root: String
  /// The folder's path as the scan named files (`/abs/Localizations/`), replaced by `root` in findings.
  let scannedPrefix: String
  /// Whether findings show paths as the scan named them (the folder was given as an absolute path), so messages need
  /// no rewriting.
  let showsScannedPaths: Bool
  private let tableIndex: [TableID: Int]
  /// The index in ``tables`` of each language's variations table of each name (see ``LoadedTable/Source/variations``).
  private let variationsIndex: [TableID: Int]
  /// For each table name, the indexes in ``tables`` of its development text (see ``developmentTables(named:)``).
  private let developmentIndexes: [String: [Int]]
  /// For each table, parallel to ``texts``, the development text with the key of each of its texts (see
  /// ``developmentCounterpart(ofText:inTable:)``): looked up once, not by each rule that compares a text with it.
  /// Empty for a table whose name has no development table other than itself.
  private let counterparts: [[CopyText?]]
  /// The indexes in ``tables`` of the tables of each name folded to lower case, for names that differ only in case.
  let tablesByFoldedName: [String: [Int]]
  /// Every entry and which entries use each key, whatever tables this context holds.
  let index: EntryIndex
  /// The table names (folded to lower case) whose entries ``entries`` holds, `nil` for every entry: a context over
  /// some of the tables (see ``Checker/run(scanned:manifest:remembering:unchanged:)``).
  let scope: Set<String>?

  /// A table's identity: its language and name.
  private struct TableID: Hashable {
    var language: String
    var name: String
  }

  init(
    root: String, scannedRoot: String, manifest: CatalogManifest?, manifestError: ManifestError?,
    developmentLanguage: String, baseLanguage: String? = nil, languages: [String], tables: [LoadedTable],
    index: EntryIndex? = nil, scope: Set<String>? = nil
  ) {
    self.baseLanguage = baseLanguage ?? developmentLanguage
    self.root = root
    self.scannedPrefix = scannedRoot.hasSuffix("/") ? scannedRoot : scannedRoot + "/"
    self.showsScannedPaths = root + "/" == scannedPrefix
    self.manifest = manifest
    self.manifestError = manifestError
    self.manifestFile = root + "/catalog.json"
    self.developmentLanguage = developmentLanguage
    self.languages = languages
    self.tables = tables
    var tableIndex: [TableID: Int] = [:]
    var variationsIndex: [TableID: Int] = [:]
    for (index, table) in tables.enumerated() {
      let id = TableID(language: table.language, name: table.name)
      if tableIndex[id] == nil { tableIndex[id] = index }
      if table.source == .variations, variationsIndex[id] == nil { variationsIndex[id] = index }
    }
    self.tableIndex = tableIndex
    self.variationsIndex = variationsIndex
    // A `.strings` key that the variations table of its language and name also has is not shown on the device; its
    // text does not fill the entry's slot (the variations table's does), so no two tasks write one slot.
    let shadowing: [Int?] = tables.map { loaded in
      loaded.source == .variations ? nil : variationsIndex[TableID(language: loaded.language, name: loaded.name)]
    }
    let developmentIndexes = Self.developmentIndexes(tables, developmentLanguage: developmentLanguage)
    self.developmentIndexes = developmentIndexes
    tablesByFoldedName = Dictionary(grouping: tables.indices, by: { tables[$0].name.lowercased() })

    let index =
      index ?? (manifest.map(EntryIndex.init) ?? EntryIndex(Self.inferEntries(tables.filter { $0.language == developmentLanguage })))
    self.index = index
    self.scope = scope
    let all = index.entries
    let inScope =
      scope.map { scope in scope.isEmpty ? [] : all.indices.filter { scope.contains(index.foldedTable(ofEntry: $0)) } }
      ?? Array(all.indices)
    let entries = scope == nil ? all : inScope.map { all[$0] }
    self.entries = entries
    // Each key of an entry in scope gets a slot; while the tables' texts are built, every text that belongs to such
    // an entry (in the entry's table) drops into its slot, so the entries' copies are assembled without looking keys
    // up again.
    var firstSlotOf = [Int32](repeating: -1, count: all.count)  // -1: not in scope (4 bytes an entry, not an `Int?`'s 16)
    var entryFirstSlots: [Int32] = []  // 4 bytes an entry, like `firstSlotOf`
    entryFirstSlots.reserveCapacity(entries.count)
    var slot = 0
    for entryIndex in inScope {
      firstSlotOf[entryIndex] = Int32(slot)
      entryFirstSlots.append(Int32(slot))
      slot += all[entryIndex].keys.count
    }
    let (slotCount, firstSlots, slotOf) = (slot, entryFirstSlots, firstSlotOf)
    // The tables' texts are built side by side, one table per task; each task also says which entry slots
    // (`languageIndex * slotCount + slot`) its texts fill, and the slots are filled afterwards, in table order.
    precondition(languages.count * slotCount < Int(Int32.max), "a check holds fewer than 2³¹ slots")
    let built = Array(tables.indices).concurrentMap { tableIndex -> (texts: [CopyText], fills: [Fill]) in
      let loaded = tables[tableIndex]
      guard let table = loaded.table else { return ([], []) }
      let languageIndex = languages.firstIndex(of: loaded.language)
      let shadow = shadowing[tableIndex].flatMap { tables[$0].table }
      // Without repeated keys the entries are the distinct keys in order; with them, take each key's winner.
      let winners = table.keys.count == table.entries.count ? table.entries : table.keys.compactMap { table.entry(forKey: $0) }
      var fills: [Fill] = []
      if languageIndex != nil { fills.reserveCapacity(winners.count) }  // one a key, unless entries share keys
      let tableNumber = index.tableNumber(loaded.name)
      // Every text of the table reads its key, value and locations from the table's entries, not from copies.
      let source = CopyText.Source(language: loaded.language, entries: winners, namedEntries: all)
      let texts = winners.indices.map { entryPosition in
        let stringsEntry = winners[entryPosition]
        // The text belongs to the first entry that keeps the key in this table; a key of an entry of another
        // table names that entry, so orphan-key can say where the key should go.
        let key = ScalarKey(stringsEntry.key)
        var position = index.firstOwner(ofKey: key, inTable: tableNumber)
        let chosen = position >= 0 ? position : index.firstOwner(ofKey: key)
        let text = CopyText(source, at: entryPosition, entry: chosen >= 0 ? index.owner(at: chosen).entry : -1)
        if position >= 0, let languageIndex, shadow?.entry(forKey: stringsEntry.key) == nil {
          // From the first owner in this table on, each owner in this table fills its slot.
          while position >= 0 {
            let owner = index.owner(at: position)
            if index.owner(owner, isInTable: tableNumber), slotOf[owner.entry] >= 0 {
              let slot = languageIndex * slotCount + Int(slotOf[owner.entry]) + owner.keyIndex
              fills.append(Fill(slot: Int32(slot), text: Int32(entryPosition)))
            }
            position = owner.next
          }
        }
        return text
      }
      return (texts, fills)
    }
    self.texts = built.map(\.texts)
    counterparts = Self.counterparts(of: texts, tables: tables, developmentIndexes: developmentIndexes)
    // The tasks' fills are consumed here, so they are freed before the copies are built, not kept to the end of the
    // initializer.
    let slots = Self.slots(count: languages.count * slotCount, filledBy: consume built)
    let copies = Copies(entries: entries, languages: languages, slots: slots, firstSlots: firstSlots, slotCount: slotCount)
    self.copies = copies
    // Which entries are alerts, once per entry (not per copy) and each kind read in place: the filter ran alone on one
    // core and copied a whole record for each copy.
    let isAlert = entries.map { $0.kind == .alert || $0.kind == .confirm }
    let alerts = copies.indices.filter { isAlert[$0 % entries.count] }
    alertFits = alerts.concurrentMap(chunkSize: 1_024) { AlertFit(copies[$0]) }
  }

  /// `count` slots, each holding the text that one of `built`'s fills puts in it (`nil` where none does), in table
  /// order.
  private static func slots(
    count: Int, filledBy built: consuming [(texts: [CopyText], fills: [Fill])]
  ) -> [CopyText?] {
    var slots = [CopyText?](repeating: nil, count: count)
    for (texts, fills) in built {
      for fill in fills { slots[Int(fill.slot)] = texts[Int(fill.text)] }
    }
    return slots
  }

  /// A slot of an entry's copy that a table's text fills: the slot, and the text's place among the table's texts.
  /// (8 bytes: one for nearly every text while the tables' texts are built, near the peak of a check's memory.)
  private struct Fill {
    var slot: Int32
    var text: Int32
  }

  /// Each table name's development tables: a `Base.lproj` storyboard or xib of that name alone when there is one
  /// (Xcode writes every language's table of it from the storyboard), else `Base.lproj`'s and the development
  /// language's variations (`.stringsdict`) and then `.strings` of that name.
  private static func developmentIndexes(_ tables: [LoadedTable], developmentLanguage: String) -> [String: [Int]] {
    var interfaceBuilder: [String: Int] = [:]
    var strings: [String: [Int]] = [:]
    var variations: [String: [Int]] = [:]
    for (index, table) in tables.enumerated() where table.language == "Base" || table.language == developmentLanguage {
      switch table.source {
      case .interfaceBuilder: interfaceBuilder[table.name] = interfaceBuilder[table.name] ?? index
      case .variations: variations[table.name, default: []].append(index)
      case .strings: strings[table.name, default: []].append(index)
      }
    }
    // The variations come first: for a key both files have, the device shows the `.stringsdict` value.
    for (name, indexes) in variations { strings[name] = indexes + (strings[name] ?? []) }
    for (name, index) in interfaceBuilder { strings[name] = [index] }
    return strings
  }

  /// Where the development text came from, as the summary line names it: `en`, `Base`, or `en + Base.lproj`.
  var developmentSummary: String {
    Self.developmentSummary(developmentLanguage: developmentLanguage, tables: tables)
  }

  /// The summary line's name of where the development text of `tables` came from (see ``developmentSummary``).
  static func developmentSummary(developmentLanguage: String, tables: [LoadedTable]) -> String {
    guard developmentLanguage != "Base", tables.contains(where: { $0.language == "Base" }) else { return developmentLanguage }
    return "\(developmentLanguage) + Base.lproj"
  }

  /// Whether `language` is where the development text is read from: the development language or `Base`.
  func isDevelopment(_ language: String) -> Bool {
    language == developmentLanguage || language == "Base"
  }

  /// The indexes in ``tables`` of the development text of the table `name`, in the order they are searched: a
  /// `Base.lproj` storyboard or xib alone, or `Base.lproj/<name>.strings` and `<development>.lproj/<name>.strings`.
  func developmentTables(named name: String) -> [Int] {
    developmentIndexes[name] ?? []
  }

  /// The names of every table with development text, sorted.
  var developmentTableNames: [String] { developmentIndexes.keys.sorted() }

  /// Whether `tables[index]` is itself one of the development tables of its name.
  func isDevelopmentTable(_ index: Int) -> Bool {
    developmentTables(named: tables[index].name).contains(index)
  }

  /// The development text of `key` in the table `name`, from the first development table that has it.
  func developmentText(forKey key: String, table name: String) -> CopyText? {
    for index in developmentTables(named: name) {
      if let entry = tables[index].table?.entry(forKey: key) {
        return CopyText(entry, language: tables[index].language, entryID: self.entry(ofKey: key, table: name))
      }
    }
    return nil
  }

  /// The development text with the key of `texts[tableIndex][position]`, if any: from the first of the development
  /// tables of its name, other than its own table, that has the key.
  func developmentCounterpart(ofText position: Int, inTable tableIndex: Int) -> CopyText? {
    counterparts[tableIndex].isEmpty ? nil : counterparts[tableIndex][position]
  }

  /// ``counterparts``: each table's texts' development texts. The text at the same position of a development table is
  /// tried before a lookup by key, since tables usually list their keys in the same order.
  private static func counterparts(of texts: [[CopyText]], tables: [LoadedTable], developmentIndexes: [String: [Int]]) -> [[CopyText?]] {
    Array(tables.indices).concurrentMap { tableIndex -> [CopyText?] in
      let others = developmentIndexes[tables[tableIndex].name, default: []].filter { $0 != tableIndex }
      guard !others.isEmpty else { return [] }
      return texts[tableIndex].indices.map { position in
        let text = texts[tableIndex][position]
        for other in others {
          if position < texts[other].count, ScalarKey(texts[other][position].key) == ScalarKey(text.key) { return texts[other][position] }
          guard let table = tables[other].table, let found = table.entryIndex(forKey: text.key) else { continue }
          // A table without repeated keys has a text for each of its entries, in order (see the initializer): that
          // text, not a new one (whose value would be parsed again).
          if table.keys.count == table.entries.count { return texts[other][found] }
          return CopyText(table.entries[found], language: tables[other].language, entryID: text.entry)
        }
        return nil
      }
    }
  }

  /// Without a manifest, keys group into entries by the catalog's key scheme: `x.title`, `x.message` and
  /// `x.button.*` form the entry `x`; any other key is an entry of its own.
  private static func inferEntries(_ tables: [LoadedTable]) -> [EntryModel] {
    // Each group's id, table (by its place in `names`) and number of keys, and the group of each key in the order
    // the tables list them.
    var groups: [(id: String, table: Int, keyCount: Int)] = []
    var names: [String] = []
    var groupOfKey: [Int32] = []
    for loaded in tables {
      guard let table = loaded.table else { continue }
      var index: [String: Int] = [:]
      names.append(loaded.name)
      for key in table.keys {
        let id = entryID(ofKey: key)
        let group = index[id] ?? groups.count
        if group == groups.count {
          index[id] = group
          groups.append((id, names.count - 1, 0))
        }
        groups[group].keyCount += 1
        groupOfKey.append(Int32(group))
      }
    }
    // Every group's keys in one list, group after group, each group's in the order the table lists them.
    var starts: [Int] = []
    starts.reserveCapacity(groups.count)
    var keyCount = 0
    for group in groups {
      starts.append(keyCount)
      keyCount += group.keyCount
    }
    let keys = groupedKeys(tables, groupOfKey: groupOfKey, starts: starts, count: keyCount)
    let shared = EntryModel.Shared(keys: keys, records: [], tables: names)
    return groups.indices.map { group in
      EntryModel(
        id: groups[group].id, tableNumber: groups[group].table, keys: starts[group]..<starts[group] + groups[group].keyCount,
        of: shared)
    }
  }

  /// The keys of `tables` group after group: key number `n` (counting through the tables in order) belongs to the
  /// group `groupOfKey[n]`, whose keys start at `starts[group]`.
  private static func groupedKeys(_ tables: [LoadedTable], groupOfKey: [Int32], starts: [Int], count: Int) -> [String] {
    // When every group's keys stand together in a single table (a table of keys of their own, or of whole groups
    // written together), the list is that table's keys as they are: its array itself, not a copy.
    let withKeys = tables.compactMap(\.table).filter { !$0.keys.isEmpty }
    if withKeys.count == 1, zip(groupOfKey, groupOfKey.dropFirst()).allSatisfy({ $0 <= $1 }) { return withKeys[0].keys }
    var next = starts
    var keys = [String](repeating: "", count: count)
    var keyNumber = 0
    for loaded in tables {
      guard let table = loaded.table else { continue }
      for key in table.keys {
        let group = Int(groupOfKey[keyNumber])
        keys[next[group]] = key
        next[group] += 1
        keyNumber += 1
      }
    }
    return keys
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

  /// The table `name` of `language`, if the folder has it: its `.strings` file (or String Catalog language), else its
  /// `.stringsdict`.
  func table(language: String, name: String) -> LoadedTable? {
    tableIndex[TableID(language: language, name: name)].map { tables[$0] }
  }

  /// The variations table (`.stringsdict`, or a String Catalog's keys with variations) `name` of `language`, if any.
  func variationsTable(language: String, name: String) -> LoadedTable? {
    variationsIndex[TableID(language: language, name: name)].map { tables[$0] }
  }

  /// The entry the device reads for `key` in the table `name` of `language`: the variations table's, else the
  /// `.strings` table's; `nil` when neither defines it.
  func stringsEntry(forKey key: String, language: String, table name: String) -> StringsEntry? {
    variationsTable(language: language, name: name)?.table?.entry(forKey: key)
      ?? table(language: language, name: name)?.table?.entry(forKey: key)
  }

  /// The text of `key` in the table `name` of `language`, if present.
  func text(forKey key: String, language: String, table name: String) -> CopyText? {
    guard let entry = stringsEntry(forKey: key, language: language, table: name) else { return nil }
    return CopyText(entry, language: language, entryID: self.entry(ofKey: key, table: name))
  }

  /// The first entry with the id `id`, if any.
  func entry(withID id: String) -> EntryModel? {
    index.entry(withID: id)
  }

  /// The entry that uses `key`: the first that keeps it in table `table` when given, else the first of any table.
  func entry(ofKey key: String, table: String? = nil) -> String? {
    let exact = ScalarKey(key)
    let inTable = table.map { index.firstOwner(ofKey: exact, inTable: index.tableNumber($0)) } ?? -1
    let position = inTable >= 0 ? inTable : index.firstOwner(ofKey: exact)
    return position >= 0 ? index.entries[index.owner(at: position).entry].id : nil
  }

  /// Whether a key in `table` that no entry uses is an orphan: always without a manifest, and with one only in a
  /// table the manifest owns (any other table is shared with the app's own strings).
  func reportsOrphans(inTable table: String) -> Bool {
    manifest?.owns(table: table) ?? true
  }

  /// The copy of `entries[entryIndex]` in `languages[languageIndex]`, from ``copies``.
  func copy(entryIndex: Int, languageIndex: Int) -> LocalizedEntry {
    copies.copy(entryIndex: entryIndex, languageIndex: languageIndex)
  }

  /// A finding about one text of an entry's copy, placed at the text and naming its language, entry and key.
  func finding(_ rule: Rule, on text: CopyText, of copy: LocalizedEntry, _ message: String) -> Finding {
    finding(rule, at: text.location, language: copy.language, entry: copy.entry.id, key: text.key, message)
  }

  /// A finding of `rule` at `location`, with the rule's default severity; at `path:1:1` of a binary table (as
  /// Xcode's build writes them), the message says the file has no lines.
  func finding(
    _ rule: Rule, at location: SourceLocation, language: String?, entry: String?, key: String?, _ message: String
  ) -> Finding {
    let binary = location.line <= 1 && location.column <= 1 && BinaryPropertyList.isBinaryFile(atPath: location.file)
    return Finding(
      rule: rule.id, severity: rule.severity, file: displayPath(location.file), line: max(location.line, 1),
      column: max(location.column, 1), language: language, entry: entry, key: key,
      message: binary ? "\(message) \(BinaryPropertyList.placeNote)" : message)
  }

  /// `file` as findings show it: under the folder as the person named it (`Localizations/ko.lproj/A.strings`).
  func displayPath(_ file: String) -> String {
    // Cut by UTF-8 length: counting the prefix's Characters walked every path a finding names (a check with 100,000
    // duplicate keys spent a tenth of its time there).
    file.hasPrefix(scannedPrefix) ? root + "/" + Substring(file.utf8.dropFirst(scannedPrefix.utf8.count)) : file
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
