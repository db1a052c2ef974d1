/// Renders a report as GitHub-flavoured markdown for `$GITHUB_STEP_SUMMARY` and pull-request comments: the summary,
/// the coverage table, then the findings in a table, at most ``ReportLimits/markdownFindings`` of them (errors
/// first) with a count of the rest.
enum MarkdownReporter {
  static func render(_ report: CheckReport, all: Bool = false) -> String {
    var lines = ["### copydeck check", "", report.summary, ""]
    let coverage = CoverageTable.markdown(report)
    if !coverage.isEmpty { lines += coverage + [""] }
    if let skipped = TextReporter.skippedLine(report) { lines += [skipped, ""] }
    let shown = all ? report.findings : ReportLimits.shown(report.findings, limit: ReportLimits.markdownFindings)
    if !shown.isEmpty {
      lines += ["| | rule | where | what to do |", "|---|---|---|---|"]
      lines += shown.map { finding in
        let mark = finding.severity == .error ? "🛑 error" : "⚠️ warning"
        return "| \(mark) | `\(finding.rule)` | `\(cell(finding.file)):\(finding.line)` | \(cell(shortened(finding.message))) |"
      }
      lines.append("")
    }
    if shown.count < report.findings.count {
      lines += ["… \(ReportLimits.more(than: shown, of: report.findings)) not listed; run `copydeck check --all` to see every one.", ""]
    }
    return lines.joined(separator: "\n")
  }

  /// `text` safe in a table cell: no line breaks, `|` and backticks escaped, HTML's `<` written as an entity.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "<", with: "&lt;")
  }

  private static func shortened(_ message: String) -> String {
    message.count <= ReportLimits.markdownMessage ? message : String(message.prefix(ReportLimits.markdownMessage - 1)) + "…"
  }
}
