import Copydeck
import CopydeckFiles

/// `format-mismatch`: a translation whose specifiers differ from the development language's in count, type or
/// position (`%@` vs `%d`), or development copy that disagrees with the manifest's arguments. Numbered
/// specifiers may reorder (`%2$@ … %1$@`) as long as each position keeps its type. Only format templates are
/// compared (see ``FormatTemplate``); a translation that adds specifiers to a value that is not one is
/// `format-added`. A value that varies, in either language, is `plural-format`'s.
struct FormatMismatchRule: CheckRule {
  static let rule = Rule(
    id: "format-mismatch", severity: .error, category: .format,
    summary: "A translation whose format specifiers differ from the development language's.",
    why:
      "Specifiers that differ between languages crash String(format:) or garble the text; Copydeck falls back to the development language instead.",
    bad: """
      // en: "group.full.title" = "%@ Is Full";
      "group.full.title" = "%d 그룹이 가득 찼어요";
      """,
    good: "\"group.full.title\" = \"%@ 그룹이 가득 찼어요\";",
    fix:
      "Use the same specifiers as the development text, each position with its type; numbered ones (`%2$@ … %1$@`) may change order. When the development text disagrees with catalog.json's `arguments`, correct whichever is wrong."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let development = context.developmentLanguage
    for (tableIndex, texts) in context.texts.enumerated()
    where !context.isDevelopmentTable(tableIndex) && context.tables[tableIndex].source != .variations {
      for (position, text) in texts.enumerated() where !context.variesInDevelopment(text.key, table: context.tables[tableIndex].name) {
        guard let source = context.developmentCounterpart(ofText: position, inTable: tableIndex),
          text.mayHaveSpecifiers || source.mayHaveSpecifiers, context.isTemplate(text: position, inTable: tableIndex)
        else { continue }
        guard let theirs = text.formatSignature, let ours = source.formatSignature, theirs != ours else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) value of \"\(text.key)\" takes \(describe(theirs)) but the \(source.language) value takes \(describe(ours)); use the same specifiers (numbered ones such as %1$@ may change order), or the app shows \(source.language) instead"
          ))
      }
    }
    for copy in context.copies where copy.language == development {
      guard let definition = copy.entry.definition else { continue }
      guard copy.texts.contains(where: \.mayHaveSpecifiers) else { continue }
      let declared = definition.arguments.map { FormatString($0.format).specifiers.first?.argumentType ?? .object }
      for text in copy.texts where text.mayHaveSpecifiers {
        guard text.formatProblems.isEmpty else { continue }
        for specifier in text.specifiers {
          let problem: String
          if specifier.position > declared.count {
            problem =
              "uses argument \(specifier.position) (\(specifier.text)) but catalog.json declares \(declared.count) argument\(declared.count == 1 ? "" : "s") for '\(definition.id)'; declare it in \"arguments\" or remove the specifier"
          } else if declared[specifier.position - 1] != specifier.argumentType {
            let argument = definition.arguments[specifier.position - 1]
            problem =
              "writes argument \(specifier.position) '\(argument.name)' as \(specifier.text) but catalog.json declares it as \(argument.format); use one type in both"
          } else {
            continue
          }
          findings.append(
            context.finding(
              rule, at: text.location, language: development, entry: definition.id, key: text.key,
              "the \(development) value of \"\(text.key)\" \(problem)"))
        }
      }
    }
  }

  /// `no arguments`, or `1: %@ (object), 2: %d (integer)`.
  static func describe(_ signature: [FormatSpecifier.ArgumentType]) -> String {
    guard !signature.isEmpty else { return "no arguments" }
    return signature.enumerated().map { "\($0.offset + 1): \(example(of: $0.element))" }.joined(separator: ", ")
  }

  private static func example(of type: FormatSpecifier.ArgumentType) -> String {
    switch type {
    case .object: "%@"
    case .integer: "%d"
    case .double: "%f"
    case .character: "%c"
    case .cString: "%s"
    case .pointer: "%p"
    }
  }
}
