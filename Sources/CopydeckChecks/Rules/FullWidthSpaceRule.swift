import Copydeck
import CopydeckFiles

/// `fullwidth-space`: U+3000 IDEOGRAPHIC SPACE or another unusual blank inside copy.
///
/// Chinese and Japanese typography uses U+3000 on purpose, and Latin typography the thin and hair spaces (U+2009,
/// U+200A, as French does before `:`); those are reported only where they are stray: U+3000 outside Chinese and
/// Japanese, the typographic spaces U+2000–U+200A in Korean. Hangul fillers are reported in every language.
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
        guard let space = WidthForms.unusualSpaces(in: text.value).first(where: { isStray($0, language: text.language) }) else {
          continue
        }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" contains \(WidthForms.describe(space)); replace it with an ordinary space"))
      }
    }
  }

  /// Whether `space` is out of place in `language`'s copy (see the type's documentation).
  static func isStray(_ space: Unicode.Scalar, language: String) -> Bool {
    switch space.value {
    case 0x3000: !["zh", "ja", "yue"].contains(AlertWording.primaryLanguage(language))
    case 0x2000...0x200A: AlertWording.primaryLanguage(language) == "ko"
    default: true
    }
  }
}
