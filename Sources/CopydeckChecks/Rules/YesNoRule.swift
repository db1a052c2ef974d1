import Copydeck
import CopydeckFiles

/// `hig-yes-no`: "Yes" / "No" / "예" / "아니요" as button labels.
struct YesNoRule: CheckRule {
  static let rule = Rule(
    id: "hig-yes-no", severity: .error, category: .alert, needsManifest: true,
    summary: "Yes / No / 예 / 아니요 as button labels.",
    why: "Yes and No make people reread the question; a verb says what each button does.",
    bad: """
      "group.leave.message" = "Do you want to leave the group?";
      "group.leave.button.leave" = "Yes";
      """,
    good: """
      "group.leave.message" = "You can join again with a new invite code.";
      "group.leave.button.leave" = "Leave";
      """,
    fix: "Label each button with a verb for its action (Delete / 삭제, Join / 참여하기), so it reads right without the question.")

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
