/// Renders `{"findings": [{"rule", "severity", "file", "line", "column", "language", "entry", "key", "message"}],
/// "summary": {"errors", "warnings", "entries", "languages"}}`, with the keys in exactly that order.
///
/// `language`, `entry` and `key` are `null` when a finding has none; `languages` is the number of languages checked.
enum JSONReporter {
  static func render(_ report: CheckReport) -> String {
    let findings = report.findings.map { finding in
      let fields = [
        ("rule", string(finding.rule)), ("severity", string(finding.severity.rawValue)), ("file", string(finding.file)),
        ("line", String(finding.line)), ("column", String(finding.column)), ("language", optional(finding.language)),
        ("entry", optional(finding.entry)), ("key", optional(finding.key)), ("message", string(finding.message)),
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
    text.map(string) ?? "null"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as is (UTF-8).
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
