import Copydeck
import CopydeckFiles

/// `format-added`: a translation that adds specifiers (`%@`, `%d`) to a value whose development text is not a format
/// template. The app most likely shows the value as it is, so the person reads a raw `%@`; if the app does format it,
/// the development text is the one missing its specifier.
struct FormatAddedRule: CheckRule {
  static let rule = Rule(
    id: "format-added", severity: .warning, category: .format,
    summary: "A translation with specifiers that the development text, which is no template, does not have.",
    why: "A specifier only the translation has shows up as a raw %@ on screen, or reads an argument the app never passes.",
    bad: """
      // en: "photos.count" = "Photos selected";
      "photos.count" = "사진 %d장 선택됨";
      """,
    good: "\"photos.count\" = \"사진 선택됨\";",
    fix:
      "Write the translation without the specifier, or, if the app does format this string, add the specifier to the development text too.")

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
