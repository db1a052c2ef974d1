import Copydeck
import CopydeckFiles

/// `unused-argument`: a manifest argument that no text of the entry shows in a language, so the person never
/// learns, say, which group is full.
struct UnusedArgumentRule: CheckRule {
  static let rule = Rule(
    id: "unused-argument", severity: .warning, category: .format, needsManifest: true,
    summary: "A manifest argument that no text of the entry shows in a language.",
    why: "An argument the copy never shows hides the detail (a name, a count) the app passes in.",
    bad: """
      // catalog.json: "arguments": [{ "name": "group", "format": "%@" }, { "name": "members", "format": "%d" }]
      "group.leave.message" = "%1$@ 그룹에서 나가요.";
      """,
    good: "\"group.leave.message\" = \"%1$@ 그룹(멤버 %2$d명)에서 나가요.\";",
    fix:
      "Show the argument where the text should (numbered, such as `%2$d`, numbering the text's other specifiers too), or remove the argument from catalog.json if no language needs it."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let development = context.developmentLanguage
    for (entryIndex, entry) in context.entries.enumerated() {
      guard let definition = entry.definition, !definition.arguments.isEmpty else { continue }
      let usedInDevelopment = usedPositions(context.copy(entryIndex: entryIndex, languageIndex: 0))
      for (languageIndex, language) in context.languages.enumerated() {
        let copy = context.copy(entryIndex: entryIndex, languageIndex: languageIndex)
        guard let firstText = copy.texts.first else { continue }  // missing-translation covers it
        let used = usedPositions(copy)
        for (index, argument) in definition.arguments.enumerated() where !used.contains(index + 1) {
          // A translation that drops an argument the development copy shows is a format-mismatch already.
          if language != development, usedInDevelopment.contains(index + 1) { continue }
          let place = copy.message ?? firstText
          findings.append(
            context.finding(
              rule, at: place.location, language: language, entry: definition.id, key: place.key,
              "argument \(index + 1) '\(argument.name)' (\(argument.format)) is never shown in the \(language) copy of '\(definition.id)'; show it where the \(language) text should (%\(index + 1)$\(argument.format.dropFirst()), numbering the text's other specifiers too), or remove the argument from catalog.json"
            ))
        }
      }
    }
  }

  private static func usedPositions(_ copy: LocalizedEntry) -> Set<Int> {
    Set(copy.texts.flatMap { $0.specifiers.map(\.position) })
  }
}
