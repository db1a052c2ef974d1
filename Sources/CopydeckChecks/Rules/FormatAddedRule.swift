import Copydeck
import CopydeckFiles

/// `format-added`: a translation that adds specifiers (`%@`, `%d`) to a value whose development text is not a format
/// template. The app most likely shows the value as it is, so the person reads a raw `%@`; if the app does format it,
/// the development text is the one missing its specifier.
struct FormatAddedRule: CheckRule {
  static let rule = Rule(
    id: "format-added", severity: .warning, category: .format,
    summary: "A specifier only the translation has shows up as a raw %@ on screen, or reads an argument the app never passes.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (tableIndex, texts) in context.texts.enumerated()
    where !context.isDevelopmentTable(tableIndex) && context.tables[tableIndex].source != .variations {
      for (position, text) in texts.enumerated() where text.mayHaveSpecifiers {
        guard let added = FormatTemplate.conventionalSpecifiers(text).first,
          let source = context.developmentCounterpart(ofText: position, inTable: tableIndex),
          !context.isTemplate(text: position, inTable: tableIndex)
        else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) value of \"\(text.key)\" has \(added.text) but the \(source.language) value \(quoted(source.value)) has no specifier, so the app shows it as it is; write the \(text.language) copy without \(added.text), or add the specifier to the \(source.language) value too"
          ))
      }
    }
  }
}
