/// A small XML reader for XLIFF files: elements with attributes and positions, and text exactly as written.
///
/// Text is not normalized: a carriage return stays in the text, so an import can refuse a target that a tool saved with
/// Windows line endings. Entities (`&amp;` … `&#xD;`), CDATA, comments, processing instructions and a DOCTYPE are
/// read; anything not well-formed (an unclosed or mismatched tag, a bad entity, a `<` in text) fails at its line.
struct XMLElement: Sendable {
  /// One child: an element, or a run of text.
  enum Child: Sendable {
    case element(XMLElement)
    case text(String)
  }

  /// The element's name as written, prefix included (`xml:space` stays an attribute, names are rarely prefixed).
  var name: String
  /// The attributes in file order.
  var attributes: [(name: String, value: String)]
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

/// Why an XML file is not well-formed, and where.
struct XMLSyntaxError: Error, Sendable {
  var line: Int
  var column: Int
  var message: String
}

/// Parses the bytes of an XML document into its root element.
struct XMLTreeReader {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var lineStart = 0

  static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
    var reader = XMLTreeReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
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

  private var column: Int { String(decoding: bytes[lineStart..<position], as: UTF8.self).count + 1 }

  private func error(_ message: String) -> XMLSyntaxError {
    XMLSyntaxError(line: line, column: column, message: message)
  }

  private func peek(_ literal: String) -> Bool {
    let utf8 = Array(literal.utf8)
    return position + utf8.count <= bytes.count && Array(bytes[position..<position + utf8.count]) == utf8
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
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
    let (startLine, startColumn) = (line, column)
    advance()  // <
    let name = try name()
    var attributes: [(name: String, value: String)] = []
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
      guard !attributes.contains(where: { $0.name == attribute }) else { throw error("attribute \(attribute) appears twice") }
      attributes.append((attribute, value))
    }
    var children: [XMLElement.Child] = []
    while true {
      guard position < bytes.count else { throw XMLSyntaxError(line: startLine, column: startColumn, message: "<\(name)> is never closed") }
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

  private func appendText(_ text: String, to children: inout [XMLElement.Child]) {
    if case .text(let previous)? = children.last {
      children[children.count - 1] = .text(previous + text)
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
        throw XMLSyntaxError(line: line, column: column, message: "unknown entity &\(body);")
      }
      return Array(String(scalar).utf8)
    }
  }
}
