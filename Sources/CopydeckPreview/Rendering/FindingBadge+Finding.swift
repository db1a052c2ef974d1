import CopydeckChecks

extension FindingBadge {
  /// The badge of a checker finding.
  init(_ finding: Finding) {
    self.init(
      rule: finding.rule, severity: finding.severity.rawValue, language: finding.language, message: finding.message,
      location: finding.line > 0 ? "\(finding.file):\(finding.line):\(finding.column)" : finding.file)
  }
}
