import Copydeck
import CopydeckFiles

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
