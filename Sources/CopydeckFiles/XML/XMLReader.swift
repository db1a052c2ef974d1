/// The package's one XML reader: the events of a document in order, for XLIFF files (through ``XMLTreeReader``),
/// XML property lists (`.stringsdict` and the XML form of `.strings`, through ``PropertyListReader``) and
/// storyboards and xibs (with ``Options/strict`` and ``Options/normalizesLineBreaks``, as Xcode's parser reads them).
///
/// Start tags come with their attributes, line, column and bytes; text exactly as written: a carriage return stays in
/// the text, so an import can refuse a target that a tool saved with Windows line endings. Entities (`&amp;` …
/// `&#xD;`), CDATA, comments, processing instructions and a DOCTYPE are read; anything not well-formed (an unclosed or
/// mismatched tag, a bad entity, a `<` in a value, text after the root), bytes that are not UTF-8, and elements nested
/// deeper than ``maximumDepth`` fail at their line and column. It never traps on bad input, and a reader of a format
/// meets its own problems in document order, before any later one of the XML.
///
/// Linear in the size of the input: positions are counted by a ``LineTracker`` only where a tag, an attribute or an
/// error needs one, each byte scanned about once however long its line.
package struct XMLReader {
  /// How deep elements may nest. An XLIFF file nests 5 levels (`xliff`, `file`, `body`, `trans-unit`, `target`), a
  /// `.stringsdict` 5 (`plist`, `dict`, `dict`, `dict`, `string`) and an inline tag a few more; the bound keeps a
  /// hostile file from exhausting the stack of a reader that recurses.
  package static let maximumDepth = 256

  /// What a reader of a format asks for beyond the defaults, which read what XLIFF and property-list tools write.
  package struct Options: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Every well-formedness rule of XML 1.0 the defaults let pass: names start with a letter, `_` or `:`;
    /// attributes are separated by white space; no `--` inside a comment; no character XML forbids, written or
    /// referenced (`&#1;`); no `]]>` in text; no declaration (`<!…>`) inside the root element.
    package static let strict = Options(rawValue: 1 << 0)
    /// XML's end-of-line and attribute-value normalization: in text a CR LF or a lone CR becomes a line feed; in an
    /// attribute value a tab, line feed, CR or CR LF becomes a space. CDATA is kept as written.
    package static let normalizesLineBreaks = Options(rawValue: 1 << 1)
  }

  /// What the reader met inside the root element, in document order.
  package enum Event {
    /// A start tag; an empty-element tag (`<a/>`) has no ``end(range:)``.
    case start(XMLStartTag)
    /// The end tag of the innermost open element (the reader checked its name): its bytes, from `</` to `>`.
    case end(range: Range<Int>)
    /// Character data with entities resolved, or a CDATA section's text as it is, with the offset of its first byte.
    case text(String, offset: Int)
    /// A comment or a processing instruction, at the offset of its `<`.
    case markup(offset: Int)
  }

  /// The root element's start tag.
  package private(set) var root = XMLStartTag(name: "", attributes: [], line: 1, column: 1, range: 0..<0, isEmpty: true)

  private let bytes: [UInt8]
  private let options: Options
  private var position = 0
  private var lines = LineTracker()
  /// The open elements, innermost last, with where each starts.
  private var open: [(name: String, line: Int, column: Int)] = []

  /// Reads up to and including the root element's start tag (``root``).
  ///
  /// With `checkingUTF8` false the bytes are taken as already decoded (a table's text, whose lone UTF-16 surrogates
  /// ``DecodedText`` keeps as Apple reads them); otherwise the first byte that is not UTF-8 fails. A UTF-8 byte-order
  /// mark is skipped.
  package init(_ bytes: [UInt8], checkingUTF8: Bool = true, options: Options = []) throws(XMLSyntaxError) {
    self.bytes = bytes
    self.options = options
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    if checkingUTF8, let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
      position = invalid
      throw error(.notUTF8(byte: bytes[invalid]))
    }
    if options.contains(.strict), let forbidden = Self.firstForbiddenCharacter(in: bytes, from: position) {
      position = forbidden
      throw error("a character XML does not allow")
    }
    try skipMisc()
    guard peek("<") else { throw error("expected the root element") }
    root = try startTag()
  }

  /// The next event inside the root element, or `nil` once the root is closed (then ``finish()`` checks the rest).
  package mutating func next() throws(XMLSyntaxError) -> Event? {
    guard let innermost = open.last else { return nil }
    guard position < bytes.count else {
      throw XMLSyntaxError(line: innermost.line, column: innermost.column, problem: .malformed("<\(innermost.name)> is never closed"))
    }
    let start = position
    guard bytes[position] == UInt8(ascii: "<") else {
      return .text(try characters(until: UInt8(ascii: "<"), normalizing: [0x0D]), offset: start)
    }
    if peek("</") {
      advance(2)
      let closing = try name()
      guard closing == innermost.name else {
        position = start
        throw error("</\(closing)> closes <\(innermost.name)> (opened at line \(innermost.line))")
      }
      skipSpace()
      guard peek(">") else { throw error("expected '>'") }
      advance()
      open.removeLast()
      return .end(range: start..<position)
    } else if peek("<!--") {
      try skipComment()
      return .markup(offset: start)
    } else if peek("<![CDATA[") {
      advance(9)
      let text = position
      try skip(past: "]]>", "unclosed CDATA section")
      return .text(String(decoding: bytes[text..<position - 3], as: UTF8.self), offset: start)
    } else if peek("<?") {
      try skip(past: "?>", "unclosed processing instruction")
      return .markup(offset: start)
    } else {
      return .start(try startTag())
    }
  }

  /// Checks that nothing but white space, comments and processing instructions follows the root element.
  package mutating func finish() throws(XMLSyntaxError) {
    try skipMisc()
    guard position == bytes.count else { throw error("text after the root element") }
  }

  /// The 1-based line and column of byte `offset`, for a reader of a format that finds a problem at a text run or an
  /// end tag.
  package mutating func place(of offset: Int) -> (line: Int, column: Int) {
    lines.place(of: min(offset, bytes.count), in: bytes)
  }

  /// How many bytes the position tracking has decoded to count columns (the test of linear work reads it).
  package var bytesDecodedForColumns: Int { lines.bytesDecodedForColumns }

  private mutating func error(_ message: String) -> XMLSyntaxError {
    error(.malformed(message))
  }

  private mutating func error(_ problem: XMLSyntaxError.Problem) -> XMLSyntaxError {
    let (line, column) = place(of: position)
    return XMLSyntaxError(line: line, column: column, problem: problem)
  }

  private func peek(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    return literal.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
  }

  private mutating func advance(_ count: Int = 1) {
    position = min(position + count, bytes.count)
  }

  /// Skips to just after `terminator`, or fails with `message`.
  private mutating func skip(past terminator: StaticString, _ message: String) throws(XMLSyntaxError) {
    while position < bytes.count, !peek(terminator) { advance() }
    guard position < bytes.count else { throw error(message) }
    advance(terminator.utf8CodeUnitCount)
  }

  /// White space, comments, processing instructions and a DOCTYPE outside the root element.
  private mutating func skipMisc() throws(XMLSyntaxError) {
    while position < bytes.count {
      if isSpace(bytes[position]) {
        advance()
      } else if peek("<?") {
        try skip(past: "?>", "unclosed processing instruction")
      } else if peek("<!--") {
        try skipComment()
      } else if peek("<!DOCTYPE") {
        try skipDoctype()
      } else {
        return
      }
    }
  }

  /// Skips a comment at `<!--`; a strict reader refuses `--` before its end.
  private mutating func skipComment() throws(XMLSyntaxError) {
    let start = position
    advance(4)
    while position < bytes.count, !peek("--") { advance() }
    guard position + 2 < bytes.count else {
      position = start
      throw error("unclosed comment")
    }
    if bytes[position + 2] == UInt8(ascii: ">") {
      advance(3)
      return
    }
    guard !options.contains(.strict) else { throw error("'--' inside a comment, which XML does not allow") }
    try skip(past: "-->", "unclosed comment")
  }

  /// Skips `<!DOCTYPE …>`, with quoted literals and an internal subset in brackets.
  private mutating func skipDoctype() throws(XMLSyntaxError) {
    let start = position
    advance(9)
    var depth = 0
    var quote: UInt8?
    while position < bytes.count {
      let byte = bytes[position]
      advance()
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth -= 1
      } else if byte == UInt8(ascii: ">"), depth <= 0 {
        return
      }
    }
    position = start
    throw error("unclosed DOCTYPE")
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A byte that can start a strict name: a letter, `_`, `:`, or any byte of a non-ASCII character.
  private func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
      || byte >= 0x80
  }

  /// A byte of a strict name after its first.
  private func isNameContinuation(_ byte: UInt8) -> Bool {
    isNameStart(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "\""),
      UInt8(ascii: "'"), UInt8(ascii: "&"):
      false
    default: true
    }
  }

  private mutating func name() throws(XMLSyntaxError) -> String {
    let start = position
    if options.contains(.strict) {
      guard position < bytes.count, isNameStart(bytes[position]) else { throw error("expected a name starting with a letter, '_' or ':'") }
      while position < bytes.count, isNameContinuation(bytes[position]) { advance() }
    } else {
      while position < bytes.count, isNameByte(bytes[position]) { advance() }
    }
    guard position > start else { throw error("expected a name") }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  @discardableResult private mutating func skipSpace() -> Bool {
    let start = position
    while position < bytes.count, isSpace(bytes[position]) { advance() }
    return position > start
  }

  /// Reads a start tag at `<`; a tag that is not empty opens its element.
  private mutating func startTag() throws(XMLSyntaxError) -> XMLStartTag {
    let start = position
    let (line, column) = place(of: position)
    guard open.count < Self.maximumDepth else { throw error(.nestedTooDeep) }
    advance()  // <
    let name = try name()
    var attributes: [XMLAttribute] = []
    var attributeNames: Set<String> = []
    while true {
      let spaced = skipSpace()
      guard position < bytes.count else { throw error("unclosed tag <\(name)>") }
      if peek("/>") {
        advance(2)
        return XMLStartTag(name: name, attributes: attributes, line: line, column: column, range: start..<position, isEmpty: true)
      }
      if peek(">") {
        advance()
        open.append((name, line, column))
        return XMLStartTag(name: name, attributes: attributes, line: line, column: column, range: start..<position, isEmpty: false)
      }
      if options.contains(.strict), !spaced {
        throw error(isNameStart(bytes[position]) ? "two attributes are not separated by a space" : "expected '>' or '/>'")
      }
      let (attributeLine, attributeColumn) = place(of: position)
      let attribute = try self.name()
      skipSpace()
      guard peek("=") else { throw error("expected '=' after attribute \(attribute)") }
      advance()
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
        throw error("expected a quoted value for attribute \(attribute)")
      }
      let quote = bytes[position]
      advance()
      let value = try characters(until: quote, normalizing: [0x09, 0x0A, 0x0D])
      advance()
      guard attributeNames.insert(attribute).inserted else { throw error("attribute \(attribute) appears twice") }
      attributes.append(XMLAttribute(name: attribute, value: value, line: attributeLine, column: attributeColumn))
    }
  }

  /// Character data up to `terminator` (not consumed), entities resolved; with ``Options/normalizesLineBreaks`` each
  /// of the `breaks` (a CR LF counting as one) is written as a space in a value, a line feed in text.
  private mutating func characters(until terminator: UInt8, normalizing breaks: [UInt8]) throws(XMLSyntaxError) -> String {
    let normalizing = options.contains(.normalizesLineBreaks)
    let strict = options.contains(.strict)
    let inText = terminator == UInt8(ascii: "<")
    var out: [UInt8] = []
    var run = position  // the start of the bytes not yet copied to `out`
    while position < bytes.count, bytes[position] != terminator {
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        out += bytes[run..<position]
        out += try entity()
        run = position
      } else if byte == UInt8(ascii: "<") {
        throw error("'<' inside a value; write &lt;")
      } else if normalizing, breaks.contains(byte) {
        out += bytes[run..<position]
        out.append(inText ? 0x0A : 0x20)
        position += peek("\r\n") ? 2 : 1
        run = position
      } else if strict, inText, byte == UInt8(ascii: "]"), peek("]]>") {
        throw error("']]>' in text, which XML allows only to end a CDATA section")
      } else {
        position += 1
      }
    }
    // In text the end of the file is reported by the element that is not closed; in an attribute, here.
    guard position < bytes.count || terminator == UInt8(ascii: "<") else { throw error("the file ends inside an attribute value") }
    // Without entities (the common case) the value is decoded from the file's bytes as they are, without a copy.
    if out.isEmpty { return String(decoding: bytes[run..<position], as: UTF8.self) }
    out += bytes[run..<position]
    return String(decoding: out, as: UTF8.self)
  }

  /// The character of the entity or character reference at `&`; a bad one fails at its `&`.
  private mutating func entity() throws(XMLSyntaxError) -> [UInt8] {
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - start < 12 { advance() }
    guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
      position = start
      throw error("a bare '&'; write &amp;")
    }
    let body = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
    advance()
    switch body {
    case "amp": return Array("&".utf8)
    case "lt": return Array("<".utf8)
    case "gt": return Array(">".utf8)
    case "quot": return Array("\"".utf8)
    case "apos": return Array("'".utf8)
    default:
      let number: UInt32? =
        body.hasPrefix("#x") ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
      guard let number, let scalar = Unicode.Scalar(number), !options.contains(.strict) || Self.isAllowed(scalar) else {
        position = start
        throw error(body.hasPrefix("#") ? "&\(body); is not a character XML allows" : "unknown entity &\(body);")
      }
      return Array(String(scalar).utf8)
    }
  }

  /// Whether XML 1.0 allows `scalar` in a document.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
  }

  /// The offset of the first character XML 1.0 forbids in valid UTF-8 `bytes` (controls other than tab and line
  /// breaks, U+FFFE and U+FFFF), from `start` on.
  private static func firstForbiddenCharacter(in bytes: [UInt8], from start: Int) -> Int? {
    var offset = start
    for scalar in String(decoding: bytes[start...], as: UTF8.self).unicodeScalars {
      if !isAllowed(scalar) { return offset }
      offset += UTF8.width(scalar)
    }
    return nil
  }

  /// The bytes of an XML file as UTF-8: a UTF-16 file (with its byte-order mark, as Xcode saves one) is transcoded,
  /// anything else is taken as it is.
  package static func utf8Bytes(of bytes: [UInt8]) -> [UInt8] {
    guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
    let (high, low) = bytes[0] == 0xFE ? (0, 1) : (1, 0)
    let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index -> UInt16 in
      UInt16(bytes[index + high]) << 8 | UInt16(bytes[index + low])
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
