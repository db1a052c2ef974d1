/// `hig-too-many-buttons`: more than three buttons; the HIG allows at most three in an alert (an action sheet is
/// where more choices go, so it does not apply to one).
struct TooManyButtonsRule: CheckRule {
  static let rule = Rule(
    id: "hig-too-many-buttons", severity: .error, category: .alert, needsManifest: true,
    summary: "An alert with more than three buttons.",
    why: "More than three buttons make an alert a scrolling list of choices the HIG rules out.",
    bad:
      "\"buttons\": [{ \"id\": \"leave\" }, { \"id\": \"mute\" }, { \"id\": \"archive\" }, { \"id\": \"cancel\", \"role\": \"cancel\" }]",
    good: """
      "presentation": "actionSheet",
      "buttons": [{ "id": "leave" }, { "id": "mute" }, { "id": "archive" }, { "id": "cancel", "role": "cancel" }]
      """,
    fix:
      "Keep the essential buttons (three at most), or present the choices as an action sheet (`\"presentation\": \"actionSheet\"`) or a screen of their own."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for definition in context.manifest?.entries ?? [] where definition.buttons.count > 3 && definition.presentation != .actionSheet {
      findings.append(
        context.finding(
          rule, entry: definition, language: nil, key: nil,
          "'\(definition.id)' has \(definition.buttons.count) buttons; an alert has at most three — keep the essential ones and move the other choices to an action sheet or a screen"
        ))
    }
  }
}
