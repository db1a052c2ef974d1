import Copydeck
import CopydeckFiles

/// A small XML reader for XLIFF files: elements with attributes and positions, and text exactly as written.
///
/// Text is not normalized: a carriage return stays in the text, so an import can refuse a target that a tool saved with
/// Windows line endings. Entities (`&amp;` … `&#xD;`), CDATA, comments, processing instructions and a DOCTYPE are
/// read; anything not well-formed (an unclosed or mismatched tag, a bad entity, a `<` in text), bytes that are not
/// UTF-8, and elements nested deeper than ``XMLTreeReader/maximumDepth`` fail at their line and column.
struct XMLElement: Sendable {
  /// One child: an element, or a run of text.
  enum Child: Sendable {
    case element(XMLElement)
    case text(String)
  }

  /// The element's name as written, prefix included (`xml:space` stays an attribute, names are rarely prefixed).
  var name: String
  /// The attributes in file order.
  var attributes: [XMLAttribute]
  /// The children in file order.
  var children: [Child]
  /// The 1-based line of the `<`.
  var line: Int
  /// The 1-based column of the `<`.
  var column: Int

  /// The value of attribute `name`, if present.
  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The line and column of attribute `name` (of its name), or of the element when it has no such attribute.
  func place(ofAttribute name: String) -> (line: Int, column: Int) {
    attributes.first { $0.name == name }.map { ($0.line, $0.column) } ?? (line, column)
  }

  /// The child elements named `name`, in order.
  func elements(_ name: String) -> [XMLElement] {
    children.compactMap { child in
      if case .element(let element) = child, element.name == name { element } else { nil }
    }
  }

  /// The first child element named `name`.
  func element(_ name: String) -> XMLElement? {
    elements(name).first
  }

  /// Every child element, in order.
  var childElements: [XMLElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// The text of the element's direct text children, joined (child elements are left out).
  var text: String {
    children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }
}

/// One attribute of an element: its name, its value with entities resolved, and where its name starts.
struct XMLAttribute: Sendable {
  var name: String
  var value: String
  /// The 1-based line of the attribute's name.
  var line: Int
  /// The 1-based column of the attribute's name.
  var column: Int
}

/// Why an XML file cannot be read, and where.
struct XMLSyntaxError: Error, Sendable {
  /// What is wrong.
  enum Problem: Sendable, Equatable {
    /// A byte that does not start a valid UTF-8 sequence.
    case notUTF8(byte: UInt8)
    /// An element opened deeper than ``XMLTreeReader/maximumDepth``.
    case nestedTooDeep
    /// Not well-formed XML: an unclosed or mismatched tag, a bad entity, a `<` in text, …
    case malformed(String)
  }

  var line: Int
  var column: Int
  var problem: Problem

  /// What is wrong, in one sentence.
  var message: String {
    switch problem {
    case .notUTF8(let byte):
      "byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8, so the file cannot be read"
    case .nestedTooDeep:
      "elements are nested more than \(XMLTreeReader.maximumDepth) levels deep (an XLIFF file needs 5), so the file cannot be read"
    case .malformed(let message): "\(message) — the file is not well-formed XML"
    }
  }

  /// What to do next.
  var hint: String {
    switch problem {
    case .notUTF8:
      "save the file as UTF-8, as Xcode writes XLIFF (it was probably saved as Latin-1, UTF-16 or another encoding), then import it again"
    case .nestedTooDeep: "this is not an XLIFF export; export the translation again from the translation tool"
    case .malformed: "fix the XML at this place, or export the translation again from the translation tool"
    }
  }
}

/// Parses the bytes of an XML document into its root element.
///
/// Linear in the size of the input: positions are counted by a ``LineTracker`` only where an element, an attribute or
/// an error needs one, each byte scanned about once however long its line.
struct XMLTreeReader {
  /// How deep elements may nest. An XLIFF file nests 5 levels (`xliff`, `file`, `body`, `trans-unit`, `target`) and
  /// an inline tag a few more; the bound keeps a hostile file from exhausting the stack.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  private var lines = LineTracker()

  static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
    var reader = XMLTreeReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    if let invalid = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
      reader.position = invalid
      throw reader.error(.notUTF8(byte: bytes[invalid]))
    }
    try reader.skipMisc()
    guard reader.peek("<") else { throw reader.error("expected the root element") }
    let root = try reader.element()
    try reader.skipMisc()
    guard reader.position == bytes.count else { throw reader.error("text after the root element") }
    return root
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// How many bytes the position tracking has decoded to count columns (the test of linear work reads it).
  static func bytesDecodedForColumns(parsing bytes: [UInt8]) -> Int {
    var reader = XMLTreeReader(bytes: bytes)
    _ = try? reader.element()
    return reader.lines.bytesDecodedForColumns
  }

  /// The line and column of the current position.
  private mutating func place() -> (line: Int, column: Int) {
    let bytes = self.bytes
    let offset = position
    return bytes.withUnsafeBufferPointer { lines.place(of: offset, in: $0) }
  }

