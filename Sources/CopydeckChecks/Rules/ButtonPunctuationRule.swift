import Copydeck
import CopydeckFiles

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
