import Copydeck
import CopydeckFiles

/// `review-state`: a String Catalog translation whose state is `new` or `needs_review` (in the catalog's source
/// language, only `needs_review`: Xcode marks every source text it extracts `new`).
struct ReviewStateRule: CheckRule {
  static let rule = Rule(
    id: "review-state", severity: .warning, category: .completeness,
    summary: "A String Catalog translation Xcode marks new or needs review.",
    why: "A translation Xcode marks new or needs review was never finished or its source changed; it may say the wrong thing.",
    bad: "\"ko\" : { \"stringUnit\" : { \"state\" : \"needs_review\", \"value\" : \"새 초대 코드로 다시 참여할 수 있어요.\" } }",
    good: "\"ko\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"새 초대 코드로 다시 참여할 수 있어요.\" } }",
    fix:
      "Check the translation against today's source text and mark it reviewed in Xcode's String Catalog editor (its state becomes `translated`), or save it in the preview."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for loaded in context.tables {
      // Xcode writes `new` for every source-language text it extracts (from the code, or every text of a storyboard):
      // the source is what translators translate, not a translation anybody owes.
      let source = context.catalog(of: loaded)?.sourceLanguage
      for entry in loaded.catalogEntries?.entries ?? [] {
        guard let state = entry.state, state != .translated, entry.shouldTranslate else { continue }
        if state == .new, loaded.language == source { continue }
        let what =
          state == .new ? "is new (never translated)" : "needs review (its source changed, or a translator asked for a second look)"
        findings.append(
          context.finding(
            rule, at: entry.location, language: loaded.language, entry: context.entry(ofKey: entry.key), key: entry.key,
            "the \(loaded.language) text of \"\(entry.key)\" \(what); check it and mark it translated in Xcode"))
      }
    }
  }
}
