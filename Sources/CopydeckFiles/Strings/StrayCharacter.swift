import Copydeck

/// Names and fixes for characters that cannot start a key or a value, including invisible ones.
package enum StrayCharacter {
  /// The Unicode scalar starting at byte `offset` of UTF-8 `text`.
  package static func scalar(at offset: Int, in text: [UInt8]) -> Unicode.Scalar {
    var iterator = text[offset...].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }

  /// How the scalar is named in a message: visible characters quoted, invisible ones by name and code point.
  package static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    switch scalar.value {
    case 0x00: return "a NUL character (U+0000)"
    case 0xA0: return "a no-break space (U+00A0)"
    case 0xFEFF: return "a stray byte-order mark (U+FEFF)"
    case 0x3000: return "an ideographic (full-width) space (U+3000)"
    case 0x200B: return "a zero-width space (U+200B)"
    case 0x2000...0x200A, 0x202F, 0x205F: return "a special space (\(code))"
    case 0x01...0x1F, 0x7F...0x9F: return "a control character (\(code))"
    default: return "'\(Character(scalar))' (\(code))"
    }
  }

  /// What to do about the scalar where a key was expected.
  package static func hint(for scalar: Unicode.Scalar) -> String {
    switch scalar {
    case ";": "remove the extra ';' (each entry ends with exactly one)"
    case "#": "'#' does not start a comment in a .strings file; use /* … */ or //"
    case "\u{A0}", "\u{3000}", "\u{2000}"..."\u{200B}", "\u{202F}", "\u{205F}": "replace it with an ordinary space (U+0020) or delete it"
    case "\u{FEFF}": "delete the byte-order mark; it was probably pasted from another file"
    case "\u{00}": "delete the NUL character"
    case "=": "a key is missing before '='; write \"key\" = \"value\";"
    default: "delete it, quote the key (\"key\" = \"value\";), or put it inside a /* … */ comment"
    }
  }
}

extension String {
  /// The string with zeros in front, up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
