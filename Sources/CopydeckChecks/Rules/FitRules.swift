/// `fit-title-lines`: a title estimated to wrap past two lines on an alert, or past one on an action sheet.
struct TitleLinesRule: CheckRule {
  static let rule = Rule(
    id: "fit-title-lines", severity: .warning, category: .fit,
    summary:
      "A title longer than two lines crowds an alert (one line on an action sheet); the HIG asks for titles short enough not to wrap further."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits {
      let copy = fit.copy, lines = fit.titleLines
      guard let title = copy.title, lines > fit.maximumTitleLines else { continue }
      let limit = fit.maximumTitleLines == 1 ? "the HIG asks for one line" : "at most \(fit.maximumTitleLines) fit"
      findings.append(
        context.finding(
          rule, on: title, of: copy,
          "the title is estimated at \(lines) lines at \(fit.titleSetting) (\(limit)); shorten it and move the detail to the message"))
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

/// `fit-buttons-stack`: two button labels too wide to sit side by side on an alert, so iOS stacks them (an action
/// sheet always gives each button its own row, so it never applies there).
struct ButtonsStackRule: CheckRule {
  static let rule = Rule(
    id: "fit-buttons-stack", severity: .warning, category: .fit,
    summary: "Two labels too wide to sit side by side make iOS stack the buttons, which moves Cancel and makes the alert taller.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits where !fit.isActionSheet && fit.copy.buttons.count == 2 && fit.labelWidths.count == 2 {
      let copy = fit.copy
      guard let (label, width) = fit.labelWidths.max(by: { $0.width < $1.width }), width > AlertGeometry.sideBySideLabelWidth
      else { continue }
      findings.append(
        context.finding(
          rule, on: label, of: copy,
          "the button label \(quoted(label.value)) is estimated at \(Int(width.rounded())) pt, wider than the \(Int(AlertGeometry.sideBySideLabelWidth)) pt that fit beside another button, so iOS stacks both buttons (2 lines instead of 1); shorten it"
        ))
    }
  }
}

/// `fit-placeholder`: the placeholder of a disabled field (`"presentation": "disabledPlaceholder"`) too wide for
/// its field's one line.
struct PlaceholderWidthRule: CheckRule {
  static let rule = Rule(
    id: "fit-placeholder", severity: .warning, category: .fit,
    summary: "A placeholder wider than its field is cut off with an ellipsis, so the reason the field is disabled is lost.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.manifestCopies where copy.entry.definition?.presentation == .disabledPlaceholder {
      guard let text = copy.message ?? copy.title else { continue }
      let width = FieldGeometry.placeholderWidth(AlertFit.sampled(text, copy))
      guard width > FieldGeometry.textWidth else { continue }
      findings.append(
        context.finding(
          rule, on: text, of: copy,
          "the placeholder is estimated at \(Int(width.rounded())) pt at 17 pt, wider than the \(Int(FieldGeometry.textWidth)) pt a text field has on a 375 pt iPhone, so iOS cuts it off with …; shorten it to why the field is disabled"
        ))
    }
  }
}
