import Copydeck
import CopydeckFiles

/// `format-invalid`: a format string `String(format:)` would misread: a lone or stray `%`, an unknown
/// conversion, a skipped argument position, numbered and unnumbered specifiers mixed. Only format templates are
/// judged (see ``FormatTemplate``): "0%, 25%" on a label that is never formatted is plain text. In a value that varies
/// (a `.stringsdict` key, a String Catalog key with variations) how the specifiers share positions is
/// `plural-format`'s, over every form: a position the `other` text skips may be the count that chose the form
/// ("These files…" chosen by argument 1, beside `%2$d copies`).
struct FormatInvalidRule: CheckRule {
  static let rule = Rule(
    id: "format-invalid", severity: .error, category: .format,
    summary: "A format string that `String(format:)` would misread.",
    why: "A stray % or a broken specifier makes String(format:) print garbage or read an argument that is not there.",
    bad: "\"upload.progress\" = \"%d% 완료됐어요\";",
    good: "\"upload.progress\" = \"%d%% 완료됐어요\";",
    fix:
      "Write `%%` for a percent sign; use the specifiers Foundation knows (`%@`, `%d`, `%ld`, `%lld`, `%u`, `%f`); number every specifier (`%1$@ %2$d`) or none, without skipping a position."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (tableIndex, texts) in context.texts.enumerated() {
      let varies = context.tables[tableIndex].source == .variations
      for (position, text) in texts.enumerated() where text.mayHaveSpecifiers {
        guard context.isTemplate(text: position, inTable: tableIndex) else { continue }
        for problem in text.formatProblems where !(varies && problem.concernsPositions) {
          findings.append(
            context.finding(
              rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
              "in the \(text.language) value of \"\(text.key)\", at character \(problem.offset + 1): \(problem.message)"))
        }
      }
    }
  }
}
