import Copydeck

/// How Copydeck writes text into each format it produces, so that the format's reader gives back exactly that text.
///
/// The package's one escaper: `.strings` values, JSON (reports, `copydeck parse`, the drafts of `copydeck init`),
/// Swift literals (generated accessors), XML (`.strings` in XML form, XLIFF) and HTML (the preview) all go through
/// ``escaped(_:quoted:_:)``, each with its own table of what must change.
package enum Escaping {
  /// `text` as a double-quoted old-style `.strings` string: quotes, backslashes and control characters escaped.
  package static func stringsLiteral(_ text: String) -> String {
    escaped(text, quoted: true) { scalar in
      backslashEscape(scalar) ?? (scalar.value < 0x20 || scalar.value == 0x7F ? "\\U" + hexDigits(scalar.value) : nil)
    }
  }

  /// `text` as a JSON string literal, escaped where JSON or JavaScript needs it and as is (UTF-8) elsewhere.
  ///
  /// Escaped: quotes, backslashes, control characters (`\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX`), U+007F, and
  /// U+2028 and U+2029, which end a line in JavaScript.
  package static func jsonLiteral(_ text: String) -> String {
    escaped(text, quoted: true) { scalar in
      if let escape = backslashEscape(scalar) { return escape }
      return switch scalar {
      case "\u{08}": "\\b"
      case "\u{0C}": "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}": "\\u" + hexDigits(scalar.value, uppercase: false)
      default: nil
      }
    }
  }

  /// `text` as a Swift string literal.
  package static func swiftLiteral(_ text: String) -> String {
    escaped(text, quoted: true) { scalar in
      backslashEscape(scalar) ?? (scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : nil)
    }
  }

  /// `text` as XML character data; in an attribute value (`attribute: true`) also `"` and carriage returns, which
  /// an XML reader would otherwise turn into a space.
  package static func xml(_ text: String, attribute: Bool = false) -> String {
    escaped(text, quoted: false) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"" where attribute: "&quot;"
      case "\r" where attribute: "&#13;"
      default: nil
      }
    }
  }

  /// `text` for HTML element content and double- or single-quoted attribute values.
  package static func html(_ text: String) -> String {
    escaped(text, quoted: false) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  /// The backslash escapes the quoted formats (`.strings`, JSON, Swift) share: the quote, the backslash, and line feed,
  /// carriage return and tab as `\n`, `\r`, `\t`; `nil` for any other scalar.
  private static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }

  /// `text` with each scalar that `replacement` names replaced, the others kept; in double quotes when `quoted`.
  private static func escaped(_ text: String, quoted: Bool, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = quoted ? "\"" : ""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return quoted ? result + "\"" : result
  }
}
