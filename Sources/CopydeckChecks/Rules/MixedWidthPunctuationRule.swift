import Copydeck
import CopydeckFiles

/// `mixed-width-punctuation`: full-width punctuation (`，` `！` `？`) beside half-width punctuation in one entry, in a
/// language that writes half-width punctuation. Chinese, Japanese and Cantonese (`zh*`, `ja`, `yue`) write
/// full-width marks and are never reported; Korean is `ko-fullwidth-punctuation`'s. Dots inside URLs, domains,
/// versions and file names are not punctuation (see ``ProseText``).
struct MixedWidthPunctuationRule: CheckRule {
  static let rule = Rule(
    id: "mixed-width-punctuation", severity: .warning, category: .korean,
    summary: "Full-width punctuation beside half-width punctuation in one entry.",
    why:
      "Full-width punctuation beside half-width punctuation looks uneven in a language that writes half-width marks (never Chinese, Japanese or Cantonese; Korean has its own rule); dots of URLs, domains, versions and file names are not punctuation.",
    bad: """
      "group.leave.title" = "Leave Group？";
      "group.leave.message" = "You can join again with a new invite code.";
      """,
    good: """
      "group.leave.title" = "Leave Group?";
      "group.leave.message" = "You can join again with a new invite code.";
      """,
    fix: "Write the half-width mark the message names (`?` for `？`, `,` for `，`).")

  /// The languages that write full-width punctuation, and Korean, which has its own rule.
  static let exempt: Set<String> = ["zh", "ja", "yue", "ko"]

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.copies where !exempt.contains(AlertWording.primaryLanguage(copy.language)) {
      let texts = copy.texts
      guard texts.contains(where: { WidthForms.mayHaveWideForms($0.value) }) else { continue }  // nothing full-width
      let entry = copy.entry
      let language = copy.language
      let plain = texts.map(ProseText.prose(of:))
      guard plain.contains(where: WidthForms.hasHalfWidthPunctuation) else { continue }
      for (text, literal) in zip(texts, plain) {
        guard let mark = WidthForms.firstFullWidthPunctuation(in: literal) else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: language, entry: entry.id, key: text.key,
            "\"\(mark)\" is full-width while the rest of '\(entry.id)' uses half-width punctuation; write \"\(WidthForms.halfWidth(of: mark))\""
          ))
      }
    }
  }
}
