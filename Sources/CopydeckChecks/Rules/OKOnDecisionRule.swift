import Copydeck
import CopydeckFiles

/// `hig-ok-on-decision`: "OK" / "확인" on an alert that asks the person to decide.
struct OKOnDecisionRule: CheckRule {
  static let rule = Rule(
    id: "hig-ok-on-decision", severity: .error, category: .alert, needsManifest: true,
    summary: "OK / 확인 on the action button of an alert that asks the person to decide.",
    why: "OK on a decision does not say what will happen; the HIG keeps OK for alerts that only inform.",
    bad: "\"group.leave.button.leave\" = \"확인\";",
    good: "\"group.leave.button.leave\" = \"나가기\";",
    fix: "Label the button with the action it takes (Delete / 삭제, Leave / 나가기, Sign In / 로그인); keep OK / 확인 for alerts that only inform.")

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
