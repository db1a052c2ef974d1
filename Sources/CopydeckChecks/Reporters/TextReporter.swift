/// Renders findings as compiler diagnostics, `file:line:column: error: [rule-id] message`, one block per file.
///
/// Xcode turns these lines into issues in the issue navigator when the check runs as a build phase.
enum TextReporter {
  static func render(_ report: CheckReport) -> String {
    var output = ""
    var currentFile: String?
    for finding in report.findings {
      if let currentFile, currentFile != finding.file { output += "\n" }
      currentFile = finding.file
      output += line(for: finding) + "\n"
    }
    if !report.findings.isEmpty { output += "\n" }
    return output + report.summary + "\n"
  }

  /// One finding as a compiler diagnostic line.
  static func line(for finding: Finding) -> String {
    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)"
  }
}
