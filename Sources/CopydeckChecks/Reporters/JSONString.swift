/// JSON string literals for the hand-written JSON of `copydeck check --format json` and `copydeck parse`.
public enum JSONString {
  /// `text` as a JSON string literal, escaped where JSON or JavaScript needs it and as is (UTF-8) elsewhere.
  ///
  /// Escaped: quotes, backslashes, control characters (`\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX`), U+007F, and
  /// U+2028 and U+2029, which end a line in JavaScript.
  public static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
