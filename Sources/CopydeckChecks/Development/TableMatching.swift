/// How a language's tables line up with the development text, table by table and key by key.
extension CheckContext {
  /// Whether `language`'s table `name` defines `key`, in its `.strings` or its `.stringsdict` (or String Catalog).
  func defines(_ key: String, language: String, table name: String) -> Bool {
    table(language: language, name: name)?.defines(key) == true || variationsTable(language: language, name: name)?.defines(key) == true
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
    "Static Text", "Check", "Radio", "Item 1", "Item 2", "Item 3", "First", "Second",
    "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Nam liber te conscient to factor tum poen legum odioque civiuda.",
  ]

  /// Whether a text of a `Base.lproj` storyboard or xib needs a translation in every language: the development
  /// language's own table of the storyboard has it (when there is that table), it has a letter, and it is not one of
  /// Interface Builder's default titles.
  func needsTranslation(interfaceBuilderText text: CopyText, table name: String) -> Bool {
    if developmentLanguage != "Base", let own = table(language: developmentLanguage, name: name)?.table {
      return own.entry(forKey: text.key) != nil
    }
    return text.value.contains(where: \.isLetter) && !Self.interfaceBuilderDefaults.contains(text.value)
  }
}
