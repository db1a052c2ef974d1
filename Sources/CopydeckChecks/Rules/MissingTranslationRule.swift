/// `missing-translation`: a key of the development language (or of the manifest) that another language lacks.
struct MissingTranslationRule: CheckRule {
  static let rule = Rule(
    id: "missing-translation", severity: .error, category: .completeness,
    summary: "A missing translation shows the person another language, or a whole alert in the wrong language.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let development = context.developmentLanguage
    for copy in context.copies where copy.language != development && !copy.missingKeys.isEmpty {
      let entry = copy.entry
      let language = copy.language
      guard !context.isUnreadable(language: language, table: entry.table) else { continue }
      for key in copy.missingKeys {
        let source = context.text(forKey: key, language: development, table: entry.table)
        let shown = source.map { " (\(development): \(quoted($0.value)))" } ?? ""
        findings.append(
          context.missingKeyFinding(
            rule, key: key, language: language, table: entry.table, definition: entry.definition,
            "no \(language) translation of \"\(key)\"\(shown); add \"\(key)\" = \"…\"; to \(context.shortPath(language: language, table: entry.table))"))
      }
    }
  }
}
