import Copydeck
import CopydeckFiles

/// Renders `{"findings": [{"rule", "severity", "file", "line", "column", "language", "entry", "key", "message"}],
/// "summary": {"errors", "warnings", "entries", "languages"}}`, with the keys in exactly that order.
///
/// `language`, `entry` and `key` are `null` when a finding has none; `languages` is the number of languages checked.
enum JSONReporter {
  static func render(_ report: CheckReport) -> String {
    let findings = report.findings.map { finding in
      let fields = [
        ("rule", Escaping.jsonLiteral(finding.rule)), ("severity", Escaping.jsonLiteral(finding.severity.rawValue)),
        ("file", Escaping.jsonLiteral(finding.file)), ("line", String(finding.line)), ("column", String(finding.column)),
        ("language", optional(finding.language)), ("entry", optional(finding.entry)), ("key", optional(finding.key)),
        ("message", Escaping.jsonLiteral(finding.message)),
      ]
      return "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    let summary = [
      ("errors", report.errorCount), ("warnings", report.warningCount), ("entries", report.entryCount),
      ("languages", report.languages.count),
    ].map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    let list = findings.isEmpty ? "[]" : "[\n" + findings.joined(separator: ",\n") + "\n  ]"
    return "{\n  \"findings\": \(list),\n  \"summary\": {\(summary)}\n}\n"
  }

  private static func optional(_ text: String?) -> String {
    text.map(Escaping.jsonLiteral) ?? "null"
  }
}
