/// `hig-cancel-preferred`: the cancel button of an alert marked preferred; the HIG says never make Cancel the
/// default (on an action sheet, which ignores the preferred action, `hig-sheet-preferred` says so instead).
struct CancelPreferredRule: CheckRule {
  static let rule = Rule(
    id: "hig-cancel-preferred", severity: .error, category: .alert, needsManifest: true,
    summary: "An alert whose cancel button is marked preferred.",
    why: "A preferred Cancel invites people to dismiss the alert with Return without reading it.",
    bad:
      "\"buttons\": [{ \"id\": \"cancel\", \"role\": \"cancel\", \"preferred\": true }, { \"id\": \"leave\", \"role\": \"destructive\" }]",
    good: "\"buttons\": [{ \"id\": \"cancel\", \"role\": \"cancel\" }, { \"id\": \"leave\", \"role\": \"destructive\" }]",
    fix: "Remove `\"preferred\"` from the cancel button, and mark the likeliest action preferred, or none.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // Each record's fields read where they are: a loop over the records copied each whole record to read them.
    let entries = context.manifest?.entries ?? []
    for index in entries.indices
    where entries[index].presentation != .actionSheet && entries[index].buttons.contains(where: { $0.role == .cancel && $0.preferred }) {
      let definition = entries[index]
      for button in definition.buttons where button.role == .cancel && button.preferred {
        findings.append(
          context.finding(
            rule, entry: definition, language: nil, key: definition.buttonKey(button.id),
            "the cancel button '\(button.id)' of '\(definition.id)' is marked preferred; remove \"preferred\" from it and mark the likeliest action preferred, or none"
          ))
      }
    }
  }
}
