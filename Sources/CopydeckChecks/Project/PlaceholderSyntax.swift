/// A placeholder syntax an app uses besides `String(format:)` specifiers, declared in `.copydeck.json`
/// (`"placeholders": ["${name}", "{{name}}"]`); `placeholder-mismatch` checks that every translation keeps the
/// development value's placeholders.
public enum PlaceholderSyntax: String, Sendable, CaseIterable {
  /// `{name}`, as in ICU-style and many JavaScript templates.
  case braces = "{name}"
  /// `${name}`, as in JavaScript template literals.
  case dollarBraces = "${name}"
  /// `{{name}}`, as in Mustache and Handlebars.
  case doubleBraces = "{{name}}"
  /// `%0`, `%1`: a percent sign and a number, filled in by the app's own code.
  case percentNumber = "%0"

  /// Every placeholder of this syntax in `text`, as written (`${content}`), in order.
  public func placeholders(in text: String) -> [String] {
    switch self {
    case .braces: delimited(text, open: "{", close: "}").filter { !$0.hasPrefix("{{") && !$0.hasPrefix("${") }
    case .dollarBraces: delimited(text, open: "${", close: "}")
    case .doubleBraces: delimited(text, open: "{{", close: "}}")
    case .percentNumber: percentNumbers(text)
    }
  }

  /// The runs from `open` to the first `close` after it whose name is a word (letters, digits, `_`, `.`, `-`).
  private func delimited(_ text: String, open: String, close: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let start = rest.range(of: open) {
      // `{name}` also sees the inner brace of `{{name}}` and the brace of `${name}`; keep what precedes it.
      let from =
        open == "{" && start.lowerBound > text.startIndex
          && (text[text.index(before: start.lowerBound)] == "{" || text[text.index(before: start.lowerBound)] == "$")
        ? text.index(before: start.lowerBound) : start.lowerBound
      guard let end = rest[start.upperBound...].range(of: close) else { break }
      let name = rest[start.upperBound..<end.lowerBound]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }) {
        found.append(String(text[from..<end.upperBound]))
      }
      rest = rest[end.upperBound...]
    }
    return found
  }

  /// `%0`, `%12`: a `%` followed by digits and not by a specifier (`%1$@` and `%2d` are `String(format:)`'s).
  private func percentNumbers(_ text: String) -> [String] {
    let characters = Array(text)
    var found: [String] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "%" else { index += 1; continue }
      if index + 1 < characters.count, characters[index + 1] == "%" { index += 2; continue }
      var end = index + 1
      while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
      let isSpecifier =
        end < characters.count
        && (characters[end] == "$" || FormatTemplate.conversions.contains(characters[end])
          || ["l", "h", "q", "z", "t", "j", "L", "."].contains(characters[end]))
      if end > index + 1, !isSpecifier { found.append(String(characters[index..<end])) }
      index = end
    }
    return found
  }
}
