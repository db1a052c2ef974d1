/// `empty-table`: a 0-byte `.strings` file, usually a save or merge that went wrong.
struct EmptyTableRule: CheckRule {
  static let rule = Rule(
    id: "empty-table", severity: .error, category: .syntax, onByDefault: false,
    summary: "A `.strings` table file of 0 bytes.",
    why:
      "A 0-byte table gives the device no copy at all for that table, usually after a broken save or merge. Off by default: an app whose English lives in the code keeps empty development tables on purpose, and 0 of 2 findings were true on apps never checked before (docs/real-world-check.md).",
    bad: "ko.lproj/Alerts.strings   (0 bytes)",
    good: """
      ko.lproj/Alerts.strings
      "group.leave.title" = "그룹에서 나갈까요?";
      """,
    fix:
      "Restore the table's entries from version control (`git log -p -- ko.lproj/Alerts.strings`), or delete the file if the table is gone."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for loaded in context.tables where loaded.isEmptyFile {
      findings.append(
        context.finding(
          rule, file: loaded.file, language: loaded.language, entry: nil, key: nil,
          "the table is empty (0 bytes), so the device has no \(loaded.language) copy from it; restore its entries from version control, or delete the file if the table is gone"
        ))
    }
  }
}
