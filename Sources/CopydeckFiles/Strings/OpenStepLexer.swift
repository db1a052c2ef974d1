import Copydeck
import Foundation

/// Where the decoded bytes of a string the lexer read are.
package enum LexedString {
  /// The bytes are in the text as they are (no escape): this range of ``OpenStepLexer/text``.
  case run(Range<Int>)
  /// The bytes are in ``OpenStepLexer/scratch``, until the lexer reads the next string.
  case decoded
}

/// A lone UTF-16 surrogate that became U+FFFD in a string: the device keeps it, so two strings with the same
/// decoded bytes are the same on the device only when their lone surrogates are the same, at the same places.
package struct LoneSurrogate: Equatable, Sendable {
  /// Where its U+FFFD starts in the decoded string's UTF-8.
  package var offset: Int
  /// The surrogate code unit.
  package var unit: UInt16
}

/// The lexical layer of Apple's old-style property-list syntax, over UTF-8 bytes.
///
/// It follows CoreFoundation's `CFOldStylePList.c` as it behaves here: white space is ASCII 9–13, space, U+2028 and
/// U+2029; `//` and `/* */` comments may appear between any two tokens; strings are quoted with `"` or `'`, or
/// unquoted from `[A-Za-z0-9_$/:.-]`. Strings are decoded without building a `String` per character.
package struct OpenStepLexer {
  /// The UTF-8 text (after any byte-order mark).
  package let text: [UInt8]
  /// The file name used in locations.
  package let file: String
  /// The read position, a byte offset into ``text``.
  package var position = 0
  /// Where the text of the most recent comment is, without its delimiters.
  package var lastComment: Range<Int>?
  /// Warnings found while reading strings and comments.
  package var diagnostics: [StringsDiagnostic] = []
  /// Line and column bookkeeping.
  package var lines = LineTracker()
  /// Reused storage for strings that contain escapes: the decoded bytes of the last ``LexedString/decoded`` string.
  package private(set) var scratch: [UInt8] = []
  /// The lone surrogates of the last string read, in order.
  private(set) var loneSurrogates: [LoneSurrogate] = []
  /// A high surrogate from a `\U` escape still waiting for its low half, and where that escape began.
  private var pendingHighSurrogate: (unit: UInt16, offset: Int)?

  /// Whether ``text`` may hold lone surrogates as generalized UTF-8 (`ED A0 80`…`ED BF BF`).
  private let hasLoneSurrogates: Bool

  package init(text: [UInt8], file: String, hasLoneSurrogates: Bool = false) {
    self.text = text
    self.file = file
    self.hasLoneSurrogates = hasLoneSurrogates
  }

  /// The location of a byte offset.
  package mutating func location(_ offset: Int) -> SourceLocation {
    lines.location(of: offset, in: text, file: file)
  }

  /// The line and column of a byte offset.
  package mutating func place(_ offset: Int) -> (line: Int, column: Int) {
    lines.place(of: offset, in: text)
  }

  /// Records a warning at `offset`.
  package mutating func warn(_ id: String, at offset: Int, _ message: String, hint: String? = nil) {
    diagnostics.append(StringsDiagnostic(id: id, severity: .warning, location: location(offset), message: message, hint: hint))
  }

  /// Whether `byte` may appear in an unquoted string.
  package static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// Skips white space and comments; returns whether a token follows (`false` at the end of the text).
  @inline(__always)
  package mutating func skipSpace() -> Bool {
    // Most calls stand on a token already (a quote, `=` or `;`): answer those without the loop.
    if position < text.count {
      let byte = text[position]
      if byte > 0x20, byte != UInt8(ascii: "/"), byte != 0xE2 { return true }
      // And one space before a token (around `=`).
      if byte == 0x20, position + 1 < text.count {
        let next = text[position + 1]
        if next > 0x20, next != UInt8(ascii: "/"), next != 0xE2 {
          position += 1
          return true
        }
      }
    }
    return skipSpaceAndComments()
  }

  private mutating func skipSpaceAndComments() -> Bool {
    let end = text.count
    while position < end {
      let byte = text[position]
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        position += 1
      } else if byte == 0xE2, position + 2 < end, text[position + 1] == 0x80, text[position + 2] == 0xA8 || text[position + 2] == 0xA9 {
        position += 3
      } else if byte == UInt8(ascii: "/"), position + 1 < end, text[position + 1] == UInt8(ascii: "/") {
        let start = position + 2
        position = start
        while position < end, !isLineEnd(at: position) { position += 1 }
        lastComment = start..<position
      } else if byte == UInt8(ascii: "/"), position + 1 < end, text[position + 1] == UInt8(ascii: "*") {
        let start = position + 2
        var star = find(UInt8(ascii: "*"), from: start)
        while let found = star, !(found + 1 < end && text[found + 1] == UInt8(ascii: "/")) {
          star = find(UInt8(ascii: "*"), from: found + 1)
        }
        position = star ?? end
        lastComment = start..<position
        if position >= end {
          warn(
            "unterminated-comment", at: start - 2, "this comment is never closed; Apple's parser treats the rest of the file as part of it",
            hint: "close the comment with */ if entries follow it")
        } else {
          position += 2
        }
      } else {
        return true
      }
    }
    return false
  }

  private func isLineEnd(at offset: Int) -> Bool {
    let byte = text[offset]
    if byte == 0x0A || byte == 0x0D { return true }
    return byte == 0xE2 && offset + 2 < text.count && text[offset + 1] == 0x80 && (text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9)
  }

  /// The string `lexed` as a `String`.
  ///
  /// Its bytes are valid UTF-8 without a second check: the text is valid UTF-8 apart from lone surrogates, which a
  /// string's run never holds (the lexer turns each into U+FFFD in ``scratch``), and escapes append whole characters.
  package func string(_ lexed: LexedString) -> String {
    switch lexed {
    case .run(let range): ValidUTF8String.make(text[range])
    case .decoded: ValidUTF8String.make(scratch[...])
    }
  }

  /// Reads an unquoted string at the current position (which must hold an unquoted character).
  package mutating func unquotedString() -> LexedString {
    if !loneSurrogates.isEmpty { loneSurrogates.removeAll(keepingCapacity: true) }
    let start = position
    while position < text.count, Self.isUnquoted(text[position]) { position += 1 }
    return .run(start..<position)
  }

  /// Reads a quoted string whose opening quote is at the current position; returns `nil` when it is never closed,
  /// leaving the position at the opening quote.
  package mutating func quotedString() -> LexedString? {
    if !loneSurrogates.isEmpty { loneSurrogates.removeAll(keepingCapacity: true) }
    let open = position
    let quote = text[open]
    position += 1
    var segment = position
    var escaped = false
    let end = text.count
    if !hasLoneSurrogates { skipToClosingQuote(quote, segment: &segment, escaped: &escaped) }
    // The byte loop: it finds the closing quote at once after a scan that found it, and otherwise goes on where the
    // scan stopped (a text with lone surrogates, or a string that is never closed, decoding its escapes as before).
    while position < end {
      let byte = text[position]
      if byte == quote { break }
      if byte == UInt8(ascii: "\\") {
        if !escaped {
          escaped = true
          scratch.removeAll(keepingCapacity: true)
        }
        appendRaw(segment..<position)
        let escapeStart = position
        position += 1
        guard position < end else { break }
        decodeEscape(startingAt: escapeStart)
        segment = position
      } else if hasLoneSurrogates, let unit = surrogate(at: position) {
        if !escaped {
          escaped = true
          scratch.removeAll(keepingCapacity: true)
        }
        appendRaw(segment..<position)
        appendUnit(unit, at: position)
        position += 3
        segment = position
      } else {
        position += 1
      }
    }
    guard position < end else {
      pendingHighSurrogate = nil
      position = open
      return nil
    }
    defer { position += 1 }
    if !escaped { return .run(segment..<position) }
    appendRaw(segment..<position)
    flushHighSurrogate()
    return .decoded
  }

  /// Moves to the closing `quote` of the string being read, taking the runs between escapes whole: the quote and each
  /// backslash are found with ``find(_:from:before:)``, and the escapes decoded on the way. Stops on the closing quote, or, when the
  /// string is never closed, after the last escape before the end of the text.
  ///
  /// Each search starts where the previous one of its byte stopped, so a string costs one pass however many escapes
  /// it has.
  private mutating func skipToClosingQuote(_ quote: UInt8, segment: inout Int, escaped: inout Bool) {
    var closing = find(quote, from: position)
    while let close = closing {
      guard let backslash = find(UInt8(ascii: "\\"), from: position, before: close) else {
        position = close
        return
      }
      if !escaped {
        escaped = true
        scratch.removeAll(keepingCapacity: true)
      }
      appendRaw(segment..<backslash)
      position = backslash + 1
      decodeEscape(startingAt: backslash)
      segment = position
      if position > close { closing = find(quote, from: position) }
    }
  }

  /// The offset of the first `byte` at or after `start` and before `limit` (the end of the text by default).
  private func find(_ byte: UInt8, from start: Int, before limit: Int? = nil) -> Int? {
    let limit = limit ?? text.count
    guard start < limit else { return nil }
    return text[start..<limit].firstIndex(of: byte)
  }

  private mutating func appendRaw(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    flushHighSurrogate()
    scratch.append(contentsOf: text[range])
  }

  /// Decodes the escape whose backslash is at `start`; the position is on the character after the backslash.
  private mutating func decodeEscape(startingAt start: Int) {
    let byte = text[position]
    position += 1
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var number = Int(byte - UInt8(ascii: "0"))
      for _ in 0..<2 {
        guard position < text.count, text[position] >= UInt8(ascii: "0"), text[position] <= UInt8(ascii: "7") else { break }
        number = number << 3 + Int(text[position] - UInt8(ascii: "0"))
        position += 1
      }
      let unit = NeXTSTEPEncoding.unit(for: UInt8(truncatingIfNeeded: number))
      if number > 0xFF || (number >= 0x80 && unit == 0) {
        warn(
          "octal-escape", at: start, "octal escape \\\(String(number, radix: 8)) is above \\375; Apple's parser turns it into U+0000",
          hint: "write the character itself, or \\U followed by four hex digits")
      } else if number >= 0x80 {
        warn(
          "octal-escape", at: start,
          "octal escape is decoded through the NeXTSTEP character set as U+\(hexDigits(unit)), not as Latin-1",
          hint: "write the character itself, or \\U followed by four hex digits, so the intent is clear")
      }
      appendUnit(unit, at: start)
    case UInt8(ascii: "U"):
      var number: UInt16 = 0
      var digits = 0
      while digits < 4, position < text.count, let value = Self.hexValue(text[position]) {
        number = number << 4 | value
        digits += 1
        position += 1
      }
      if digits < 4 {
        warn(
          "short-unicode-escape", at: start,
          "\\U takes four hex digits and has \(digits); Apple reads it as U+\(hexDigits(number))",
          hint: "write exactly four hex digits after \\U, for example \\U00E9")
      }
      appendUnit(number, at: start)
    case UInt8(ascii: "a"): appendUnit(0x07, at: start)
    case UInt8(ascii: "b"): appendUnit(0x08, at: start)
    case UInt8(ascii: "f"): appendUnit(0x0C, at: start)
    case UInt8(ascii: "n"): appendUnit(0x0A, at: start)
    case UInt8(ascii: "r"): appendUnit(0x0D, at: start)
    case UInt8(ascii: "t"): appendUnit(0x09, at: start)
    case UInt8(ascii: "v"): appendUnit(0x0B, at: start)
    case 0x80...:
      // A backslash before a non-ASCII character is dropped; the character is kept as written (and a raw surrogate
      // after it still pairs with one from an escape before it).
      position -= 1
    default:
      if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "8") || byte == UInt8(ascii: "9")
      {
        let character = Character(Unicode.Scalar(byte))
        let hint =
          byte == UInt8(ascii: "u")
          ? "Unicode escapes use a capital U: \\U00E9" : "remove the backslash, or write \\\\\(character) for a backslash"
        warn(
          "unknown-escape", at: start, "\\\(character) is not an escape; Apple's parser drops the backslash and keeps '\(character)'",
          hint: hint)
      }
      appendUnit(UInt16(byte), at: start)
    }
  }

  /// The surrogate code unit stored as generalized UTF-8 at `offset`, if there is one.
  private func surrogate(at offset: Int) -> UInt16? {
    guard text[offset] == 0xED, offset + 2 < text.count, text[offset + 1] >= 0xA0 else { return nil }
    return 0xD000 | UInt16(text[offset + 1] & 0x3F) << 6 | UInt16(text[offset + 2] & 0x3F)
  }

  private static func hexValue(_ byte: UInt8) -> UInt16? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Appends one UTF-16 code unit produced by an escape, pairing surrogates across consecutive escapes.
  private mutating func appendUnit(_ unit: UInt16, at offset: Int) {
    if let high = pendingHighSurrogate {
      pendingHighSurrogate = nil
      if UTF16.isTrailSurrogate(unit) {
        let scalar = 0x10000 + (UInt32(high.unit - 0xD800) << 10) + UInt32(unit - 0xDC00)
        scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
        return
      }
      replaceLoneSurrogate(high.unit, at: high.offset)
    }
    if UTF16.isLeadSurrogate(unit) {
      pendingHighSurrogate = (unit, offset)
    } else if UTF16.isTrailSurrogate(unit) {
      replaceLoneSurrogate(unit, at: offset)
    } else if unit < 0x80 {
      scratch.append(UInt8(truncatingIfNeeded: unit))
    } else {
      scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(unit)!)!)
    }
  }

  private mutating func flushHighSurrogate() {
    guard let high = pendingHighSurrogate else { return }
    pendingHighSurrogate = nil
    replaceLoneSurrogate(high.unit, at: high.offset)
  }

  private mutating func replaceLoneSurrogate(_ unit: UInt16, at offset: Int) {
    loneSurrogates.append(LoneSurrogate(offset: scratch.count, unit: unit))
    warn(
      "lone-surrogate", at: offset,
      "U+\(hexDigits(unit)) is half of a surrogate pair with no other half; it is shown as U+FFFD (a Swift String cannot hold it)",
      hint: "write both halves (for example \\UD83D\\UDE00), or the character itself")
    scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
  }
}
