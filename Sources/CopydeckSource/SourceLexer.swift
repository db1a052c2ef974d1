/// Splits a Swift or Objective-C file into tokens: names, numbers, punctuation and string literals with their
/// contents, skipping white space and comments.
///
/// Every kind of literal is read as the compiler reads it: escapes (`\n`, `\u{1F600}`, Objective-C's `\x41` and
/// octal), interpolation with nested parentheses and literals (`"\(f("a)"))"`), raw literals (`#"…\#(x)…"#`),
/// multi-line literals with their indentation removed and `\` line continuations, `@"…"`. Block comments nest in
/// Swift and not in Objective-C. Every branch of `#if` is read (a directive is a token like any name). Malformed input
/// (an unterminated literal or comment) ends the literal or comment at the end of the line or file; lexing never
/// fails, and its cost is linear in the file's size (interpolations nest at most 64 deep, then are read as text).
public struct SourceLexer {
  private let bytes: [UInt8]
  private let language: SourceLanguage
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var literals: [StringLiteral] = []

  /// The deepest interpolation read as tokens; a deeper one is kept as text.
  static let maximumDepth = 64

  /// Tokenizes `bytes`, a file in `language`.
  public static func tokens(_ bytes: [UInt8], language: SourceLanguage) -> SourceTokens {
    var lexer = SourceLexer(bytes: bytes, language: language)
    let tokens = lexer.lex(depth: 0)
    return SourceTokens(tokens: tokens, literals: lexer.literals, bytes: bytes)
  }

  private init(bytes: [UInt8], language: SourceLanguage) {
    self.bytes = bytes
    self.language = language
  }

  /// Reads tokens until the end of the file or, inside an interpolation (`depth > 0`), its closing parenthesis,
  /// which is consumed.
  private mutating func lex(depth: Int) -> [SourceToken] {
    var tokens: [SourceToken] = []
    var parentheses = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        newLine(at: index)
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        tokens.append(stringToken(hashes: 0, start: index, objectiveC: false, depth: depth))
      case UInt8(ascii: "@") where language == .objectiveC && peek(1) == UInt8(ascii: "\""):
        let start = index
        index += 1
        tokens.append(stringToken(hashes: 0, start: start, objectiveC: true, depth: depth))
      case UInt8(ascii: "#") where language == .swift && rawStringHashes() != nil:
        let start = index
        let hashes = rawStringHashes() ?? 0
        index += hashes
        tokens.append(stringToken(hashes: hashes, start: start, objectiveC: false, depth: depth))
      case UInt8(ascii: "'"):
        skipCharacterLiteral()
      case UInt8(ascii: "`"):
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        let end = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        if end > start + 1 { tokens.append(token(.identifier, from: start + 1, to: end)) }  // `` ` `` alone names nothing
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        tokens.append(number())
      case _ where Self.startsName(byte) || ((byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@")) && Self.startsName(peek(1))):
        let start = index
        index += 1
        while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
        tokens.append(token(.identifier, from: start, to: index))
      default:
        if depth > 0 {
          if byte == UInt8(ascii: "(") { parentheses += 1 }
          if byte == UInt8(ascii: ")") {
            if parentheses == 0 {
              index += 1
              return tokens
            }
            parentheses -= 1
          }
        }
        tokens.append(token(.punctuation, from: index, to: index + 1))
        index += 1
      }
    }
    return tokens
  }

  private func peek(_ offset: Int) -> UInt8 {
    index + offset < bytes.count ? bytes[index + offset] : 0
  }

  private mutating func newLine(at offset: Int) {
    line += 1
    lineStart = offset + 1
  }

  private func token(_ kind: SourceToken.Kind, from start: Int, to end: Int) -> SourceToken {
    SourceToken(kind: kind, start: start, end: end, line: line, lineStart: lineStart)
  }

  private static func startsName(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      || byte >= 0x80
  }

