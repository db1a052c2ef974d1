/// Renders a report for a terminal: the coverage table, the skipped dependencies, then the findings as compiler
/// diagnostics, `file:line:column: error: [rule-id] message`, one block per file, then a one-line summary.
///
/// Xcode turns the diagnostic lines into issues in the issue navigator when the check runs as a build phase. Unless
/// `all`, the findings take at most ``ReportLimits/textFindingLines`` lines (errors first), and one line counts the
/// rest.
enum TextReporter {
  static func render(_ report: CheckReport, all: Bool = false) -> String {
    var output = ""
    let coverage = CoverageTable.text(report)
    if !coverage.isEmpty { output += coverage.joined(separator: "\n") + "\n\n" }
    if let skipped = skippedLine(report) { output += skipped + "\n\n" }
    let shown = all ? report.findings : fitting(report.findings, lines: ReportLimits.textFindingLines)
    var currentFile: String?
    for finding in shown {
      if let currentFile, currentFile != finding.file { output += "\n" }
      currentFile = finding.file
      output += line(for: finding) + "\n"
    }
    if !shown.isEmpty { output += "\n" }
    if shown.count < report.findings.count {
      output += "… \(ReportLimits.more(than: shown, of: report.findings)) not shown — use --all to list every one, or --format json\n\n"
    }
    return output + report.summary + "\n"
  }

  /// The dependencies' folders that were skipped, on one line, or `nil` when none was.
  static func skippedLine(_ report: CheckReport) -> String? {
    guard !report.skippedFolders.isEmpty else { return nil }
    return "Not checked (dependencies' own tables): " + report.skippedFolders.joined(separator: ", ")
  }

  /// The findings that fit in `lines` lines with the blank line between files, errors first, in report order.
  private static func fitting(_ findings: [Finding], lines: Int) -> [Finding] {
    var count = findings.count
    while count > 0 {
      let shown = ReportLimits.shown(findings, limit: count)
      if cost(shown) <= lines { return shown }
      count = min(count - 1, count * lines / max(cost(shown), 1))
    }
    return []
  }

  /// The lines `findings` take: each finding's lines, and a blank line between files.
  private static func cost(_ findings: [Finding]) -> Int {
    var lines = 0
    var file: String?
    for finding in findings {
      if let file, file != finding.file { lines += 1 }
      file = finding.file
      lines += 1 + finding.message.count { $0 == "\n" }
    }
    return lines
  }

  /// One finding as a compiler diagnostic line.
  static func line(for finding: Finding) -> String {
    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)"
  }
}
