/// `hig-too-many-buttons`: more than three buttons; the HIG allows at most three in an alert (an action sheet is
/// where more choices go, so it does not apply to one).
struct TooManyButtonsRule: CheckRule {
  static let rule = Rule(
    id: "hig-too-many-buttons", severity: .error, category: .alert,
    summary: "More than three buttons make an alert a scrolling list of choices the HIG rules out.")

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

/// `hig-multiple-cancel`: more than one cancel-role button; UIKit throws `NSInternalInconsistencyException`.
struct MultipleCancelRule: CheckRule {
  static let rule = Rule(
    id: "hig-multiple-cancel", severity: .error, category: .alert,
    summary: "UIAlertController crashes the app when an alert has two cancel buttons.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // The manifest decoder refuses such a manifest; this rule gives its refusal the HIG's reason.
    guard let error = context.manifestError, case .invalid(_, let line, let column, _, .multipleCancel) = error else { return }
    findings.append(
      Finding(
        rule: rule.id, severity: rule.severity, file: error.file, line: line, column: column,
        language: nil, entry: error.entry, key: nil,
        message:
          "\(error.message): UIKit crashes on an alert with two cancel buttons; keep one cancel button and give the others the role default"
      ))
  }
}

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

/// `hig-destructive-without-cancel`: a destructive button with no cancel button to back out with.
struct DestructiveWithoutCancelRule: CheckRule {
  static let rule = Rule(
    id: "hig-destructive-without-cancel", severity: .error, category: .alert,
    summary: "A destructive choice without Cancel leaves no safe way out of the alert.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for definition in context.manifest?.entries ?? []
    where
      definition.buttons.contains(where: { $0.role == .destructive }) && !definition.buttons.contains(where: { $0.role == .cancel })
    {
      findings.append(
        context.finding(
          rule, entry: definition, language: nil, key: nil,
          "'\(definition.id)' has a destructive button but no cancel button; add { \"id\": \"cancel\", \"role\": \"cancel\" } with the labels Cancel / 취소"
        ))
    }
  }
}

/// `hig-sheet-preferred`: a preferred button on a confirmation presented as an action sheet, which iOS ignores.
struct SheetPreferredRule: CheckRule {
  static let rule = Rule(
    id: "hig-sheet-preferred", severity: .warning, category: .alert,
    summary:
      "An action sheet ignores the preferred action (nothing is bold, Return does nothing), so the manifest promises what the device never shows."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for definition in context.manifest?.entries ?? [] where definition.presentation == .actionSheet {
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
