/// `fit-message-scroll`: a message estimated to make the alert scroll at the default text size.
struct MessageScrollRule: CheckRule {
  static let rule = Rule(
    id: "fit-message-scroll", severity: .warning, category: .fit, needsManifest: true,
    summary: "A message estimated to make the alert scroll at the default text size.",
    why: "An alert that scrolls hides part of its message and its buttons; the HIG asks for brief messages.",
    bad: "\"group.leave.message\" = \"…forty lines explaining every consequence of leaving…\";",
    good: "\"group.leave.message\" = \"You can join again with a new invite code.\";",
    fix: "Cut the message to what the person needs to decide; move the rest to a help page the app links to.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits {
      let copy = fit.copy, lines = fit.messageLines
      let limit = fit.messageLinesBeforeScrolling
      guard let message = copy.message, lines > limit else { continue }
      findings.append(
        context.finding(
          rule, on: message, of: copy,
          "the message is estimated at \(lines) lines at 13 pt; about \(limit) fit before the \(fit.isActionSheet ? "action sheet" : "alert") scrolls on a 4.7-inch iPhone; cut it to what the person needs to decide"
        ))
    }
  }
}
