import Copydeck

extension CheckContext {
  /// The copies the fit rules measure: alerts and confirms, which iOS draws as an alert.
  var alertCopies: [EntryCopy] {
    manifestCopies.filter { $0.entry.definition?.kind == .alert || $0.entry.definition?.kind == .confirm }
  }
}

extension EntryCopy {
  /// `text` as the person sees it: each specifier replaced by the manifest's sample for this language
  /// (or the development language's), so a long name is measured as a long name.
  func sampled(_ text: CopyText) -> String {
    guard text.value.utf8.contains(UInt8(ascii: "%")), let definition = entry.definition else { return text.value }
    return FormatString(text.value).pieces.map { piece in
      switch piece {
      case .text(let literal): return literal
      case .specifier(let specifier):
        guard specifier.position <= definition.arguments.count else { return specifier.text }
        let samples = definition.arguments[specifier.position - 1].samples
        return samples[language] ?? samples.values.sorted().first ?? specifier.text
      }
    }.joined()
  }

  /// The labels as drawn: the preferred button bold, or the cancel button when none is preferred.
  var drawnLabels: [(label: CopyText, bold: Bool)] {
    let hasPreferred = buttons.contains { $0.definition.preferred }
    return buttons.compactMap { button, label in
      label.map { ($0, hasPreferred ? button.preferred : button.role == .cancel) }
    }
  }

  /// How many button rows iOS draws: one for none (iOS adds OK), one, or two that fit side by side; else one each.
  var buttonRows: Int {
    let labels = drawnLabels
    if buttons.count <= 1 { return 1 }
    if buttons.count == 2, AlertGeometry.fitSideBySide(labels.map { (sampled($0.label), $0.bold) }) { return 1 }
    return buttons.count
  }
}

/// `fit-title-lines`: a title estimated to wrap past two lines.
struct TitleLinesRule: CheckRule {
  static let rule = Rule(
    id: "fit-title-lines", severity: .warning, category: .fit,
    summary: "A title longer than two lines crowds the alert; the HIG asks for titles short enough not to wrap further.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.alertCopies {
      guard let title = copy.title else { continue }
      let lines = AlertGeometry.titleLines(copy.sampled(title))
      guard lines > AlertGeometry.maximumTitleLines else { continue }
      findings.append(
        context.finding(
          rule, at: title.location, language: copy.language, entry: copy.entry.id, key: title.key,
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
    for copy in context.alertCopies {
      guard let message = copy.message else { continue }
      let lines = AlertGeometry.messageLines(copy.sampled(message))
      let titleLines = copy.title.map { AlertGeometry.titleLines(copy.sampled($0)) } ?? 0
      let limit = AlertGeometry.messageLinesBeforeScrolling(titleLines: titleLines, buttonRows: copy.buttonRows)
      guard lines > limit else { continue }
      findings.append(
        context.finding(
          rule, at: message.location, language: copy.language, entry: copy.entry.id, key: message.key,
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
    for copy in context.alertCopies where copy.buttons.count == 2 {
      let labels = copy.drawnLabels
      guard labels.count == 2 else { continue }
      let widths = labels.map { AlertGeometry.labelWidth(copy.sampled($0.label), bold: $0.bold) }
      guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > AlertGeometry.sideBySideLabelWidth
      else { continue }
      let label = labels[widest].label
      findings.append(
        context.finding(
          rule, at: label.location, language: copy.language, entry: copy.entry.id, key: label.key,
          "the button label \(quoted(label.value)) is estimated at \(Int(widths[widest].rounded())) pt, wider than the \(Int(AlertGeometry.sideBySideLabelWidth)) pt that fit beside another button, so iOS stacks both buttons (2 lines instead of 1); shorten it"))
    }
  }
}
