/// The rules of `copydeck check` that compare the app's code with its tables (see ``SourceCheck``); they run in
/// repository mode only, and docs/source-scan.md describes the scan.
enum SourceRules {
  /// The rules, in the order docs/rules.md lists them.
  static let all = [CodeKeyMissingRule.rule, CodeTableMissingRule.rule, KeyUnusedRule.rule, FormatArgumentCountRule.rule]
}
