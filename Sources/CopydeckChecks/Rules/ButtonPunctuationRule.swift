import Copydeck
import CopydeckFiles

/// `hig-button-punctuation`: a button label that ends with punctuation.
struct ButtonPunctuationRule: CheckRule {
  static let rule = Rule(
    id: "hig-button-punctuation", severity: .error, category: .alert, needsManifest: true,
    summary: "A button label that ends with punctuation.",
    why: "Button labels are titles, not sentences; ending punctuation reads as a mistake.",
    bad: "\"group.leave.button.leave\" = \"Leave.\";",
    good: "\"group.leave.button.leave\" = \"Leave\";",
    fix: "Remove the ending punctuation; button labels are titles, not sentences.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    findings += context.buttonLabelFindings(rule) { label, _, _ in
      AlertWording.endingPunctuation(label.value).map { "the button label \(quoted(label.value)) ends with \"\($0)\"; remove it" }
    }
  }
}
