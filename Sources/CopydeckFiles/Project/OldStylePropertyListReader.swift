import Copydeck

/// Reads Xcode's old-style property lists (`project.pbxproj`, the OpenStep dialect): `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, quoted strings with escapes and unquoted ones, `<0fa3 12bc>` data, `//` and
/// `/* */` comments between any two tokens, into the tree of ``PropertyListNode``s the XML property lists are read
/// into, every value at its line and column.
///
/// The tokens are read by ``OpenStepLexer``, the lexer of `.strings` files (the same grammar, as CoreFoundation's
/// `CFOldStylePList.c` reads both). The first problem throws ``OldStyleSyntaxError``'s diagnostic, at its place.
/// Work is linear in the text; nesting deeper than ``maximumDepth`` is refused, never recursed into.
package struct OldStylePropertyListReader {
  /// The deepest nesting read (a project file nests five or six levels).
  package static let maximumDepth = 256

  private var lexer: OpenStepLexer
  private var depth = 0

  /// Parses `bytes` (the file as read: UTF-8 or UTF-16 with a byte-order mark); `file` names it in diagnostics.
  package static func parse(_ bytes: [UInt8], file: String) throws(StringsDiagnostic) -> PropertyListNode {
    let decoded = try DecodedText(bytes, file: file)
    var reader = OldStylePropertyListReader(
      lexer: OpenStepLexer(text: decoded.bytes, file: file, hasLoneSurrogates: decoded.hasLoneSurrogates))
    do {
      return try reader.document()
    } catch {
      throw error.diagnostic
    }
  }

  private init(lexer: OpenStepLexer) {
    self.lexer = lexer
  }

  private var text: [UInt8] { lexer.text }

  private mutating func document() throws(OldStyleSyntaxError) -> PropertyListNode {
    guard lexer.skipSpace() else { throw fail(.empty, at: 0) }
    let root = try value(inside: "the file")
    if lexer.skipSpace() { throw fail(.textAfterRoot(found: describe(lexer.position)), at: lexer.position) }
    return root
  }

  /// The value at the current position (white space already skipped); `inside` names what holds it, for a message.
  private mutating func value(inside: String) throws(OldStyleSyntaxError) -> PropertyListNode {
    let start = lexer.position
    let location = lexer.location(start)
    switch text[start] {
    case UInt8(ascii: "{"):
      return try nested(at: start) { reader throws(OldStyleSyntaxError) in try reader.dictionary(start: start, location: location) }
    case UInt8(ascii: "("):
      return try nested(at: start) { reader throws(OldStyleSyntaxError) in try reader.array(start: start, location: location) }
    case UInt8(ascii: "<"):
      return try data(start: start, location: location)
    default:
      let string = try self.string(expected: "a value in \(inside)")
      return PropertyListNode(value: .string(string), location: location, range: start..<lexer.position)
    }
  }

  /// Runs `body` one level deeper, refusing a level beyond ``maximumDepth``.
  private mutating func nested(
    at offset: Int, _ body: (inout Self) throws(OldStyleSyntaxError) -> PropertyListNode
  ) throws(OldStyleSyntaxError) -> PropertyListNode {
    guard depth < Self.maximumDepth else { throw fail(.nestedTooDeep, at: offset) }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  /// A quoted or unquoted string at the current position.
  private mutating func string(expected: String) throws(OldStyleSyntaxError) -> String {
    let start = lexer.position
    let byte = text[start]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      guard let lexed = lexer.quotedString() else { throw fail(.unterminatedString, at: start) }
      return lexer.string(lexed)
    }
    guard OpenStepLexer.isUnquoted(byte) else { throw fail(.unexpected(found: describe(start), expected: expected), at: start) }
    return lexer.string(lexer.unquotedString())
  }

  /// `{ key = value; … }`, the `{` at `start`.
  private mutating func dictionary(start: Int, location: SourceLocation) throws(OldStyleSyntaxError) -> PropertyListNode {
    lexer.position += 1
    var members: [PropertyListNode.Member] = []
    while true {
      guard lexer.skipSpace() else { throw fail(.unexpectedEnd(inside: "the { … } dictionary opened at \(location)"), at: text.count) }
      let keyOffset = lexer.position
      if text[keyOffset] == UInt8(ascii: "}") {
        lexer.position += 1
        return PropertyListNode(value: .dictionary(members), location: location, range: start..<lexer.position, endTagOffset: keyOffset)
      }
      let keyLocation = lexer.location(keyOffset)
      let key = try string(expected: "a key or the closing }")
      try expect(UInt8(ascii: "="), "= after the key \"\(key)\"", inside: "the dictionary opened at \(location)")
      guard lexer.skipSpace() else { throw fail(.unexpectedEnd(inside: "the value of \"\(key)\""), at: text.count) }
      let node = try value(inside: "the value of \"\(key)\"")
      try expect(UInt8(ascii: ";"), "; after the value of \"\(key)\"", inside: "the dictionary opened at \(location)")
      members.append(PropertyListNode.Member(key: key, keyLocation: keyLocation, keyOffset: keyOffset, node: node))
    }
  }

  /// `( value, … )` with an optional comma after the last value, the `(` at `start`.
  private mutating func array(start: Int, location: SourceLocation) throws(OldStyleSyntaxError) -> PropertyListNode {
    lexer.position += 1
    var elements: [PropertyListNode] = []
    while true {
      guard lexer.skipSpace() else { throw fail(.unexpectedEnd(inside: "the ( … ) array opened at \(location)"), at: text.count) }
      let offset = lexer.position
      if text[offset] == UInt8(ascii: ")") {
        lexer.position += 1
        return PropertyListNode(value: .array(elements), location: location, range: start..<lexer.position, endTagOffset: offset)
      }
      elements.append(try value(inside: "the array opened at \(location)"))
      guard lexer.skipSpace() else { throw fail(.unexpectedEnd(inside: "the ( … ) array opened at \(location)"), at: text.count) }
      switch text[lexer.position] {
      case UInt8(ascii: ","): lexer.position += 1
      case UInt8(ascii: ")"): continue
      default: throw fail(.unexpected(found: describe(lexer.position), expected: ", or the closing )"), at: lexer.position)
      }
    }
  }

  /// `<0fa3 12bc>`, the `<` at `start`: its hexadecimal digits, white space dropped, as the node's text.
  private mutating func data(start: Int, location: SourceLocation) throws(OldStyleSyntaxError) -> PropertyListNode {
    var position = start + 1
    var digits: [UInt8] = []
    while position < text.count, text[position] != UInt8(ascii: ">") {
      let byte = text[position]
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      {
        digits.append(byte)
      } else if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {
        throw fail(.invalidData(found: describe(position)), at: position)
      }
      position += 1
    }
    guard position < text.count else { throw fail(.unexpectedEnd(inside: "the < … > data opened at \(location)"), at: text.count) }
    guard digits.count % 2 == 0 else { throw fail(.oddData, at: start) }
    lexer.position = position + 1
    return PropertyListNode(
      value: .other(tag: "data", text: String(decoding: digits, as: UTF8.self)), location: location, range: start..<lexer.position)
  }

  /// Skips to `byte` and past it, or fails naming `expected`.
  private mutating func expect(_ byte: UInt8, _ expected: String, inside: String) throws(OldStyleSyntaxError) {
    guard lexer.skipSpace() else { throw fail(.unexpectedEnd(inside: inside), at: text.count) }
    guard text[lexer.position] == byte else {
      throw fail(.unexpected(found: describe(lexer.position), expected: expected), at: lexer.position)
    }
    lexer.position += 1
  }

  private func describe(_ offset: Int) -> String {
    StrayCharacter.describe(StrayCharacter.scalar(at: offset, in: text))
  }

  private mutating func fail(_ problem: OldStyleSyntaxError.Problem, at offset: Int) -> OldStyleSyntaxError {
    // An error may point before the last place asked for (the opening quote of a string never closed); a new tracker
    // counts from the start, once.
    var lines = LineTracker()
    return OldStyleSyntaxError(problem: problem, location: lines.location(of: min(offset, text.count), in: text, file: lexer.file))
  }
}
