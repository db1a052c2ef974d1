import Foundation

/// Renders findings as GitHub Actions workflow commands, which annotate the changed lines of a pull request.
///
/// `::error file=F,line=L,col=C,title=copydeck [rule-id]::message`, escaped as the runner requires, then the summary.
enum GitHubReporter {
  static func render(_ report: CheckReport) -> String {
    var output = ""
    for finding in report.findings {
      let properties = [
        "file=\(escapeProperty(finding.file))",
        "line=\(finding.line)",
        "col=\(finding.column)",
        "title=\(escapeProperty("copydeck [\(finding.rule)]"))",
      ]
      output += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }
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
