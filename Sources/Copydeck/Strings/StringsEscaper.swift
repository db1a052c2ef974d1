/// Writes strings the way they must appear in a `.strings` file so that Apple's parser reads them back unchanged.
enum StringsEscaper {
  /// `text` as a double-quoted old-style string: quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\u{00}"..."\u{1F}", "\u{7F}": result += "\\U" + fourHexDigits(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` as the character data of an XML element.
  static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Four uppercase hex digits.
private func fourHexDigits(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
