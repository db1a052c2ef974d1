/// `silent-stop`: the place where Apple's parser stops reading without an error, so every entry after it never
/// reaches the device (a stray `;;`, a U+3000 space between entries).
struct SilentStopRule: CheckRule {
  static let rule = Rule(
    id: "silent-stop", severity: .error, category: .syntax,
    summary: "Apple's parser silently stops at a stray character, so the entries after it never reach the device.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let start = findings.count
    context.appendDiagnosticFindings(rule, id: "ignored-after-stop", into: &findings)
    for index in findings.indices[start...] {
      findings[index].key = nil
      findings[index].entry = nil
    }
  }
}
