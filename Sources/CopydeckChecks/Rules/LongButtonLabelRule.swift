import Copydeck
import CopydeckFiles

/// `hig-long-button-label`: a button label longer than about three words.
struct LongButtonLabelRule: CheckRule {
  static let rule = Rule(
    id: "hig-long-button-label", severity: .warning, category: .alert, needsManifest: true,
    summary: "A button label longer than about three words.",
    why: "Long button labels wrap or stack the buttons; the HIG asks for one or two words that name the action.",
    bad: "\"common.unknown.button.retry\" = \"Try Again Right Now\";",
    good: "\"common.unknown.button.retry\" = \"Try Again\";",
    fix: "Shorten the label to one to three words that name the action, and explain the rest in the message.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, _, _ in
      let words = AlertWording.wordCount(label.value)
      guard words > AlertWording.maximumButtonWords else { return nil }
      return
        "the button label \(quoted(label.value)) has \(words) words; shorten it to one to three words that name the action, and explain in the message"
    }
  }
}
