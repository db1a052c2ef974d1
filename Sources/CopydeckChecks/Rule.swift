/// One check of `copydeck check`: a stable id, a default severity and what it protects against.
///
/// Ids never change once released: baselines, suppressions (`"allow": [{"rule": …}]` in catalog.json)
/// and CI annotations refer to them.
public struct Rule: Sendable, Hashable {
  /// The stable id, lower-case with hyphens, such as `missing-translation`.
  public let id: String
  /// The severity the rule's findings have.
  public let severity: Severity
  /// The family the rule belongs to, for documentation and SARIF.
  public let category: RuleCategory
  /// One sentence: what goes wrong for a person if this rule is ignored.
  public let summary: String

  /// Creates a rule description.
  public init(id: String, severity: Severity, category: RuleCategory, summary: String) {
    self.id = id
    self.severity = severity
    self.category = category
    self.summary = summary
  }
}

/// The families of rules, in the order docs/rules.md lists them.
public enum RuleCategory: String, Sendable, Hashable {
  /// Every table parses the way the device will read it.
  case syntax
  /// Every key exists, once, with a real translation, in every language.
  case completeness
  /// Format specifiers agree across languages and with the manifest's arguments.
  case format
  /// Alerts follow Apple's Human Interface Guidelines.
  case alert
  /// The copy fits the alert without wrapping, scrolling or stacking buttons.
  case fit
  /// Korean grammar and typography.
  case korean
  /// The manifest itself and its suppressions.
  case manifest
}