  private mutating func error(_ message: String) -> XMLSyntaxError {
    error(.malformed(message))
  }

  private mutating func error(_ problem: XMLSyntaxError.Problem) -> XMLSyntaxError {
    let (line, column) = place()
    return XMLSyntaxError(line: line, column: column, problem: problem)
  }

  private func peek(_ literal: String) -> Bool {
    let utf8 = literal.utf8
    return position + utf8.count <= bytes.count && utf8.elementsEqual(bytes[position..<position + utf8.count])
  }

  private mutating func advance(_ count: Int = 1) {
    position = min(position + count, bytes.count)
  }

  /// Skips to just after `terminator`, or fails with `message`.
  private mutating func skip(past terminator: String, _ message: String) throws(XMLSyntaxError) {
    while position < bytes.count, !peek(terminator) { advance() }
    guard position < bytes.count else { throw error(message) }
    advance(terminator.utf8.count)
  }
  /// White space, comments, processing instructions and a DOCTYPE outside the root element.
  private mutating func skipMisc() throws(XMLSyntaxError) {
    while position < bytes.count {
      if isSpace(bytes[position]) {
        advance()
      } else if peek("<?") {
        try skip(past: "?>", "unclosed processing instruction")
      } else if peek("<!--") {
        try skip(past: "-->", "unclosed comment")
      } else if peek("<!DOCTYPE") {
        try skip(past: ">", "unclosed DOCTYPE")
      } else {
        return
      }
    }
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    !isSpace(byte) && !"<>/=\"'&".utf8.contains(byte)
  }

  private mutating func name() throws(XMLSyntaxError) -> String {
    let start = position
    while position < bytes.count, isNameByte(bytes[position]) { advance() }
    guard position > start else { throw error("expected a name") }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func skipSpace() {
    while position < bytes.count, isSpace(bytes[position]) { advance() }
  }

  private mutating func element() throws(XMLSyntaxError) -> XMLElement {
    let (startLine, startColumn) = place()
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw error(.nestedTooDeep) }
    advance()  // <
    let name = try name()
    var attributes: [XMLAttribute] = []
    var attributeNames: Set<String> = []
    while true {
      skipSpace()
      guard position < bytes.count else { throw error("unclosed tag <\(name)>") }
      if peek("/>") {
        advance(2)
        return XMLElement(name: name, attributes: attributes, children: [], line: startLine, column: startColumn)
      }
      if peek(">") {
        advance()
        break
      }
      let (attributeLine, attributeColumn) = place()
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
      let value = try characters(until: quote)
      advance()
      guard attributeNames.insert(attribute).inserted else { throw error("attribute \(attribute) appears twice") }
      attributes.append(XMLAttribute(name: attribute, value: value, line: attributeLine, column: attributeColumn))
    }
    var children: [XMLElement.Child] = []
    while true {
      guard position < bytes.count else {
        throw XMLSyntaxError(line: startLine, column: startColumn, problem: .malformed("<\(name)> is never closed"))
      }
      if peek("</") {
        advance(2)
        let closing = try self.name()
        guard closing == name else { throw error("</\(closing)> closes <\(name)> (opened at line \(startLine))") }
        skipSpace()
        guard peek(">") else { throw error("expected '>'") }
        advance()
        return XMLElement(name: name, attributes: attributes, children: children, line: startLine, column: startColumn)
      } else if peek("<!--") {
        try skip(past: "-->", "unclosed comment")
      } else if peek("<![CDATA[") {
        advance(9)
        let start = position
        try skip(past: "]]>", "unclosed CDATA section")
        appendText(String(decoding: bytes[start..<position - 3], as: UTF8.self), to: &children)
      } else if peek("<?") {
        try skip(past: "?>", "unclosed processing instruction")
      } else if peek("<") {
        children.append(.element(try element()))
      } else {
        appendText(try characters(until: UInt8(ascii: "<")), to: &children)
      }
    }
  }

  /// Appends `text`, joined to the text before it (in place, so many runs split by comments cost their length).
  private func appendText(_ text: String, to children: inout [XMLElement.Child]) {
    if case .text(var previous)? = children.last {
      children.removeLast()
      previous += text
      children.append(.text(previous))
    } else {
      children.append(.text(text))
    }
  }

  /// Character data up to `terminator` (not consumed), entities resolved.
  private mutating func characters(until terminator: UInt8) throws(XMLSyntaxError) -> String {
    var out: [UInt8] = []
    while position < bytes.count, bytes[position] != terminator {
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        out += try entity()
      } else if byte == UInt8(ascii: "<") {
        throw error("'<' inside a value; write &lt;")
      } else {
        out.append(byte)
        advance()
      }
    }
    // In text the end of the file is reported by the element that is not closed; in an attribute, here.
    guard position < bytes.count || terminator == UInt8(ascii: "<") else { throw error("the file ends inside an attribute value") }
    return String(decoding: out, as: UTF8.self)
  }

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
      guard let number, let scalar = Unicode.Scalar(number) else {
        throw error("unknown entity &\(body);")
      }
      return Array(String(scalar).utf8)
    }
  }
}
