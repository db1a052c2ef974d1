import Copydeck
import CopydeckFiles

/// Renders `{"coverage": {"development", "reviewState", "languages": [{"language", "goal", "minimum", "translated",
/// "missing", "outdated", "errors", "percent", "tables": [{"table", "translated", "missing", "outdated", "percent"}]}]},
/// "skipped": [folder], "findings": [{"rule", "severity", "file", "line", "column", "language", "entry", "key",
/// "message"}], "summary": {"errors", "warnings", "entries", "languages"}}`, with the keys in exactly that order.
///
/// `language`, `entry` and `key` are `null` when a finding has none; `languages` is the number of languages checked;
/// `minimum` is `null` for a complete language. Every finding is listed (scripts read them all).
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
    let skipped = "[" + report.skippedFolders.map(Escaping.jsonLiteral).joined(separator: ", ") + "]"
    return "{\n  \"coverage\": \(coverage(report)),\n  \"skipped\": \(skipped),\n  \"findings\": \(list),\n  \"summary\": {\(summary)}\n}\n"
  }

  /// The coverage object, one language a line.
  private static func coverage(_ report: CheckReport) -> String {
    let coverage = report.coverage
    var errors: [String: Int] = [:]
    for finding in report.findings where finding.severity == .error { errors[finding.language ?? "", default: 0] += 1 }
    let languages = coverage.languages.map { language in
      let minimum: String = if case .inProgress(let minimum) = language.goal { String(minimum) } else { "null" }
      let tables = coverage.rows.filter { $0.language == language.language }.map { row in
        "{\"table\": \(Escaping.jsonLiteral(row.table)), \"translated\": \(row.translated), \"missing\": \(row.missing), \"outdated\": \(row.outdated), \"percent\": \(Coverage.percent(row.translated, of: row.total))}"
      }
      let goal = if case .complete = language.goal { "complete" } else { "in progress" }
      return "      {\"language\": \(Escaping.jsonLiteral(language.language)), \"goal\": \"\(goal)\", \"minimum\": \(minimum), "
        + "\"translated\": \(language.translated), \"missing\": \(language.missing), \"outdated\": \(language.outdated), "
        + "\"errors\": \(errors[language.language] ?? 0), \"percent\": \(language.percent), \"tables\": [\(tables.joined(separator: ", "))]}"
    }
    let list = languages.isEmpty ? "[]" : "[\n" + languages.joined(separator: ",\n") + "\n    ]"
    return
      "{\"development\": \(Escaping.jsonLiteral(coverage.development)), \"reviewState\": \(coverage.knowsReviewState), \"languages\": \(list)}"
  }

  private static func optional(_ text: String?) -> String {
    text.map(Escaping.jsonLiteral) ?? "null"
  }
}
