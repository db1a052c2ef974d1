/// `duplicate-key`: a key defined twice in one table; the device uses the later value, so an edit to the first
/// one never shows.
struct DuplicateKeyRule: CheckRule {
  static let rule = Rule(
    id: "duplicate-key", severity: .error, category: .completeness,
    summary: "A key defined twice in one table.",
    why: "With a key defined twice the device shows only the later value, so edits to the other one never appear.",
    bad: """
      "group.leave.button.leave" = "나가기";
      "group.leave.button.leave" = "그룹 나가기";
      """,
    good: "\"group.leave.button.leave\" = \"나가기\";",
    fix:
      "Delete one of the two entries, keeping the text you mean; the message names the other one's line. Until then the device shows the later value."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    context.appendDiagnosticFindings(rule, id: "duplicate-key", into: &findings)
  }
}
