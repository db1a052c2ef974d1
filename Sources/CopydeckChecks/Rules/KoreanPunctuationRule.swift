import Copydeck
import CopydeckFiles

/// `ko-fullwidth-punctuation`: a full-width sentence mark (`！ ？ ， ． ： ； （ ） 、 。`) in Korean copy, wherever it
/// appears: Korean UI copy writes half-width punctuation, also when the text has no half-width mark to clash with.
/// Marks inside placeholders, URLs and file names are not prose and are left alone (see ``ProseText``).
struct KoreanPunctuationRule: CheckRule {
  static let rule = Rule(
    id: "ko-fullwidth-punctuation", severity: .warning, category: .korean,
    summary: "A full-width punctuation mark (！？，．：) in Korean copy.",
    why:
      "Korean UI copy writes half-width punctuation (! ? , . :); a full-width mark (！？，．：) looks like a typo and spaces the text oddly, wherever it appears.",
    bad: "\"common.unknown.title\" = \"문제가 생겼어요！\";",
    good: "\"common.unknown.title\" = \"문제가 생겼어요!\";",
    fix: "Write the half-width mark (`!` for `！`, `?` for `？`); Korean UI copy uses half-width punctuation.")

  /// The full-width sentence marks the rule reports.
  static let marks: Set<Unicode.Scalar> = ["！", "？", "，", "．", "：", "；", "（", "）", "、", "。"]

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (loaded, texts) in zip(context.tables, context.texts) where AlertWording.primaryLanguage(loaded.language) == "ko" {
      for text in texts where WidthForms.mayHaveWideForms(text.value) {
        guard let mark = ProseText.prose(of: text).unicodeScalars.first(where: marks.contains).map(Character.init) else { continue }
        let half = WidthForms.halfWidth(of: mark)
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "\"\(mark)\" in the \(text.language) text of \"\(text.key)\" is a full-width mark; Korean UI copy writes half-width punctuation, so write \"\(half)\" (전각 문장부호 \"\(mark)\" 대신 반각 \"\(half)\"를 써주세요)"
          ))
      }
    }
  }
}
