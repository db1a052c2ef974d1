import Foundation

/// Renders findings as GitHub Actions workflow commands, which annotate the changed lines of a pull request.
///
/// `::error file=F,line=L,col=C,title=copydeck [rule-id]::message`, escaped as the runner requires: at most
/// ``ReportLimits/githubAnnotationsPerSeverity`` errors and as many warnings (what GitHub shows of one step), then
/// one notice that counts the rest (`all` annotates every one), then the coverage table and the summary in the log.
enum GitHubReporter {
  static func render(_ report: CheckReport, all: Bool = false) -> String {
    var output = ""
    let limit = ReportLimits.githubAnnotationsPerSeverity
    let errors = report.findings.filter { $0.severity == .error }
    let warnings = report.findings.filter { $0.severity != .error }
    let shown = all ? report.findings : (Array(errors.prefix(limit)) + Array(warnings.prefix(limit))).sorted()
    for finding in shown {
      let properties = [
        "file=\(escapeProperty(finding.file))",
        "line=\(finding.line)",
        "col=\(finding.column)",
        "title=\(escapeProperty("copydeck [\(finding.rule)]"))",
      ]
      output += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }
    if shown.count < report.findings.count {
      let rest =
        "\(ReportLimits.more(than: shown, of: report.findings)) are not annotated: GitHub shows \(limit) errors and \(limit) warnings a step;"
        + " run copydeck check --all for every one, or add copydeck check --format markdown >> \"$GITHUB_STEP_SUMMARY\" for the job's summary"
      output += "::notice title=\(escapeProperty("copydeck"))::\(escapeData(rest))\n"
    }
    let coverage = CoverageTable.text(report)
    if !coverage.isEmpty { output += coverage.joined(separator: "\n") + "\n" }
    if let skipped = TextReporter.skippedLine(report) { output += skipped + "\n" }
    return output + report.summary + "\n"
  }

  /// Escapes a command's message: `%`, carriage return and line feed.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
