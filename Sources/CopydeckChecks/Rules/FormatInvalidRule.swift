import Copydeck

/// `format-invalid`: a format string `String(format:)` would misread: a lone or stray `%`, an unknown
/// conversion, a skipped argument position, numbered and unnumbered specifiers mixed.
struct FormatInvalidRule: CheckRule {
  static let rule = Rule(
    id: "format-invalid", severity: .error, category: .format,
    summary: "A stray % or a broken specifier makes String(format:) print garbage or read an argument that is not there.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for texts in context.texts {
      for text in texts where text.mayHaveSpecifiers {
        for problem in text.format.problems {
          findings.append(
            context.finding(
              rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
              "in the \(text.language) value of \"\(text.key)\", at character \(problem.offset + 1): \(problem.message)"))
        }
      }
    }
  }
}
