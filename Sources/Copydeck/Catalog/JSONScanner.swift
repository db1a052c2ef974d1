/// A pull reader of one JSON document (RFC 8259): the caller asks for the next value, member or element, and the
/// scanner checks the syntax as it goes and knows the line and column of every token.
///
/// ``JSONReader`` builds its tree with it, and ``JSONTape`` its flat tokens for the String Catalog reader. It rejects
/// what JSON rejects (trailing commas, comments, single quotes, lone surrogates, bytes that are not UTF-8) with the
/// first problem's position, and never traps on malformed input.
package struct JSONScanner {
  /// A syntax error at a position in the text.
  package struct SyntaxError: Error {
    package var line: Int
    package var column: Int
    package var message: String

    package init(line: Int, column: Int, message: String) {
      (self.line, self.column, self.message) = (line, column, message)
    }
  }

  /// The kinds of JSON value.
  package enum Kind {
    case object, array, string, number, bool, null

    /// A short name for the kind, for error messages ("an object", "a string").
    package var name: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "true or false"
      case .null: "null"
      }
    }
  }

  /// The key of an object member, with where it starts.
  package struct Key {
    package var text: String
    package var line: Int
    package var column: Int
    /// The offset of the key's opening quote.
    package var start: Int
  }

  /// The document, valid for as long as the scanner is used.
  package let bytes: [UInt8]
  /// The offset of the next byte to read.
  package private(set) var index = 0
  /// 1-based line of the next byte.
  package private(set) var line = 1
  /// The offset of the next byte less its column: the column is counted only at a line feed and in text with bytes
  /// above 0x7F (each continuation byte adds one), so that moving over ASCII moves only ``index``.
  private var shift = -1
  /// How many objects and arrays are open.
  package private(set) var depth = 0
  /// Whether the container just opened has had no member or element asked for yet.
  private var atFirst = false
  /// The text of the string being read when it has escapes, kept from string to string with its room.
  private var unescaped: [UInt8] = []

  /// A scanner at the start of `bytes` (after a byte-order mark, when there is one).
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      shift = 2
    }
  }

  /// 1-based column (in Unicode scalars) of the next byte.
  package var column: Int { index - shift }

  /// An error at the current position.
  package func error(_ message: String) -> SyntaxError {
    SyntaxError(line: line, column: column, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past the next byte, whatever it is.
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      shift = index - 1
    } else if byte & 0xC0 == 0x80 {
      shift += 1
    }
  }

  /// Moves past a byte known to be ASCII and not a line feed (a quote, a bracket, a comma, a colon, a digit).
  @inline(__always)
  private mutating func step() {
    index += 1
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        shift = index - 1
      default:
        return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
    guard current == byte else { throw error("expected \(what)") }
    step()
  }

  /// The kind of the next value, with the position at its first byte; an error when no value starts there.
  package mutating func peek() throws(SyntaxError) -> Kind {
    skipWhitespace()
    guard let byte = current else { throw error("expected a value, found the end of the file") }
    switch byte {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw error("expected a value (object, array, string, number, true, false or null)")
    }
  }

  /// After the whole document: only whitespace may follow.
  package mutating func finish() throws(SyntaxError) {
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected text after the JSON document") }
  }

  private mutating func open() throws(SyntaxError) {
    guard depth < 64 else {
      depth += 1
      throw error("the document is nested more than 64 levels deep")
    }
    depth += 1
    step()
    atFirst = true
  }

  /// Reads the `{` of the object ``peek()`` found.
  package mutating func beginObject() throws(SyntaxError) { try open() }

  /// Reads the `[` of the array ``peek()`` found.
  package mutating func beginArray() throws(SyntaxError) { try open() }

  /// The key of the next member of the innermost open object, with its `:` read (its value comes next), or `nil`
  /// after the object's `}`.
  package mutating func nextKey() throws(SyntaxError) -> Key? {
    guard try toNextKey() else { return nil }
    let (keyLine, keyColumn, keyStart) = (line, column, index)
    let text = try readString()
    try readColon()
    return Key(text: text, line: keyLine, column: keyColumn, start: keyStart)
  }

  /// Reads up to the opening quote of the next member's key; `false` after the object's `}`.
  package mutating func toNextKey() throws(SyntaxError) -> Bool {
    skipWhitespace()
    if atFirst {
      atFirst = false
      if current == UInt8(ascii: "}") {
        step()
        depth -= 1
        return false
      }
    } else if current == UInt8(ascii: ",") {
      step()
      skipWhitespace()
    } else {
      try expect(UInt8(ascii: "}"), "',' or '}'")
      depth -= 1
      return false
    }
    guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key (trailing commas are not allowed)") }
    return true
  }

  /// Reads the `:` after a key.
  package mutating func readColon() throws(SyntaxError) {
    skipWhitespace()
    try expect(UInt8(ascii: ":"), "':' after the key")
  }

  /// Whether the innermost open array has another element (which comes next); `false` after its `]`.
  package mutating func nextElement() throws(SyntaxError) -> Bool {
    skipWhitespace()
    if atFirst {
      atFirst = false
      if current == UInt8(ascii: "]") {
        step()
        depth -= 1
        return false
      }
      return true
    }
    if current == UInt8(ascii: ",") {
      step()
      return true
    }
    try expect(UInt8(ascii: "]"), "',' or ']'")
    depth -= 1
    return false
  }

  /// Reads `true` or `false`.
  package mutating func readBool() throws(SyntaxError) -> Bool {
    if current == UInt8(ascii: "t") {
      try readWord("true")
      return true
    }
    try readWord("false")
    return false
  }

  /// Reads `null`.
  package mutating func readNull() throws(SyntaxError) { try readWord("null") }

  private mutating func readWord(_ word: String) throws(SyntaxError) {
    for byte in word.utf8 {
      guard current == byte else { throw error("expected '\(word)'") }
      step()
    }
  }

  /// Reads a number.
  package mutating func readNumber() throws(SyntaxError) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { step() }
    guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      throw error("expected a digit")
    }
    if first == UInt8(ascii: "0") { step() } else { skipDigits() }
    if current == UInt8(ascii: ".") {
      step()
      guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
        throw error("expected a digit after '.'")
      }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      step()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { step() }
      guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
        throw error("expected a digit in the exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text) else { throw error("'\(text)' is not a number") }
    return number
  }

  private mutating func skipDigits() {
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { step() }
  }

  /// Reads a string (its UTF-8 checked run by run, so an error names the first byte that is not UTF-8).
  package mutating func readString() throws(SyntaxError) -> String {
    try scanString(makingText: true) ?? ""
  }

  /// Reads the string that starts at the next byte (its opening quote): its text when `makingText` or it has
  /// escapes, else `nil` (its bytes in the document are its text). A byte that is not UTF-8 is thrown at.
  package mutating func scanString(makingText: Bool) throws(SyntaxError) -> String? {
    step()
    let count = bytes.count
    var hasEscape = false
    var run = index
    while true {
      // A run of ordinary bytes: up to the first quote, backslash or control byte, and whether a byte above 0x7F
      // comes before it.
      var end = index
      var high = false
      while end < count {
        let next = bytes[end]
        guard next >= 0x20, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\") else { break }
        if next >= 0x80 { high = true }
        end += 1
      }
      if high {
        // No line feed is among them, so only the column's count of continuation bytes moves.
        if let bad = Self.firstInvalidOffset(in: bytes[index..<end]) {
          shift += Self.continuations(in: bytes[index..<bad])
          index = bad
          let value = String(bytes[bad], radix: 16, uppercase: true)
          throw error("byte 0x\(value) is not UTF-8; save the file as UTF-8 (Xcode always does)")
        }
        shift += Self.continuations(in: bytes[index..<end])
      }
      index = end
      guard end < count else { throw error("unterminated string") }
      switch bytes[end] {
      case UInt8(ascii: "\""):
        let text: String?
        if !hasEscape {
          text = makingText ? String(decoding: bytes[run..<index], as: UTF8.self) : nil
        } else {
          unescaped += bytes[run..<index]
          text = String(decoding: unescaped, as: UTF8.self)
        }
        step()
        return text
      case UInt8(ascii: "\\"):
        if !hasEscape { unescaped.removeAll(keepingCapacity: true) }
        unescaped += bytes[run..<index]
        hasEscape = true
        step()
        let scalar = try readEscape()
        if scalar.isASCII {
          unescaped.append(UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { unescaped.append($0) }
        }
        run = index
      default:
        throw error("control character in a string; write it as an escape such as \\n")
      }
    }
  }

  /// How many bytes of `text` continue a scalar (are `10xxxxxx`).
  private static func continuations(in text: ArraySlice<UInt8>) -> Int {
    text.count { $0 & 0xC0 == 0x80 }
  }

  /// The index of the first byte of `bytes` that does not start a valid UTF-8 sequence (RFC 3629, as the standard
  /// library's decoder reads it: no overlong forms, no surrogates, nothing above U+10FFFF), or `nil` when all of it is
  /// valid.
  private static func firstInvalidOffset(in bytes: ArraySlice<UInt8>) -> Int? {
    var (decoder, iterator, index) = (UTF8(), bytes.makeIterator(), bytes.startIndex)
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): index += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return index
      }
    }
  }

  private mutating func readEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape") }
    advance()
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try readHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\") else { throw error("lone surrogate \\u\(hex(high)); add its low half") }
        step()
        try expect(UInt8(ascii: "u"), "a \\u low surrogate")
        let low = try readHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("\\u\(hex(low)) is not a low surrogate") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("lone surrogate \\u\(hex(high))") }
      return scalar
    default:
      throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func readHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else { throw error("expected 4 hex digits after \\u") }
      value = value << 4 | digit
      step()
    }
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
