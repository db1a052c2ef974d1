import Copydeck
import CopydeckFiles

/// `fullwidth-space`: U+3000 IDEOGRAPHIC SPACE or another unusual blank inside copy.
struct FullWidthSpaceRule: CheckRule {
  static let rule = Rule(
    id: "fullwidth-space", severity: .warning, category: .korean,
    summary: "A full-width space (U+3000) or another unusual blank inside copy.",
    why: "A full-width space (U+3000) looks like a stray gap, breaks lines oddly, and once stopped Apple's parser.",
    bad: "\"group.leave.message\" = \"새 초대 코드로　다시 참여할 수 있어요.\";",
    good: "\"group.leave.message\" = \"새 초대 코드로 다시 참여할 수 있어요.\";",
    fix: "Replace it with an ordinary space (U+0020).")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for texts in context.texts {
      for text in texts {
        guard let space = WidthForms.unusualSpaces(in: text.value).first else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" contains \(WidthForms.describe(space)); replace it with an ordinary space"))
      }
    }
  }
}
