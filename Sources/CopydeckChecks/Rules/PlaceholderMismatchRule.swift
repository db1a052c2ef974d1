/// `placeholder-mismatch`: a translation that drops, adds or renames a placeholder of the app's own syntax
/// (`${name}`, `{{name}}`, `{name}`, `%0`, declared in `.copydeck.json`'s `placeholders`) that the development value
/// has. The order may change; each placeholder must appear as often as in the development value.
struct PlaceholderMismatchRule: CheckRule {
  static let rule = Rule(
    id: "placeholder-mismatch", severity: .error, category: .format,
    summary: "A translation that drops, adds or renames one of the app's own placeholders (`${name}`, `{{name}}`, `%0`).",
    why:
      "A translation that drops or renames an app placeholder (`${name}`, `{{name}}`, `{name}`, `%0`, the syntaxes `.copydeck.json` declares in `\"placeholders\"`) shows the raw placeholder or loses the value; the order may change.",
    bad: """
      // .copydeck.json: "placeholders": ["${name}"]; en: "shared.by" = "Shared by ${name}";
      "shared.by" = "{name}님이 공유함";
      """,
    good: "\"shared.by\" = \"${name}님이 공유함\";",
    fix:
      "Write the same placeholders as the development value, as often as it does; the order may change. Declare the app's own syntaxes in `.copydeck.json`'s `\"placeholders\"`."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard !context.placeholders.isEmpty else { return }
    func placeholders(_ value: String) -> [String] { context.placeholders.flatMap { $0.placeholders(in: value) }.sorted() }
    for (tableIndex, texts) in context.texts.enumerated() where !context.isDevelopmentTable(tableIndex) {
      for (position, text) in texts.enumerated() {
        guard let source = context.developmentCounterpart(ofText: position, inTable: tableIndex) else { continue }
        let theirs = placeholders(text.value), ours = placeholders(source.value)
        guard theirs != ours else { continue }
        let missing = ours.filter { !theirs.contains($0) }, extra = theirs.filter { !ours.contains($0) }
        let what =
          (missing.isEmpty ? [] : ["lacks " + missing.joined(separator: " ")])
          + (extra.isEmpty ? [] : ["has " + extra.joined(separator: " ") + " the \(source.language) value does not"])
        let detail = what.isEmpty ? "uses its placeholders another number of times" : what.joined(separator: " and ")
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) value of \"\(text.key)\" \(detail); write the same placeholders as \(quoted(source.value)) (자리표시자를 개발 언어 값과 똑같이 써주세요)"
          ))
      }
    }
  }
}
