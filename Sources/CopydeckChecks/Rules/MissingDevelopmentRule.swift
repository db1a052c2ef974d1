/// `missing-development`: a manifest key that the development language does not have. Every other language
/// falls back to the development language, so nothing is left to show.
struct MissingDevelopmentRule: CheckRule {
  static let rule = Rule(
    id: "missing-development", severity: .error, category: .completeness,
    summary: "A key missing from the development language leaves every language without a fallback for it.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.manifest != nil else { return }
    let language = context.developmentLanguage
    for copy in context.copies where copy.language == language && !copy.missingKeys.isEmpty {
      let entry = copy.entry
      guard !context.isUnreadable(language: language, table: entry.table) else { continue }
      for key in copy.missingKeys {
        findings.append(
          context.missingKeyFinding(
            rule, key: key, language: language, table: entry.table, definition: entry.definition,
            "\"\(key)\" is missing from \(context.shortPath(language: language, table: entry.table)), the development language every other language falls back to; add \"\(key)\" = \"…\"; there"
          ))
      }
    }
  }
}
