/// `fit-title-lines`: a title estimated to wrap past two lines.
struct TitleLinesRule: CheckRule {
  static let rule = Rule(
    id: "fit-title-lines", severity: .warning, category: .fit,
    summary: "A title longer than two lines crowds the alert; the HIG asks for titles short enough not to wrap further.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits {
      let copy = fit.copy, lines = fit.titleLines
      guard let title = copy.title, lines > AlertGeometry.maximumTitleLines else { continue }
      findings.append(
        context.finding(
          rule, on: title, of: copy,
          "the title is estimated at \(lines) lines at 17 pt in a 270 pt alert (at most 2 fit); shorten it and move the detail to the message"))
    }
  }
}

/// `fit-message-scroll`: a message estimated to make the alert scroll at the default text size.
struct MessageScrollRule: CheckRule {
  static let rule = Rule(
    id: "fit-message-scroll", severity: .warning, category: .fit,
    summary: "An alert that scrolls hides part of its message and its buttons; the HIG asks for brief messages.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits {
      let copy = fit.copy, lines = fit.messageLines
      let limit = AlertGeometry.messageLinesBeforeScrolling(titleLines: fit.titleLines, buttonRows: fit.buttonRows)
      guard let message = copy.message, lines > limit else { continue }
      findings.append(
        context.finding(
          rule, on: message, of: copy,
          "the message is estimated at \(lines) lines at 13 pt; about \(limit) fit before the alert scrolls on a 4.7-inch iPhone; cut it to what the person needs to decide"))
    }
  }
}

/// `fit-buttons-stack`: two button labels too wide to sit side by side, so iOS stacks them.
struct ButtonsStackRule: CheckRule {
  static let rule = Rule(
    id: "fit-buttons-stack", severity: .warning, category: .fit,
    summary: "Two labels too wide to sit side by side make iOS stack the buttons, which moves Cancel and makes the alert taller.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits where fit.copy.buttons.count == 2 && fit.labelWidths.count == 2 {
      let copy = fit.copy
      guard let (label, width) = fit.labelWidths.max(by: { $0.width < $1.width }), width > AlertGeometry.sideBySideLabelWidth
      else { continue }
      findings.append(
        context.finding(
          rule, on: label, of: copy,
          "the button label \(quoted(label.value)) is estimated at \(Int(width.rounded())) pt, wider than the \(Int(AlertGeometry.sideBySideLabelWidth)) pt that fit beside another button, so iOS stacks both buttons (2 lines instead of 1); shorten it"))
    }
  }
}
