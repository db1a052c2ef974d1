/// `hig-sheet-preferred`: a preferred button on a confirmation presented as an action sheet, which iOS ignores.
struct SheetPreferredRule: CheckRule {
  static let rule = Rule(
    id: "hig-sheet-preferred", severity: .warning, category: .alert, needsManifest: true,
    summary: "A preferred button on a confirmation presented as an action sheet.",
    why:
      "An action sheet ignores the preferred action (nothing is bold, Return does nothing), so the manifest promises what the device never shows.",
    bad: """
      "presentation": "actionSheet",
      "buttons": [{ "id": "cancel", "role": "cancel" }, { "id": "leave", "role": "destructive", "preferred": true }]
      """,
    good: """
      "presentation": "actionSheet",
      "buttons": [{ "id": "cancel", "role": "cancel" }, { "id": "leave", "role": "destructive" }]
      """,
    fix: "Remove `\"preferred\"`, or present the confirmation as an alert (`\"presentation\": \"alert\"`) if that button should be bold.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // Each record's presentation read where it is: a loop over the records copied each whole record to read it.
    let entries = context.manifest?.entries ?? []
    for index in entries.indices where entries[index].presentation == .actionSheet {
      let definition = entries[index]
      for button in definition.buttons where button.preferred {
        findings.append(
          context.finding(
            rule, entry: definition, language: nil, key: definition.buttonKey(button.id),
            "'\(definition.id)' is presented as an action sheet, which ignores the preferred button '\(button.id)' (nothing is drawn bold and Return does nothing); remove \"preferred\", or present it as an alert (\"presentation\": \"alert\") to make that button bold"
          ))
      }
    }
  }
}
