/// The rules of `copydeck check` that compare the app's code with its tables (see ``SourceCheck``); they run in
/// repository mode only, and docs/source-scan.md describes the scan.
enum SourceRules {
  /// `code-key-missing`: the code asks for a key no development-language table has.
  static let keyMissing = Rule(
    id: "code-key-missing", severity: .error, category: .completeness,
    summary:
      "A key the code looks up (NSLocalizedString, Text(\"…\"), String(localized:), a declared wrapper) that no development table has.",
    why:
      "The person sees the key itself (error.groupFull.title), or its English text untranslated in every language. Not counted: a lookup with a default value, a key with no letter, previews and #if DEBUG code; see docs/source-scan.md.",
    bad: "Text(\"Leave group?\")   // en.lproj/Localizable.strings has no \"Leave group?\"",
    good: "\"Leave group?\" = \"Leave group?\";   // in en.lproj/Localizable.strings, translated in every language",
    fix: "Add the key to the development table (and its translations), or correct the key in the code.")
  /// `code-table-missing`: the code names a table that does not exist.
  static let tableMissing = Rule(
    id: "code-table-missing", severity: .error, category: .completeness,
    summary: "A table the code names (tableName:, table:) that no localizations folder has.",
    why: "Every lookup in a table that does not exist shows the raw key.",
    bad: "Text(\"join.title\", tableName: \"Groupz\")   // there is Groups.strings, no Groupz.strings",
    good: "Text(\"join.title\", tableName: \"Groups\")",
    fix: "Correct the table name in the code, or add the table.")
  /// `key-unused`: a key no code looks up.
  static let keyUnused = Rule(
    id: "key-unused", severity: .warning, category: .completeness,
    summary: "A key of a table the code reads that no code looks up.",
    why:
      "Dead copy translators keep paying for. Off where the code builds keys at run time, until .copydeck.json declares them in \"dynamicKeys\".",
    bad: "\"old.banner\" = \"Try the new editor\";   // no code asks for \"old.banner\"",
    good: "// the key deleted, or \"dynamicKeys\": [\"old.*\"] in .copydeck.json when the code builds it",
    fix: "Delete the key, or declare a pattern for the keys the code builds in \"dynamicKeys\".")
  /// `format-argument-count`: a format call passes another number of arguments than its template reads.
  static let formatArgumentCount = Rule(
    id: "format-argument-count", severity: .error, category: .format,
    summary: "String(format:) or localizedStringWithFormat passing another number of arguments than its template reads.",
    why: "With fewer arguments the text prints garbage or the app crashes; with more, a value the copy should show is dropped.",
    bad: "String(format: NSLocalizedString(\"files.count\", comment: \"\"), count)   // \"%d files in %@\"",
    good: "String(format: NSLocalizedString(\"files.count\", comment: \"\"), count, folder)",
    fix: "Pass as many arguments as the template reads, or change the template.")

  /// The rules, in the order docs/rules.md lists them.
  static let all = [keyMissing, tableMissing, keyUnused, formatArgumentCount]
}
