/// The output formats of `copydeck check --format`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Compiler-style lines grouped by file, then a one-line summary; Xcode and editors understand it.
  case text
  /// `{"findings": […], "summary": {…}}` for scripts.
  case json
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`) that annotate the pull request.
  case github
  /// SARIF 2.1.0 for code-scanning tools.
  case sarif

  /// Renders `report` in this format; the result ends with a newline.
  public func render(_ report: CheckReport) -> String {
    switch self {
    case .text: TextReporter.render(report)
    case .json: JSONReporter.render(report)
    case .github: GitHubReporter.render(report)
    case .sarif: SARIFReporter.render(report)
    }
  }
}
