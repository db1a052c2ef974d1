import Copydeck

/// `syntax-error`: a table Apple's parser rejects, or a problem the parser reports that no other rule covers
/// (an invalid encoding, a half surrogate pair, UTF-16 without a byte-order mark).
struct SyntaxErrorRule: CheckRule {
  static let rule = Rule(
    id: "syntax-error", severity: .error, category: .syntax,
    summary: "A table the device cannot read loses every string in it; the app shows raw keys instead.")

  /// The engine's diagnostics that other rules report under their own ids.
  static let reportedElsewhere: Set<String> = ["ignored-after-stop", "lookalike-key", "duplicate-key"]

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for loaded in context.tables {
      if let failure = loaded.failure {
        findings.append(context.finding(rule, for: failure, in: loaded))
      }
      for diagnostic in loaded.table?.diagnostics ?? [] where !reportedElsewhere.contains(diagnostic.id) {
        var finding = context.finding(rule, for: diagnostic, in: loaded)
        finding.severity = diagnostic.severity == .error ? .error : .warning
        findings.append(finding)
      }
    }
  }
}
