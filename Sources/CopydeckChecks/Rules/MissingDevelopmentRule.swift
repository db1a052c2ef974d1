/// `missing-development`: a manifest key that the development language does not have. Every other language
/// falls back to the development language, so nothing is left to show.
struct MissingDevelopmentRule: CheckRule {
  static let rule = Rule(
    id: "missing-development", severity: .error, category: .completeness, needsManifest: true,
    summary: "A key the manifest needs that the development language's table lacks.",
    why: "A key missing from the development language leaves every language without a fallback for it.",
    bad: """
      // catalog.json has the entry "group.leave"; en.lproj/Alerts.strings:
      "group.leave.title" = "Leave Group?";
      """,
    good: """
      "group.leave.title" = "Leave Group?";
      "group.leave.message" = "You can join again with a new invite code.";
      """,
    fix:
      "Add the key with its development-language text to the table the finding names (`copydeck set` or the preview can write it); every other language falls back to it."
  )

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
