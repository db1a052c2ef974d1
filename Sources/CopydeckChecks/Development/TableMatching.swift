import Copydeck
import CopydeckFiles

/// How a language's tables line up with the development text, table by table and key by key.
extension CheckContext {
  /// Whether `language`'s table `name` defines `key`, in its `.strings` or its `.stringsdict` (or String Catalog).
  func defines(_ key: String, language: String, table name: String) -> Bool {
    table(language: language, name: name)?.defines(key) == true || variationsTable(language: language, name: name)?.defines(key) == true
  }

  /// Whether `tables[index]` defines `key` (see ``LoadedTable/defines(_:)``), its text at `position` looked at first:
  /// a language's table usually lists the development table's keys in its order. `false` for no table.
  func defines(_ key: String, inTable index: Int?, near position: Int) -> Bool {
    guard let index else { return false }
    if position < texts[index].count, ScalarKey(texts[index][position].key) == ScalarKey(key) { return true }
    return tables[index].defines(key)
  }

  /// Whether a development variations table (`.stringsdict`, String Catalog variations) of the name `name` defines
  /// `key`: then `plural-format`, not `format-mismatch`, compares its arguments.
  func variesInDevelopment(_ key: String, table name: String) -> Bool {
    developmentTables(named: name).contains { tables[$0].source == .variations && tables[$0].defines(key) }
  }

  /// Whether any development table of the name `name` defines `key`.
  func definesInDevelopment(_ key: String, table name: String) -> Bool {
    developmentTables(named: name).contains { tables[$0].defines(key) }
  }

  /// The table name that `language`'s table `name` is confused with because the two differ only in case, if any:
  /// a development table `InfoPlist` beside `ko.lproj/infoPlist.strings`, or the other way round.
  func caseClash(language: String, table name: String) -> String? {
    let folded = tablesByFoldedName[name.lowercased()] ?? []
    guard folded.count > 1 else { return nil }
    if developmentTables(named: name).isEmpty {
      return folded.lazy.map { self.tables[$0] }.first { self.isDevelopment($0.language) && $0.name != name }?.name
    }
    guard table(language: language, name: name) == nil else { return nil }
    return folded.lazy.map { self.tables[$0] }.first { $0.language == language && $0.name != name }?.name
  }

  /// Whether `table-name-case` reports `language`'s table `name` (so the completeness rules leave it alone).
  func hasCaseClash(language: String, table name: String) -> Bool {
    caseClash(language: language, table: name) != nil
  }

  /// `ko.lproj/Main.strings`, or `Base.lproj/Main.storyboard` for an Interface Builder table.
  func shortPath(of loaded: LoadedTable) -> String {
    loaded.file.split(separator: "/").suffix(2).joined(separator: "/")
  }
}

extension CheckContext {
  /// The titles Interface Builder gives a new object; an app replaces them at run time, so nobody translates them.
  static let interfaceBuilderDefaults: Set<String> = [
    "Label", "Text Cell", "Table View Cell", "Title", "Button", "Text", "Item", "Box", "Window", "Menu", "View", "Multiline Label",
    "Static Text", "Check", "Radio", "Item 1", "Item 2", "Item 3", "First", "Second", "Subtitle", "Detail",
    "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Nam liber te conscient to factor tum poen legum odioque civiuda.",
  ]

  /// The placeholder texts Interface Builder gives a new label or cell, which an app always replaces at run time (not
  /// "Window" or "Menu", which a Mac app's menus show as they are): never reported as `untranslated`.
  static let interfaceBuilderPlaceholders: Set<String> = [
    "Label", "Multiline Label", "Text Cell", "Table View Cell", "Static Text", "Subtitle", "Detail",
  ]

  /// Whether a text of a `Base.lproj` storyboard or xib needs a translation in every language: the development
  /// language's own `.strings` table of the storyboard has it (when there is that table: the developer kept the
  /// texts to translate). Otherwise it needs one when it has a letter and is not one of Interface Builder's default
  /// titles, and, when the storyboard has a String Catalog, the catalog has the text (Xcode extracts every
  /// localizable text, placeholders such as "320" and "-" too, so the catalog alone chooses none) and does not mark
  /// it "Don't translate".
  func needsTranslation(interfaceBuilderText text: CopyText, table name: String) -> Bool {
    let own = developmentLanguage == "Base" ? nil : table(language: developmentLanguage, name: name)
    if let own, own.catalogEntries == nil, let strings = own.table {
      return strings.entry(forKey: text.key) != nil
    }
    if let catalog = own?.catalogEntries {
      guard let entry = catalog.entry(forKey: text.key), entry.shouldTranslate else { return false }
    }
    return text.value.contains(where: \.isLetter) && !Self.interfaceBuilderDefaults.contains(text.value)
  }

  /// The String Catalog `loaded` was read from, if it is one language of a catalog.
  func catalog(of loaded: LoadedTable) -> StringCatalog? {
    loaded.catalogEntries == nil ? nil : folder?.catalog(loaded.name)
  }

  /// Whether the development text of the table `name` is a `Base.lproj` storyboard or xib.
  func translatesInterfaceBuilder(table name: String) -> Bool {
    developmentTables(named: name).contains { tables[$0].source == .interfaceBuilder }
  }

  /// Whether `key` names the text of a storyboard or xib object, `<ObjectID>.<property>` with an object id as
  /// Interface Builder makes them (`F0z-JX-Cv5`, or digits in old xibs): a code string's key such as
  /// `settings.title` or "Size" is not one.
  static func isInterfaceBuilderKey(_ key: String) -> Bool {
    guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")), key.utf8.index(after: dot) != key.utf8.endIndex else { return false }
    let id = Array(key.utf8[..<dot])
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    if !id.isEmpty, id.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return true }
    guard id.count == 10, id[3] == UInt8(ascii: "-"), id[6] == UInt8(ascii: "-") else { return false }
    return id.enumerated().allSatisfy { $0.offset == 3 || $0.offset == 6 || isAlphanumeric($0.element) }
  }
}
