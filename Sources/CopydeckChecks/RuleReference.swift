import Foundation

/// The rules reference, rendered from the rules themselves: docs/rules.md (`copydeck help rules --markdown`, written by
/// `make rules-doc`), and the terminal's `copydeck help rules` and `copydeck help RULE-ID`.
public enum RuleReference {
  /// The whole of docs/rules.md.
  public static var markdown: String {
    var lines = [
      "# The rules of `copydeck check`", "",
      "<!-- Generated from Sources/CopydeckChecks/Rules by `make rules-doc`: edit the rules, not this file. -->", "",
      "Each rule has a stable id (baselines, suppressions and CI annotations refer to it) and a default severity.",
      "`copydeck help rules` lists them in the terminal and `copydeck help RULE-ID` prints one.", "",
      "A text the library refuses to show at run time (and so falls back from to another language) is always an error",
      "here: both judge a text with the same code (blank, a specifier `String(format:)` misreads, an argument read as",
      "another type than in the development language). Rules marked \"—\" under *without catalog.json* need the manifest",
      "([docs/catalog-format.md](catalog-format.md)); the others run on any app's tables.", "",
      "| rule id | severity | family | without catalog.json | what it finds |", "|---|---|---|---|---|",
    ]
    lines += Rule.all.map {
      "| [`\($0.id)`](#\($0.id)) | \($0.severity.rawValue)\($0.onByDefault ? "" : " (off by default)") | \($0.category.rawValue) | \($0.needsManifest ? "—" : "yes") | \($0.summary) |"
    }
    lines += ["", "## Allowing a rule", "", allowing]
    for category in RuleCategory.allCases {
      lines += ["", "## \(category.title)", "", category.introduction]
      for rule in Rule.all where rule.category == category {
        lines += [
          "", "### `\(rule.id)`", "", "**\(rule.severity.rawValue)** · \(rule.category.rawValue) · \(rule.runs)", "",
          rule.summary, "", "**Why it matters:** " + rule.why, "", "**Reported:**", "", "```", rule.bad, "```", "",
          "**Fine:**", "", "```", rule.good, "```", "", "**Fix:** " + rule.fix,
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every rule, one line each under its family, for `copydeck help rules`.
  public static var list: String {
    var lines = ["The \(Rule.all.count) rules of copydeck check. Run `copydeck help RULE-ID` for one, with examples."]
    let width = Rule.all.map(\.id.count).max() ?? 0
    for category in RuleCategory.allCases {
      lines += ["", category.rawValue.uppercased()]
      for rule in Rule.all where rule.category == category {
        let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
        let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        lines.append("  \(id)  \(severity)  \(rule.onByDefault ? "" : "(off by default) ")\(rule.summary)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One rule in full, for `copydeck help RULE-ID`.
  public static func text(of rule: Rule) -> String {
    let indented = { (example: String) in example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
    let lines =
      [
        "\(rule.id) — \(rule.severity.rawValue), \(rule.category.rawValue), \(rule.runs)", "", rule.summary, "",
        "Why: " + rule.why, "", "Reported:",
      ] + indented(rule.bad) + ["", "Fine:"] + indented(rule.good)
      + [
        "", "Fix: " + rule.fix, "",
        "Allow: \"allow\": [{ \"rule\": \"\(rule.id)\", \"reason\": \"…\" }] in the entry's record in catalog.json;"
          + " \"rules\": { \"\(rule.id)\": \"off\" } in .copydeck.json for a whole repository;"
          + " or accept today's findings with a baseline (copydeck check --write-baseline FILE).",
      ]
    return lines.joined(separator: "\n")
  }

  /// The names closest to `id` by edit distance (the rule ids unless `names` is given), for "did you mean"; empty
  /// when none is near.
  public static func closest(to id: String, among names: [String] = Rule.all.map(\.id)) -> [String] {
    let distances = names.map { ($0, editDistance(Array(id.lowercased()), Array($0))) }
    guard let best = distances.map(\.1).min(), best <= max(2, id.count / 3) else { return [] }
    return distances.filter { $0.1 == best }.map(\.0)
  }

  private static let allowing = """
    When a rule does not fit one entry, allow it in that entry's record in `catalog.json`, with the reason — the \
    reason is required, so the exception can be reviewed: `"allow": [{ "rule": "RULE-ID", "reason": "…" }]`. An \
    allowance that names an unknown rule, or a rule that no longer finds anything in the entry, is reported as \
    `unused-suppression`. To turn a rule off or change its severity for a whole repository, write \
    `"rules": { "RULE-ID": "off" }` (or `"warning"`, `"error"`) in `.copydeck.json` ([docs/ci.md](ci.md#the-project-file-copydeckjson)); \
    a rule marked *off by default* reports only where `.copydeck.json` turns it on, with `"on"` (its own severity), \
    `"warning"` or `"error"`; \
    to accept today's findings and fail only on new ones, use a baseline ([docs/ci.md](ci.md#accepting-todays-findings-a-baseline)).
    """

  /// Levenshtein distance between two strings' characters.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}

extension Rule {
  /// Whether the rule runs without catalog.json, in words.
  fileprivate var runs: String {
    (needsManifest ? "needs catalog.json" : "runs without catalog.json")
      + (onByDefault ? "" : #", off by default (turn it on with "rules": {"\#(id)": "on"} in .copydeck.json)"#)
  }
}

extension RuleCategory {
  /// The family's heading in the reference.
  fileprivate var title: String {
    switch self {
    case .syntax: "Syntax: the device reads every table"
    case .completeness: "Completeness: every key, once, translated"
    case .format: "Format specifiers and placeholders"
    case .alert: "Alerts: Apple's Human Interface Guidelines"
    case .fit: "Fit: the copy fits its alert"
    case .korean: "Korean and punctuation"
    case .permission: "Permission prompts: the system's alerts, in every language"
    case .manifest: "The manifest"
    }
  }

  /// What the family's rules have in common.
  fileprivate var introduction: String {
    switch self {
    case .syntax: "Every table parses the way the device will read it; otherwise whole tables of copy are lost."
    case .completeness: "Every key the app asks for exists, once, with a real translation, in every language."
    case .format: "Format specifiers and the app's own placeholders agree across languages and with the manifest's arguments."
    case .alert: "Alerts follow Apple's Human Interface Guidelines; most of these rules read the roles of buttons in catalog.json."
    case .fit: fitMeasurement
    case .korean: "Korean grammar and typography, and punctuation widths in every language that writes half-width marks."
    case .permission:
      "The alerts the system shows when the app asks for a permission: the purpose string of every permission the app declares (its Info.plist and `INFOPLIST_KEY_` build settings, read from the project above the folder), in every language it ships, saying why. Korean purpose strings follow the Korean rules too. See docs/permissions.md."
    case .manifest: "catalog.json itself and its allowances."
    }
  }
}

/// How the fit rules estimate sizes (the introduction of their family).
private let fitMeasurement = """
  The fit rules estimate, they do not render: the alert is the classic 270 pt iOS alert with 16 pt margins (a 238 pt \
  text box); the title is 17 pt semibold and may take two lines; the message is 13 pt and the alert scrolls past about \
  580 pt (a 4.7-inch iPhone less the status bar); two buttons sit side by side while each label fits in about 119 pt \
  (135 pt less padding). A confirmation presented as an action sheet (`"presentation": "actionSheet"`) is measured as \
  the classic sheet instead: 359 pt wide (8 pt from a 375 pt screen's edges) with a 327 pt text box, a 13 pt semibold \
  title that should stay on one line (the HIG's action sheet rule), a 13 pt message, one 57 pt row per button (never \
  side by side, so `fit-buttons-stack` does not apply) with Cancel apart 8 pt below, and a sheet that scrolls past \
  631 pt. The HIG rules follow the presentation too: an action sheet may hold more than three buttons \
  (`hig-too-many-buttons` is for alerts), and since it ignores the preferred action, a `preferred` button there is \
  `hig-sheet-preferred` rather than `hig-cancel-preferred`. The placeholder of a disabled field \
  (`"presentation": "disabledPlaceholder"`) has one line of 311 pt at 17 pt (a 375 pt iPhone's field, 16 pt in from \
  the screen and from the field's edge): wider, iOS cuts it off (`fit-placeholder`). Widths come from per-script \
  estimates of the system fonts: Helvetica-class advance widths plus Apple's SF Pro tracking for Latin, 0.92 em per \
  syllable for Hangul (Apple SD Gothic Neo); words wrap whole, Korean by eojeol as iOS does. Format arguments are \
  measured with the manifest's sample values. Each message gives the estimate ("estimated at 4 lines"), so a \
  copywriter can judge it against the drawing in the preview.
  """