  private static func continuesName(_ byte: UInt8) -> Bool {
    startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// The number of `#` before a `"` at the current index, when a raw string starts here.
  private func rawStringHashes() -> Int? {
    var count = 0
    while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
    return index + count < bytes.count && bytes[index + count] == UInt8(ascii: "\"") ? count : nil
  }

  private mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        index += 2
        depth -= 1
        if depth == 0 { return }
      } else if language == .swift, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        index += 2
        depth += 1
      } else {
        if byte == UInt8(ascii: "\n") { newLine(at: index) }
        index += 1
      }
    }
  }

  private mutating func skipCharacterLiteral() {
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n") {
      index += bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "\n") ? 2 : 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "'") { index += 1 }
  }

  private mutating func number() -> SourceToken {
    let start = index
    var isFloat = false
    let hexadecimal = peek(1) | 0x20 == UInt8(ascii: "x") && bytes[index] == UInt8(ascii: "0")
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), index + 1 < bytes.count, bytes[index + 1] >= UInt8(ascii: "0"), bytes[index + 1] <= UInt8(ascii: "9") {
        isFloat = true
      } else if !hexadecimal, byte | 0x20 == UInt8(ascii: "e") {
        isFloat = true
        if peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+") { index += 1 }
      } else if !Self.continuesName(byte) {
        break
      }
      index += 1
    }
    return token(isFloat ? .float : .integer, from: start, to: index)
  }

  /// Reads a string literal whose opening `"` (after `hashes` `#`) is at the current index, and returns its token.
  private mutating func stringToken(hashes: Int, start: Int, objectiveC: Bool, depth: Int) -> SourceToken {
    let (startLine, startLineStart) = (line, lineStart)
    let multiLine = language == .swift && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiLine ? 3 : 1
    var reader = LiteralReader(hashes: hashes, multiLine: multiLine, objectiveC: objectiveC || language == .objectiveC)
    read(&reader, depth: depth)
    var literal = reader.finish()
    literal.isObjectiveC = objectiveC
    literals.append(literal)
    var token = SourceToken(kind: .string, start: start, end: index, line: startLine, lineStart: startLineStart)
    token.literal = literals.count - 1
    return token
  }

  /// Reads a literal's contents up to and past its closing delimiter.
  private mutating func read(_ reader: inout LiteralReader, depth: Int) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") && closes(reader) {
        index += (reader.multiLine ? 3 : 1) + reader.hashes
        return
      }
      if byte == UInt8(ascii: "\n") {
        guard reader.multiLine else { return }  // unterminated: the literal ends with its line
        newLine(at: index)
        reader.newLine()
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\\"), hashesFollow(reader.hashes, after: index) {
        index += 1 + reader.hashes
        escape(&reader, depth: depth)
        continue
      }
      reader.append(byte)
      index += 1
    }
  }

  private func closes(_ reader: LiteralReader) -> Bool {
    if reader.multiLine, !(peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) { return false }
    return hashesFollow(reader.hashes, after: index + (reader.multiLine ? 2 : 0))
  }

  private func hashesFollow(_ count: Int, after offset: Int) -> Bool {
    guard offset + count < bytes.count || count == 0 else { return false }
    for step in 0..<count where offset + 1 + step >= bytes.count || bytes[offset + 1 + step] != UInt8(ascii: "#") { return false }
    return true
  }

  /// Reads the escape after a `\` (and the literal's `#`s).
  private mutating func escape(_ reader: inout LiteralReader, depth: Int) {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "(") where !reader.objectiveC:
      if depth >= Self.maximumDepth {
        reader.append(contentsOf: "\\(")
        return
      }
      let inner = lex(depth: depth + 1)
      reader.interpolation(inner)
    case UInt8(ascii: "n"): reader.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): reader.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "r"): reader.append(UInt8(ascii: "\r"))
    case UInt8(ascii: "0")...UInt8(ascii: "7") where reader.objectiveC:
      var value = UInt32(byte - UInt8(ascii: "0"))
      for _ in 0..<2 where index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
        value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      reader.append(scalar: value)
    case UInt8(ascii: "0"): reader.append(0)
    case UInt8(ascii: "u") where !reader.objectiveC && index < bytes.count && bytes[index] == UInt8(ascii: "{"):
      index += 1
      let value = hexadecimal(upTo: 8)
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
      reader.append(scalar: value)
    case UInt8(ascii: "u") where reader.objectiveC:
      reader.append(scalar: hexadecimal(upTo: 4))
    case UInt8(ascii: "x") where reader.objectiveC:
      reader.append(scalar: hexadecimal(upTo: 2))
    case UInt8(ascii: "\n") where reader.multiLine || reader.objectiveC:
      newLine(at: index - 1)
      if reader.multiLine { reader.continueLine() }
    case UInt8(ascii: "\n"):
      index -= 1  // an unterminated one-line literal: it ends with its line
    case UInt8(ascii: "\r") where reader.multiLine, UInt8(ascii: " ") where reader.multiLine, UInt8(ascii: "\t") where reader.multiLine:
      // `\` then white space then the end of the line: a line continuation.
      var end = index
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") || bytes[end] == UInt8(ascii: "\r") {
        end += 1
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\n") {
        index = end + 1
        newLine(at: end)
        reader.continueLine()
      } else {
        reader.append(byte)
      }
    default:
      reader.append(byte)  // \\, \", \' and anything the compiler would refuse stand for themselves
    }
  }

  private mutating func hexadecimal(upTo count: Int) -> UInt32 {
    var value: UInt32 = 0
    var read = 0
    while read < count, index < bytes.count, let digit = Self.hexDigit(bytes[index]) {
      value = value * 16 + digit
      index += 1
      read += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
