import Foundation

/// Renders `{"findings": [{"rule", "severity", "file", "line", "column", "language", "entry", "key", "message"}],
/// "summary": {"errors", "warnings", "entries", "languages"}}`.
///
/// `language`, `entry` and `key` are `null` when a finding has none; `languages` is the number of languages checked.
enum JSONReporter {
  private struct Document: Encodable {
    var findings: [Finding]
    var summary: Summary
  }

  private struct Summary: Encodable {
    var errors: Int
    var warnings: Int
    var entries: Int
    var languages: Int
  }

  static func render(_ report: CheckReport) -> String {
    let document = Document(
      findings: report.findings,
      summary: Summary(
        errors: report.errorCount, warnings: report.warningCount,
        entries: report.entryCount, languages: report.languages.count))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
    // Encoding plain strings and integers cannot fail.
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
