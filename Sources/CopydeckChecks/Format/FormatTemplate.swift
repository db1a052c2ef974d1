import Copydeck
import CopydeckFiles

/// Decides which values are format templates, the only values `format-invalid` and `format-mismatch` judge.
///
/// An app passes a value through `String(format:)` only when it has arguments to fill in, so a label such as
/// "0%, 25%" or "Volume + 5%" is plain text, not a broken template. Without a manifest a key is a template when its
/// development value holds at least one *conventional specifier* or the escape `%%`:
///
/// - `%` followed by an optional position `1$`…`99$`, optional flags among `-` `+` `0`, an optional width and
///   precision (`%5d`, `%.1f`, `%05.2f`), an optional length `h hh l ll q z t j L`, and one conversion among
///   `@ d i u x X f e g c C s S`;
/// - so `%@ %d %i %u %ld %lld %lu %f %.1f %s %x %c %1$@ %2$ld` are specifiers, while `% of` (a space flag, `%o`),
///   `%0 cores` (`%0 c`), `%,` and a `%` at the end are text.
///
/// With a manifest, every value of a manifest entry is a template (Copydeck's resolver formats each one), and its
/// `arguments` decide the types.
enum FormatTemplate {
  /// The conversions of a conventional specifier.
  static let conversions: Set<Character> = ["@", "d", "i", "u", "x", "X", "f", "e", "g", "c", "C", "s", "S"]
  /// The flags of a conventional specifier.
  static let flags: Set<Character> = ["-", "+", "0"]

  /// Whether `specifier` is a conventional one (see the type's documentation).
  static func isConventional(_ specifier: FormatSpecifier) -> Bool {
    conversions.contains(specifier.conversion) && specifier.flags.allSatisfy(flags.contains)
      && specifier.explicitPosition != 0 && (specifier.explicitPosition ?? 1) < 100
  }

  /// Whether the value of `text` is a template: it holds a conventional specifier or `%%`.
  static func isTemplate(_ text: CopyText) -> Bool {
    guard text.mayHaveSpecifiers else { return false }
    return text.specifiers.contains(where: isConventional) || text.value.contains("%%")
  }

  /// The conventional specifiers of `text`, the ones a translation must not add to a value that is not a template.
  static func conventionalSpecifiers(_ text: CopyText) -> [FormatSpecifier] {
    guard text.mayHaveSpecifiers else { return [] }
    return text.specifiers.filter(isConventional)
  }
}

extension CheckContext {
  /// Whether the key of `texts[tableIndex][position]` is a format template: a manifest entry's key, or a key whose
  /// development value is a template (the text's own value when it has no development counterpart).
  func isTemplate(text position: Int, inTable tableIndex: Int) -> Bool {
    let text = texts[tableIndex][position]
    if manifest != nil, text.entry != nil { return true }
    if isDevelopmentTable(tableIndex) { return FormatTemplate.isTemplate(text) }
    return FormatTemplate.isTemplate(developmentCounterpart(ofText: position, inTable: tableIndex) ?? text)
  }
}
