/// One check of `copydeck check`: a stable id, a default severity and what it protects against, with the text
/// docs/rules.md and `copydeck help RULE-ID` show (see ``RuleReference``).
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
  /// Whether the rule needs catalog.json (its roles, arguments or presentation) and so does not run without one.
  public let needsManifest: Bool
  /// Whether the rule reports unless `.copydeck.json` turns it off; a rule off by default (too often wrong on apps
  /// it was tried on, the reason given in ``why``) reports only where `"rules"` turns it on.
  public let onByDefault: Bool
  /// One line: what the rule finds.
  public let summary: String
  /// Why it matters: what goes wrong for a person if the finding is ignored, and what the rule does and does not count.
  public let why: String
  /// A short example the rule reports (a table line, or part of catalog.json).
  public let bad: String
  /// The same example written so that the rule is satisfied.
  public let good: String
  /// How to fix a finding.
  public let fix: String

  /// Creates a rule description.
  public init(
    id: String, severity: Severity, category: RuleCategory, needsManifest: Bool = false, onByDefault: Bool = true, summary: String,
    why: String, bad: String, good: String, fix: String
  ) {
    self.id = id
    self.severity = severity
    self.category = category
    self.needsManifest = needsManifest
    self.onByDefault = onByDefault
    self.summary = summary
    self.why = why
    self.bad = bad
    self.good = good
    self.fix = fix
  }
}

/// The families of rules, in the order docs/rules.md lists them.
public enum RuleCategory: String, Sendable, Hashable, CaseIterable {
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
  /// The system's permission prompts: a purpose string for every declared permission, in every language, saying why.
  case permission
  /// The manifest itself and its suppressions.
  case manifest
}
