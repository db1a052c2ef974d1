/// The rules of `copydeck check` that compare the app's code with its tables (see ``SourceCheck``).
enum SourceRules {
  /// `code-key-missing`: the code asks for a key no development-language table has.
  static let keyMissing = Rule(
    id: "code-key-missing", severity: .error, category: .completeness,
    summary:
      "A key the code looks up that no table of the development language has shows the person the key itself (or its English text, untranslated, in every language)."
  )
  /// `code-table-missing`: the code names a table that does not exist.
  static let tableMissing = Rule(
    id: "code-table-missing", severity: .error, category: .completeness,
    summary: "A table the code names that no localizations folder has makes every lookup in it show the raw key.")
  /// `key-unused`: a key no code looks up.
  static let keyUnused = Rule(
    id: "key-unused", severity: .warning, category: .completeness,
    summary:
      "A key no code looks up is dead copy translators keep paying for; off where the code builds keys at run time until `.copydeck.json` declares them in \"dynamicKeys\"."
  )
  /// `format-argument-count`: a format call passes another number of arguments than its template reads.
  static let formatArgumentCount = Rule(
    id: "format-argument-count", severity: .error, category: .format,
    summary:
      "`String(format:)` with fewer arguments than its template reads prints garbage or crashes; with more, a value the copy should show is silently dropped."
  )

  /// The rules, in the order docs/rules.md lists them.
  static let all = [keyMissing, tableMissing, keyUnused, formatArgumentCount]
}
