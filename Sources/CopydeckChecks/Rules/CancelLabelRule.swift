import Copydeck
import CopydeckFiles

/// `hig-cancel-label`: a cancel-role button not labelled exactly "Cancel" / "취소".
struct CancelLabelRule: CheckRule {
  static let rule = Rule(
    id: "hig-cancel-label", severity: .error, category: .alert, needsManifest: true,
    summary: "A cancel button not labelled Cancel / 취소.",
    why: "People look for the word Cancel (취소) to back out; any other label on the cancel button hides the way out.",
    bad: "\"group.leave.button.cancel\" = \"닫기\";",
    good: "\"group.leave.button.cancel\" = \"취소\";",
    fix: "Label the cancel button Cancel / 취소, as iOS does, or give the button another role if it does something.")

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
