/// `hig-destructive-without-cancel`: a destructive button with no cancel button to back out with.
struct DestructiveWithoutCancelRule: CheckRule {
  static let rule = Rule(
    id: "hig-destructive-without-cancel", severity: .error, category: .alert, needsManifest: true,
    summary: "A destructive button with no cancel button beside it.",
    why: "A destructive choice without Cancel leaves no safe way out of the alert.",
    bad: "\"buttons\": [{ \"id\": \"leave\", \"role\": \"destructive\" }]",
    good: "\"buttons\": [{ \"id\": \"cancel\", \"role\": \"cancel\" }, { \"id\": \"leave\", \"role\": \"destructive\" }]",
    fix: "Add `{ \"id\": \"cancel\", \"role\": \"cancel\" }` to the entry's buttons, with the labels Cancel / 취소.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // Each record's buttons read where they are: a loop over the records copied each whole record (a retain and a
    // release of every string and array in it) to look at its buttons.
    let entries = context.manifest?.entries ?? []
    for index in entries.indices
    where entries[index].buttons.contains(where: { $0.role == .destructive })
      && !entries[index].buttons.contains(where: { $0.role == .cancel })
    {
      let definition = entries[index]
      findings.append(
        context.finding(
          rule, entry: definition, language: nil, key: nil,
          "'\(definition.id)' has a destructive button but no cancel button; add { \"id\": \"cancel\", \"role\": \"cancel\" } with the labels Cancel / 취소"
        ))
    }
  }
}
