/// How much of a report each sink shows, so that what a person reads there is the coverage and the findings that
/// matter first, with a count of the rest — never a log nobody scrolls, nor a silent cut.
enum ReportLimits {
  /// Lines of findings the text format prints by default (`--all` prints every one): with a coverage table of 100
  /// languages, a report stays within a few hundred lines.
  static let textFindingLines = 300
  /// Findings the markdown format lists (a pull-request comment holds at most 65,536 characters; a step summary 1 MiB).
  static let markdownFindings = 50
  /// Characters of a message the markdown format shows in its table.
  static let markdownMessage = 300
  /// Error and warning annotations GitHub shows per step (10 of each; 50 per job): "10 warning annotations, 10 error
  /// annotations, and 10 notice annotations per step; 50 annotations per job" (actions/toolkit,
  /// docs/problem-matchers.md, "Limitations").
  static let githubAnnotationsPerSeverity = 10
  /// Results one SARIF run keeps: GitHub code scanning displays "only the top 5,000 results", of at most 25,000 a run
  /// (docs.github.com, "About code scanning limits on SARIF results").
  static let sarifResults = 5_000

  /// The findings a capped sink shows, at most `limit` of them: errors first, then warnings, each in report order;
  /// returned in report order.
  static func shown(_ findings: [Finding], limit: Int) -> [Finding] {
    guard findings.count > limit else { return findings }
    let errors = findings.indices.filter { findings[$0].severity == .error }
    let warnings = findings.indices.filter { findings[$0].severity != .error }
    return (errors + warnings).prefix(limit).sorted().map { findings[$0] }
  }

  /// `1234 more findings (1000 errors, 234 warnings)`: the findings of `all` that `shown` leaves out.
  static func more(than shown: [Finding], of all: [Finding]) -> String {
    let hidden = all.count - shown.count
    let errors = all.count { $0.severity == .error } - shown.count { $0.severity == .error }
    return "\(counted(hidden, "more finding")) (\(counted(errors, "error")), \(counted(hidden - errors, "warning")))"
  }

  /// `1 error`, `2 errors`.
  static func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
