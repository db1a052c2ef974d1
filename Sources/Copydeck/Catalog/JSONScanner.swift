/// A pull reader of one JSON document (RFC 8259): the caller asks for the next value, member or element, and the
/// scanner checks the syntax as it goes and knows the line and column of every token.
///
/// ``JSONReader`` builds its tree with it (a reader of String Catalogs that built entries from it without a tree was
/// measured slower; BENCHMARKS.md, "String Catalog reading"). It rejects what JSON rejects (trailing commas, comments, single quotes, lone surrogates, bytes that are not
/// UTF-8) with the first problem's position, and never traps on malformed input.
struct JSONScanner {
  /// A syntax error at a position in the text.
  struct SyntaxError: Error {
    var line: Int
    var column: Int
    var message: String
  }

  /// The kinds of JSON value.
  enum Kind {
    case object, array, string, number, bool, null

    /// A short name for the kind, for error messages ("an object", "a string").
    var name: String {
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
  struct Key {
    var text: String
    var line: Int
    var column: Int
    /// The offset of the key's opening quote.
    var start: Int
  }

  /// The document, valid for as long as the scanner is used.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  private(set) var index = 0
  /// 1-based line of the next byte.
  private(set) var line = 1
  /// 1-based column (in Unicode scalars) of the next byte.
  private(set) var column = 1
  /// How many objects and arrays are open.
  private(set) var depth = 0
  /// Bit `n` is set when the container open at depth `n + 1` is an array.
  private var arrays: UInt64 = 0
  /// Whether the container just opened has had no member or element asked for yet.
  private var atFirst = false

  /// A scanner at the start of `bytes` (after a byte-order mark, when there is one).
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// A scanner at offset `index` of `bytes`, which an earlier scan found at `line` and `column` (to read one value
  /// again, e.g. a manifest record decoded on its first use).
  init(bytes: UnsafeBufferPointer<UInt8>, at index: Int, line: Int, column: Int) {
    self.bytes = bytes
    self.index = index
    self.line = line
    self.column = column
  }

  /// An error at the current position.
  func error(_ message: String) -> SyntaxError {
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

  @inline(__always)
  private mutating func skipWhitespace() {
    // Most calls find a token at once (every JSON whitespace byte is at most 0x20).
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    skipWhitespaceRun()
  }

  private mutating func skipWhitespaceRun() {
    var (at, line, column) = (index, self.line, self.column)
    defer { (index, self.line, self.column) = (at, line, column) }
    let count = bytes.count
    guard let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    while at < count {
      switch base[at] {
      case 0x20:
        // Xcode indents with runs of spaces, half of a catalog's bytes: eight at a time.
        var end = at + 1
        while end + 8 <= count, raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == 0x2020_2020_2020_2020 { end += 8 }
        while end < count, base[end] == 0x20 { end += 1 }
        column += end - at
        at = end
        continue
      case 0x09, 0x0D: column += 1
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

  /// The kind of the next value, with the position at its first byte; an error when no value starts there.
  mutating func peek() throws(SyntaxError) -> Kind {
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
  mutating func finish() throws(SyntaxError) {
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected text after the JSON document") }
  }

  private mutating func open(array: Bool) throws(SyntaxError) {
    guard depth < 64 else {
      depth += 1
      throw error("the document is nested more than 64 levels deep")
    }
    if array { arrays |= 1 << UInt64(depth) } else { arrays &= ~(1 << UInt64(depth)) }
    depth += 1
    advance()
    atFirst = true
  }

  /// Reads the `{` of the object ``peek()`` found.
  mutating func beginObject() throws(SyntaxError) { try open(array: false) }

  /// Reads the `[` of the array ``peek()`` found.
  mutating func beginArray() throws(SyntaxError) { try open(array: true) }

  /// The key of the next member of the innermost open object, with its `:` read (its value comes next), or `nil`
  /// after the object's `}`.
  mutating func nextKey() throws(SyntaxError) -> Key? {
    skipWhitespace()
    if atFirst {
      atFirst = false
      if current == UInt8(ascii: "}") {
        advance()
        depth -= 1
        return nil
      }
    } else if current == UInt8(ascii: ",") {
      advance()
      skipWhitespace()
    } else {
      try expect(UInt8(ascii: "}"), "',' or '}'")
      depth -= 1
      return nil
    }
    let (keyLine, keyColumn, keyStart) = (line, column, index)
    guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key (trailing commas are not allowed)") }
    let text = try readString()
    skipWhitespace()
    try expect(UInt8(ascii: ":"), "':' after the key")
    return Key(text: text, line: keyLine, column: keyColumn, start: keyStart)
  }

  /// Whether the innermost open array has another element (which comes next); `false` after its `]`.
  mutating func nextElement() throws(SyntaxError) -> Bool {
    skipWhitespace()
    if atFirst {
      atFirst = false
      if current == UInt8(ascii: "]") {
        advance()
        depth -= 1
        return false
      }
      return true
    }
    if current == UInt8(ascii: ",") {
      advance()
      return true
    }
    try expect(UInt8(ascii: "]"), "',' or ']'")
    depth -= 1
    return false
  }

  /// Reads past the next value, checking its syntax.
  mutating func skipValue() throws(SyntaxError) {
    switch try peek() {
    case .object:
      try beginObject()
      while try nextKey() != nil { try skipValue() }
    case .array:
      try beginArray()
      while try nextElement() { try skipValue() }
    case .string: try scanString(keeping: false)
    case .number: _ = try readNumber()
    case .bool: _ = try readBool()
    case .null: try readNull()
    }
  }

  /// Reads past the rest of every object and array opened since ``depth`` was `target`, after a caller stopped
  /// reading one of them between two members or elements.
  mutating func skipRest(toDepth target: Int) throws(SyntaxError) {
    while depth > target {
      if arrays & (1 << UInt64(depth - 1)) != 0 {
        while try nextElement() { try skipValue() }
      } else {
        while try nextKey() != nil { try skipValue() }
      }
    }
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws(SyntaxError) -> Bool {
    if current == UInt8(ascii: "t") {
      try readWord("true")
      return true
    }
    try readWord("false")
    return false
  }

  /// Reads `null`.
  mutating func readNull() throws(SyntaxError) { try readWord("null") }

  private mutating func readWord(_ word: StaticString) throws(SyntaxError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard current == byte else { throw error("expected '\(word)'") }
      advance()
    }
  }

  /// Reads a number.
  mutating func readNumber() throws(SyntaxError) -> Double {
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

  /// Reads a string.
  mutating func readString() throws(SyntaxError) -> String {
    // `scanString(keeping: true)` always gives a string.
    try scanString(keeping: true) ?? ""
  }

  /// Reads past a string, and gives its text when `keeping`.
  ///
  /// Its UTF-8 is validated once: when the `String` is made, or run by run when no `String` is wanted. Only a string
  /// that fails is read again, run by run, to say which byte is wrong.
  @discardableResult
  private mutating func scanString(keeping: Bool) throws(SyntaxError) -> String? {
    let (startIndex, startLine, startColumn) = (index, line, column)
    do throws(SyntaxError) {
      if case .text(let text) = try scanString(keeping: keeping, validatingRuns: !keeping) { return text }
    } catch  where keeping {
      // A byte that is not UTF-8 before the error would have been the error: look again, validating.
    }
    (index, line, column) = (startIndex, startLine, startColumn)
    _ = try scanString(keeping: false, validatingRuns: true)  // throws at the first problem
    // A string whose runs are each UTF-8 is UTF-8 (escapes add whole scalars), so this is never reached.
    throw error("a string is not UTF-8; save the file as UTF-8 (Xcode always does)")
  }

  /// What reading a string gave.
  private enum ScannedString {
    /// Its text, when it was kept.
    case text(String?)
    /// Its bytes are not UTF-8 (found when making its `String`).
    case notUTF8
  }

  private mutating func scanString(keeping: Bool, validatingRuns: Bool) throws(SyntaxError) -> ScannedString {
    advance()
    var escaped: [UInt8] = []
    var hasEscape = false
    var run = index
    var nonASCII = false
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        let text: String?
        if !keeping {
          text = nil
        } else if !hasEscape {
          text = Self.makeString(UnsafeBufferPointer(rebasing: bytes[run..<index]), nonASCII: nonASCII)
        } else {
          escaped += bytes[run..<index]
          text = escaped.withUnsafeBufferPointer { Self.makeString($0, nonASCII: nonASCII) }
        }
        advance()
        guard let text else { return keeping ? .notUTF8 : .text(nil) }
        return .text(text)
      case UInt8(ascii: "\\"):
        if keeping {
          if !hasEscape { escaped.reserveCapacity(2 * (index - run) + 32) }
          escaped += bytes[run..<index]
        }
        hasEscape = true
        advance()
        let scalar = try readEscape()
        if keeping {
          if scalar.isASCII {
            escaped.append(UInt8(scalar.value))
          } else {
            UTF8.encode(scalar) { escaped.append($0) }
          }
        }
        run = index
      case 0..<0x20:
        throw error("control character in a string; write it as an escape such as \\n")
      default:
        // A run of ordinary bytes: no line feed can be among them, so only the column moves (once per scalar).
        var end = index + 1
        var high = UInt64(byte & 0x80)
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while end + 8 <= bytes.count {
          // Eight at a time while none of them is a quote, a backslash or a control character.
          let word = raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)
          guard !Self.mayEndRun(word) else { break }
          high |= word & 0x8080_8080_8080_8080
          end += 8
        }
        while end < bytes.count {
          let next = bytes[end]
          guard next >= 0x20, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\") else { break }
          high |= UInt64(next & 0x80)
          end += 1
        }
        if high == 0 {
          column += end - index
        } else {
          nonASCII = true
          let runBytes = UnsafeBufferPointer(rebasing: bytes[index..<end])
          if validatingRuns, let bad = UTF8Validation.firstInvalidOffset(in: runBytes) {
            column += Self.scalarStarts(in: UnsafeBufferPointer(rebasing: runBytes[..<bad]))
            let value = String(runBytes[bad], radix: 16, uppercase: true)
            throw error("byte 0x\(value) is not UTF-8; save the file as UTF-8 (Xcode always does)")
          }
          column += Self.scalarStarts(in: runBytes)
        }
        index = end
      }
    }
  }

  /// The `String` of `text`; `nil` when it is not UTF-8.
  ///
  /// `String(decoding:)` would replace what is not UTF-8, so the text is validated first (`String(validating:)`,
  /// which does both at once, costs twice as much on this toolchain: it is generic over the encoding).
  private static func makeString(_ text: UnsafeBufferPointer<UInt8>, nonASCII: Bool) -> String? {
    guard !nonASCII || UTF8Validation.firstInvalidOffset(in: text) == nil else { return nil }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether one of the eight bytes of `word` is a quote, a backslash or below 0x20 (a string's run ends there).
  @inline(__always)
  private static func mayEndRun(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte is zero exactly when `(x - 1) & ~x` sets its top bit (the test for "some byte is zero" is exact).
    func hasZero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let quote = hasZero(word ^ (ones &* 0x22))
    let backslash = hasZero(word ^ (ones &* 0x5C))
    let control = (word &- ones &* 0x20) & ~word & highs
    return quote | backslash | control != 0
  }

  /// How many bytes of `text` start a scalar (are not `10xxxxxx`), counted eight bytes at a time.
  private static func scalarStarts(in text: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = text.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var continuations = 0
    var offset = 0
    while offset + 8 <= text.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      // A continuation byte has its top bit set and the next one clear.
      continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
      offset += 8
    }
    while offset < text.count {
      if base[offset] & 0xC0 == 0x80 { continuations += 1 }
      offset += 1
    }
    return text.count - continuations
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
