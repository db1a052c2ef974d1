/// `fit-buttons-stack`: two button labels too wide to sit side by side on an alert, so iOS stacks them (an action
/// sheet always gives each button its own row, so it never applies there).
struct ButtonsStackRule: CheckRule {
  static let rule = Rule(
    id: "fit-buttons-stack", severity: .warning, category: .fit, needsManifest: true,
    summary: "Two button labels too wide to sit side by side on an alert.",
    why: "Two labels too wide to sit side by side make iOS stack the buttons, which moves Cancel and makes the alert taller.",
    bad: "\"group.leave.button.leave\" = \"Permanently Leave Everything\";",
    good: "\"group.leave.button.leave\" = \"Leave\";",
    fix: "Shorten the label (about 119 pt fit beside another button), or accept stacked buttons by allowing the rule for the entry.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits where !fit.isActionSheet && fit.copy.buttons.count == 2 && fit.labelCount == 2 {
      let copy = fit.copy
      guard let (label, width) = fit.widestLabel, width > AlertGeometry.sideBySideLabelWidth
      else { continue }
      findings.append(
        context.finding(
          rule, on: label, of: copy,
          "the button label \(quoted(label.value)) is estimated at \(Int(width.rounded())) pt, wider than the \(Int(AlertGeometry.sideBySideLabelWidth)) pt that fit beside another button, so iOS stacks both buttons (2 lines instead of 1); shorten it"
        ))
    }
  }
}
