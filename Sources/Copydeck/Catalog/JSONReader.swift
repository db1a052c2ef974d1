/// A small strict JSON reader (RFC 8259) that keeps the line and column of every value.
///
/// It rejects what JSON rejects (trailing commas, comments, single quotes, lone surrogates) and
/// reports the first problem with its position; it never traps on malformed input.
struct JSONReader {
  /// A syntax error at a position in the text.
  struct SyntaxError: Error {
    var line: Int
    var column: Int
    var message: String
  }

  /// The document, valid for the whole read (``read(_:)`` holds the array).
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  /// Reads one JSON document from UTF-8 `bytes` (a leading byte-order mark is skipped).
  static func read(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, SyntaxError> in
      var reader = JSONReader(bytes: buffer)
      if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
      do throws(SyntaxError) {
        reader.skipWhitespace()
        let node = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == buffer.count else { throw reader.error("unexpected text after the JSON document") }
        return .success(node)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(line: line, column: column, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    var (at, line, column) = (index, self.line, self.column)
    defer { (index, self.line, self.column) = (at, line, column) }
    while at < bytes.count {
      switch bytes[at] {
      case 0x20, 0x09, 0x0D: column += 1
      case 0x0A:
        line += 1
        column = 1
      default: return
      }
      at += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
    guard current == byte else { throw error("expected \(what)") }
    advance()
  }

  private mutating func readValue() throws(SyntaxError) -> JSONNode {
    let (startLine, startColumn, start) = (line, column, index)
    guard let byte = current else { throw error("expected a value, found the end of the file") }
    let value: JSONNode.Value
    switch byte {
    case UInt8(ascii: "{"): value = try readObject()
    case UInt8(ascii: "["): value = try readArray()
    case UInt8(ascii: "\""): value = .string(try readString())
    case UInt8(ascii: "t"): try readWord("true"); value = .bool(true)
    case UInt8(ascii: "f"): try readWord("false"); value = .bool(false)
    case UInt8(ascii: "n"): try readWord("null"); value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try readNumber())
    default: throw error("expected a value (object, array, string, number, true, false or null)")
    }
    return JSONNode(value: value, line: startLine, column: startColumn, range: start..<index)
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    guard depth <= 64 else { throw error("the document is nested more than 64 levels deep") }
  }

  private mutating func readObject() throws(SyntaxError) -> JSONNode.Value {
    try enter()
    advance()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      depth -= 1
      return .object([])
    }
    var members: [JSONNode.Member] = []
    members.reserveCapacity(4)  // most objects of a String Catalog have one to four members
    while true {
      skipWhitespace()
      let (keyLine, keyColumn, keyStart) = (line, column, index)
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key (trailing commas are not allowed)") }
      let key = try readString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "':' after the key")
      skipWhitespace()
      let node = try readValue()
      members.append(JSONNode.Member(key: key, line: keyLine, column: keyColumn, node: node, keyStart: keyStart))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        advance()
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      depth -= 1
      return .object(members)
    }
  }

  private mutating func readArray() throws(SyntaxError) -> JSONNode.Value {
    try enter()
    advance()
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try readValue())
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        advance()
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func readWord(_ word: StaticString) throws(SyntaxError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard current == byte else { throw error("expected '\(word)'") }
      advance()
    }
  }

  private mutating func readNumber() throws(SyntaxError) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { advance() }
    guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      throw error("expected a digit")
    }
    if first == UInt8(ascii: "0") { advance() } else { skipDigits() }
    if current == UInt8(ascii: ".") {
      advance()
      guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
        throw error("expected a digit after '.'")
      }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
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
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance() }
  }

  private mutating func readString() throws(SyntaxError) -> String {
    advance()
    var bytes: [UInt8] = []
    var run = index
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        let text: String
        if bytes.isEmpty {
          text = String(decoding: self.bytes[run..<index], as: UTF8.self)
        } else {
          bytes += self.bytes[run..<index]
          text = String(decoding: bytes, as: UTF8.self)
        }
        advance()
        return text
      case UInt8(ascii: "\\"):
        if bytes.isEmpty { bytes.reserveCapacity(2 * (index - run) + 32) }
        bytes += self.bytes[run..<index]
        advance()
        let scalar = try readEscape()
        if scalar.isASCII {
          bytes.append(UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
        run = index
      case 0..<0x20:
        throw error("control character in a string; write it as an escape such as \\n")
      default:
        // A run of ordinary bytes: no line feed can be among them, so only the column moves (once per scalar).
        var end = index + 1
        var high = byte & 0x80
        while end < self.bytes.count {
          let next = self.bytes[end]
          guard next >= 0x20, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\") else { break }
          high |= next & 0x80
          end += 1
        }
        if high == 0 {
          column += end - index
        } else {
          // JSON is UTF-8: a byte that is not (a Latin-1 file, a cut sequence) is an error, never a replacement
          // character. The column counts scalars (lead bytes).
          let run = UnsafeBufferPointer(rebasing: self.bytes[index..<end])
          if let bad = UTF8Validation.firstInvalidOffset(in: run) {
            column += run[..<bad].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            let value = String(run[bad], radix: 16, uppercase: true)
            throw error("byte 0x\(value) is not UTF-8; save the file as UTF-8 (Xcode always does)")
          }
          column += run.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        }
        index = end
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
        advance()
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
      advance()
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
