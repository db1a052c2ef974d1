import Copydeck
import CopydeckFiles

/// `empty-value`: a key whose value shows nothing (empty, white space, or marks and invisible characters only, as
/// ``UsableCopy/isBlank(_:)`` judges it for the resolver too), which shows as a blank title, message or button.
struct EmptyValueRule: CheckRule {
  static let rule = Rule(
    id: "empty-value", severity: .error, category: .completeness,
    summary: "An empty value shows a blank title, message or button instead of falling back to another language.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for texts in context.texts {
      for text in texts where UsableCopy.isBlank(text.value) {
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) value of \"\(text.key)\" is empty, so the person sees a blank; write the \(text.language) copy, or delete the entry so the development language's text is used"
          ))
      }
    }
  }
}
