/// `placeholder-mismatch`: a translation that drops, adds or renames a placeholder of the app's own syntax
/// (`${name}`, `{{name}}`, `{name}`, `%0`, declared in `.copydeck.json`'s `placeholders`) that the development value
/// has. The order may change; each placeholder must appear as often as in the development value.
struct PlaceholderMismatchRule: CheckRule {
  static let rule = Rule(
    id: "placeholder-mismatch", severity: .error, category: .format,
    summary:
      "A translation that drops or renames an app placeholder (${name}, {{name}}) shows the raw placeholder or loses the value. 앱 자리표시자가 빠지거나 바뀐 번역은 값을 잃어요."
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
