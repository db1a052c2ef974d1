import Copydeck

/// `code-table-missing`: the code names a table that does not exist.
/// ``SourceCheck`` runs it, in repository mode.
enum CodeTableMissingRule {
  static let rule = Rule(
    id: "code-table-missing", severity: .error, category: .completeness,
    summary: "A table the code names (tableName:, table:) that no localizations folder has.",
    why: "Every lookup in a table that does not exist shows the raw key.",
    bad: "Text(\"join.title\", tableName: \"Groupz\")   // there is Groups.strings, no Groupz.strings",
    good: "Text(\"join.title\", tableName: \"Groups\")",
    fix: "Correct the table name in the code, or add the table.")
}
