/// `duplicate-key`: a key defined twice in one table; the device uses the later value, so an edit to the first
/// one never shows.
struct DuplicateKeyRule: CheckRule {
  static let rule = Rule(
    id: "duplicate-key", severity: .error, category: .completeness,
    summary: "With a key defined twice the device shows only the later value, so edits to the other one never appear.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    context.appendDiagnosticFindings(rule, id: "duplicate-key", into: &findings)
  }
}
