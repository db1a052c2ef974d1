/// `silent-stop`: the place where Apple's parser stops reading without an error, so every entry after it never
/// reaches the device (a stray `;;`, a U+3000 space between entries).
struct SilentStopRule: CheckRule {
  static let rule = Rule(
    id: "silent-stop", severity: .error, category: .syntax,
    summary: "Apple's parser silently stops at a stray character, so the entries after it never reach the device.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (loaded, diagnostic) in context.diagnostics("ignored-after-stop") {
      var finding = context.finding(rule, for: diagnostic, in: loaded)
      finding.key = nil
      finding.entry = nil
      findings.append(finding)
    }
  }
}
