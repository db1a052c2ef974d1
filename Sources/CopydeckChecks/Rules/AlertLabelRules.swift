import Copydeck

extension CheckContext {
  /// Every manifest entry's copy in every language (entries without a manifest have no roles to check).
  var manifestCopies: [LocalizedEntry] {
    manifest == nil ? [] : copies
  }

  /// The findings of `rule` on the button labels of every manifest entry in every language: `problem` looks at one
  /// label, with its button and the entry's copy, and says what is wrong with it (`nil` when nothing is). The label
  /// rules' loop over entries, languages and buttons, written once.
  func buttonLabelFindings(_ rule: Rule, _ problem: (CopyText, ButtonDefinition, LocalizedEntry) -> String?) -> [Finding] {
    var findings: [Finding] = []
    for copy in manifestCopies {
      for (button, label) in copy.buttons {
        guard let label, let message = problem(label, button, copy) else { continue }
        findings.append(finding(rule, on: label, of: copy, message))
      }
    }
    return findings
  }
}

/// `hig-cancel-label`: a cancel-role button not labelled exactly "Cancel" / "취소".
struct CancelLabelRule: CheckRule {
  static let rule = Rule(
    id: "hig-cancel-label", severity: .error, category: .alert,
    summary: "People look for the word Cancel (취소) to back out; any other label on the cancel button hides the way out.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, button, copy in
      guard button.role == .cancel, let expected = AlertWording.cancelLabel(language: copy.language),
        label.value.trimmingWhitespace != expected
      else { return nil }
      return
        "the cancel button is labelled \(quoted(label.value)); label it \"\(expected)\", as iOS does, or give the button another role if it does something"
    }
  }
}

/// `hig-ok-on-decision`: "OK" / "확인" on an alert that asks the person to decide.
struct OKOnDecisionRule: CheckRule {
  static let rule = Rule(
    id: "hig-ok-on-decision", severity: .error, category: .alert,
    summary: "OK on a decision does not say what will happen; the HIG keeps OK for alerts that only inform.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, button, copy in
      guard button.role != .cancel, AlertWording.isOK(label.value), let definition = copy.entry.definition,
        definition.kind == .confirm || definition.buttons.count >= 2 || definition.buttons.contains(where: { $0.role == .destructive })
      else { return nil }
      return
        "\(quoted(label.value)) does not say what happens in an alert that asks for a decision; name the action (Delete / 삭제, Leave / 나가기, Sign In / 로그인)"
    }
  }
}

/// `hig-yes-no`: "Yes" / "No" / "예" / "아니요" as button labels.
struct YesNoRule: CheckRule {
  static let rule = Rule(
    id: "hig-yes-no", severity: .error, category: .alert,
    summary: "Yes and No make people reread the question; a verb says what each button does.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, button, copy in
      guard AlertWording.isYesOrNo(label.value) else { return nil }
      let instead =
        button.role == .cancel
        ? (AlertWording.cancelLabel(language: copy.language) ?? "Cancel") : "a verb for the action (Delete / 삭제, Join / 참여하기)"
      return "\(quoted(label.value)) answers a question instead of naming an action; label the button \(instead)"
    }
  }
}

/// `hig-generic-title`: a title that says nothing about what happened ("Error", "오류", "Error 329347").
struct GenericTitleRule: CheckRule {
  static let rule = Rule(
    id: "hig-generic-title", severity: .error, category: .alert,
    summary: "A title like \"Error\" or \"Error 329347\" tells the person nothing about what happened or what to do.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.manifestCopies {
      guard let title = copy.title, AlertWording.isGenericTitle(title.value) else { continue }
      findings.append(
        context.finding(
          rule, on: title, of: copy,
          "the title \(quoted(title.value)) does not say what happened; describe the situation (\"Group Is Full\", \"그룹 인원이 가득 찼어요\")"))
    }
  }
}

/// `hig-message-repeats-title`: a message that only repeats the title.
struct MessageRepeatsTitleRule: CheckRule {
  static let rule = Rule(
    id: "hig-message-repeats-title", severity: .warning, category: .alert,
    summary: "A message that repeats the title makes the alert longer without telling the person anything new.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.manifestCopies {
      guard let title = copy.title, let message = copy.message,
        AlertWording.messageRepeatsTitle(title: title.value, message: message.value)
      else { continue }
      findings.append(
        context.finding(
          rule, on: message, of: copy,
          "the message starts by repeating the title \(quoted(title.value)); use the message for why it happened and what to do next"))
    }
  }
}

/// `hig-long-button-label`: a button label longer than about three words.
struct LongButtonLabelRule: CheckRule {
  static let rule = Rule(
    id: "hig-long-button-label", severity: .warning, category: .alert,
    summary: "Long button labels wrap or stack the buttons; the HIG asks for one or two words that name the action.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, _, _ in
      let words = AlertWording.wordCount(label.value)
      guard words > AlertWording.maximumButtonWords else { return nil }
      return
        "the button label \(quoted(label.value)) has \(words) words; shorten it to one to three words that name the action, and explain in the message"
    }
  }
}

/// `hig-button-punctuation`: a button label that ends with punctuation.
struct ButtonPunctuationRule: CheckRule {
  static let rule = Rule(
    id: "hig-button-punctuation", severity: .error, category: .alert,
    summary: "Button labels are titles, not sentences; ending punctuation reads as a mistake.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, _, _ in
      AlertWording.endingPunctuation(label.value).map { "the button label \(quoted(label.value)) ends with \"\($0)\"; remove it" }
    }
  }
}
