/// `hig-cancel-preferred`: the cancel button of an alert marked preferred; the HIG says never make Cancel the
/// default (on an action sheet, which ignores the preferred action, `hig-sheet-preferred` says so instead).
struct CancelPreferredRule: CheckRule {
  static let rule = Rule(
    id: "hig-cancel-preferred", severity: .error, category: .alert,
    summary: "A preferred Cancel invites people to dismiss the alert with Return without reading it.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for definition in context.manifest?.entries ?? [] where definition.presentation != .actionSheet {
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
