/// Full-width spaces and punctuation, which look like stray gaps or odd marks in Korean and English copy.
enum WidthForms {
  /// The blank characters that are not an ordinary space: U+3000 IDEOGRAPHIC SPACE, the typographic spaces
  /// U+2000–U+200A, U+205F, and the invisible Hangul fillers.
  static func unusualSpaces(in text: String) -> [Unicode.Scalar] {
    guard mayHaveWideForms(text) else { return [] }
    return text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x3000, 0x2000...0x200A, 0x205F, 0x3164, 0xFFA0, 0x115F, 0x1160: true
      default: false
      }
    }
  }

  /// Whether `text` may hold an unusual space or full-width punctuation. Each of them starts with the UTF-8 byte
  /// 0xE1, 0xE2, 0xE3 or 0xEF, so text without those bytes (ASCII, Hangul syllables) needs no closer look.
  static func mayHaveWideForms(_ text: String) -> Bool {
    var text = text  // read as contiguous bytes, not byte by byte through UTF8View
    return text.withUTF8 { bytes in bytes.contains { $0 == 0xE1 || $0 == 0xE2 || $0 == 0xE3 || $0 == 0xEF } }
  }

  /// A scalar as `U+3000 (IDEOGRAPHIC SPACE)`.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return scalar.properties.name.map { "\(code) (\($0))" } ?? code
  }

  /// The first full-width punctuation mark in `text` (`，` `！` `？` `（` `）` `：` `、` `。` …), if any.
  static func firstFullWidthPunctuation(in text: String) -> Character? {
    text.unicodeScalars.first(where: isFullWidthPunctuation).map(Character.init)
  }

  /// Whether `text` has half-width sentence punctuation (`, . ! ? ( ) : ;`).
  static func hasHalfWidthPunctuation(_ text: String) -> Bool {
    text.utf8.contains { byte in
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "("), UInt8(ascii: ")"),
        UInt8(ascii: ":"), UInt8(ascii: ";"):
        true
      default: false
      }
    }
  }

  private static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65, 0x3001, 0x3002: true
    default: false
    }
  }

  /// The half-width form of a full-width character (`！` → `!`, `、` → `,`, `。` → `.`).
  static func halfWidth(of character: Character) -> Character {
    guard let scalar = character.unicodeScalars.first else { return character }
    switch scalar.value {
    case 0x3001: return ","
    case 0x3002: return "."
    case 0xFF01...0xFF5E: return Character(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
    default: return character
    }
  }
}
