/// `silent-stop`: the place where Apple's parser stops reading without an error, so every entry after it never
/// reaches the device (a stray `;;`, a U+3000 space between entries).
struct SilentStopRule: CheckRule {
  static let rule = Rule(
    id: "silent-stop", severity: .error, category: .syntax,
    summary: "The place where Apple's parser stops reading a table without an error.",
    why: "Apple's parser silently stops at a stray character, so the entries after it never reach the device.",
    bad: """
      "group.leave.title" = "그룹에서 나갈까요?";;
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    good: """
      "group.leave.title" = "그룹에서 나갈까요?";
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    fix:
      "Delete the stray character at the position the finding gives (a second `;`, a full-width space U+3000 between entries, which an ordinary space replaces); the message says how many entries the device loses."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let start = findings.count
    context.appendDiagnosticFindings(rule, id: "ignored-after-stop", into: &findings)
    for index in findings.indices[start...] {
      findings[index].key = nil
      findings[index].entry = nil
    }
  }
}
