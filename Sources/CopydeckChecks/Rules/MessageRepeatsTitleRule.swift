import Copydeck
import CopydeckFiles

/// `hig-message-repeats-title`: a message that only repeats the title.
struct MessageRepeatsTitleRule: CheckRule {
  static let rule = Rule(
    id: "hig-message-repeats-title", severity: .warning, category: .alert, needsManifest: true,
    summary: "A message that starts by repeating the title.",
    why: "A message that repeats the title makes the alert longer without telling the person anything new.",
    bad: """
      "common.unknown.title" = "Something Went Wrong";
      "common.unknown.message" = "Something went wrong. Try again later.";
      """,
    good: """
      "common.unknown.title" = "Something Went Wrong";
      "common.unknown.message" = "Check your connection and try again.";
      """,
    fix: "Use the message for why it happened and what to do next; the title already says what happened.")

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
