import Copydeck
import CopydeckFiles

/// `translation-outdated`: a `.strings`/`.stringsdict` translation confirmed against a development text that has
/// changed since (its line in the table's review file, `<Table>.copydeck-review`, records the old text).
struct TranslationOutdatedRule: CheckRule {
  static let rule = Rule(
    id: "translation-outdated", severity: .warning, category: .completeness,
    summary: "A translation confirmed against a development text that has changed since.",
    why:
      "When the development text changes, its translations still say what the old text said; until someone checks them, the app may tell Korean users something else than English users.",
    bad: """
      // en: "alert.title" = "Delete the group?" (was "Leave the group?")
      // Alerts.copydeck-review: alert.title	ko	Leave the group?
      "alert.title" = "그룹에서 나갈까요?";
      """,
    good: """
      "alert.title" = "그룹을 삭제할까요?";
      // Alerts.copydeck-review: alert.title	ko	Delete the group?
      """,
    fix:
      "Check the translation against today's development text: save a new one in the preview or with `copydeck set`, or, when it is still right, `copydeck confirm FILE KEY` (or \"Still right\" in the preview)."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let (outdated, problems) = context.reviewState()
    for problem in problems {
      findings.append(
        context.finding(
          rule, at: problem.location, language: nil, entry: nil, key: nil,
          "\(problem.message); no translation of this table is checked for being outdated until it reads (\(problem.hint ?? ""))"))
    }
    let development = context.developmentLanguage
    for text in outdated {
      findings.append(
        context.finding(
          rule, at: text.location, language: text.language, entry: context.entry(ofKey: text.key, table: text.table), key: text.key,
          "the \(text.language) text of \"\(text.key)\" was confirmed against the \(development) text \(quoted(text.confirmed)), which is now \(quoted(text.today)); check it and save a new one, or, when it is still right, run copydeck confirm \(context.displayPath(text.location.file)) \(Escaping.jsonLiteral(text.key))"
        ))
    }
  }

  /// `text` as a JSON string literal, cut to 80 characters.
  private static func quoted(_ text: String) -> String {
    Escaping.jsonLiteral(text.count > 80 ? String(text.prefix(79)) + "…" : text)
  }
}
