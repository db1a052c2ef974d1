/// `lookalike-key`: two keys of one table that look the same but differ in Unicode normalization (`é` as one
/// scalar and as `e` + U+0301); iOS keeps both, and code asks for only one of them.
struct LookalikeKeyRule: CheckRule {
  static let rule = Rule(
    id: "lookalike-key", severity: .error, category: .syntax,
    summary: "Keys that look alike but differ in Unicode normalization are two keys on iOS; one of them is never shown.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    context.appendDiagnosticFindings(rule, id: "lookalike-key", into: &findings)
  }
}
