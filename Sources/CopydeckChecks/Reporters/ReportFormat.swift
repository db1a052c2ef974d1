/// The output formats of `copydeck check --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Compiler-style lines grouped by file, then a one-line summary; Xcode and editors understand it.
  case text
  /// `{"coverage": {…}, "skipped": […], "findings": […], "summary": {…}}` for scripts, every finding.
  case json
  /// GitHub-flavoured markdown for `$GITHUB_STEP_SUMMARY` and pull-request comments: the summary, the coverage
  /// table, then the first findings (errors first) and a count of the rest.
  case markdown
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`) that annotate the pull request.
  case github
  /// SARIF 2.1.0 for code-scanning tools.
  case sarif

  /// Renders `report` in this format; the result ends with a newline. Each format starts with the coverage table
  /// (the github format, whose annotations come first, ends with it) and shows what its sink can (see
  /// ``ReportLimits``) with a count of the rest; `all` shows every finding in every format.
  public func render(_ report: CheckReport, all: Bool = false) -> String {
    switch self {
    case .text: TextReporter.render(report, all: all)
    case .json: JSONReporter.render(report)
    case .markdown: MarkdownReporter.render(report, all: all)
    case .github: GitHubReporter.render(report, all: all)
    case .sarif: SARIFReporter.render(report, all: all)
    }
  }
}
