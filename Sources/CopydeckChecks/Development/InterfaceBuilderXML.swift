import Foundation

/// The XML of a storyboard or xib, read strictly as a stream of start tags, text and end tags.
///
/// Interface Builder files are plain XML 1.0 in UTF-8: elements with quoted attributes, the five predefined entities,
/// character references, comments and the XML declaration. This reader knows exactly that and stops at the first
/// well-formedness error with its line. It stands in for Foundation's `XMLParser`, whose libraries (FoundationXML,
/// libxml2 and ICU) every `copydeck` process loaded at start, whatever its command, and which on Linux reports success
/// for some documents it found errors in (text after the root element, a closing tag that does not match).
///
/// Line numbers follow `XMLParser`'s: a start tag is on the line of its closing `>`.
struct InterfaceBuilderXML {
  /// What the reader met, in document order.
  enum Event {
    /// A start tag (an empty-element tag `<a/>` is a start followed by its end), with its attributes in the order
    /// written and their values unescaped and normalized as XML says (a tab or line break becomes a space).
    case start(name: String, attributes: [(name: String, value: String)], line: Int)
    /// Character data between tags (never empty): entities and character references resolved and line breaks written
    /// as `\n`, or the text of a CDATA section as it is.
    case text(String)
    /// An end tag.
    case end(name: String)
  }

  /// Why a file is not well-formed XML, and where reading stopped.
  struct Failure: Error, Equatable {
    /// The 1-based line where reading stopped.
    var line: Int
    /// What went wrong.
    var problem: Problem
  }

  /// The well-formedness errors the reader tells apart.
  enum Problem: Equatable {
    case empty
    case noRootElement
    case notUTF8
    case forbiddenCharacter
    case textOutsideRoot
    case unclosedElement
    case mismatchedEndTag(expected: String, found: String)
    case badName
    case unclosedTag
    case attributesNotSeparated
    case attributeWithoutValue
    case unquotedAttributeValue
    case unterminatedAttributeValue
    case lessThanInAttributeValue
    case repeatedAttribute(String)
    case undefinedEntity(String)
    case bareAmpersand
    case badCharacterReference
    case cdataEndInText
    case unclosedComment
    case doubleHyphenInComment
    case unclosedCDATA
    case unclosedProcessingInstruction
    case unclosedDoctype
    case misplacedDeclaration

    /// The problem in words that say what to fix.
    var message: String {
      switch self {
      case .empty: "the file is empty"
      case .noRootElement: "it does not start with an element (a storyboard starts with <document …>)"
      case .notUTF8: "it holds bytes that are not UTF-8 (Xcode saves storyboards and xibs as UTF-8)"
      case .forbiddenCharacter: "it holds a character XML does not allow"
      case .textOutsideRoot: "it has text outside its one root element"
      case .unclosedElement: "the file ends before its last element is closed"
      case .mismatchedEndTag(let expected, let found):
        "a closing tag does not match the element it closes (</\(found)> closes <\(expected)>)"
      case .badName: "a tag or attribute name is missing or starts with a character names cannot start with"
      case .unclosedTag: "a tag is not closed with >"
      case .attributesNotSeparated: "two attributes are not separated by a space"
      case .attributeWithoutValue: "an attribute has no value"
      case .unquotedAttributeValue, .unterminatedAttributeValue: "an attribute value does not start or end with a quote"
      case .lessThanInAttributeValue: "an attribute value holds a < (write it as &lt;)"
      case .repeatedAttribute(let name): "the attribute \(name) is given twice in one tag"
      case .undefinedEntity(let name):
        "it uses an entity XML does not define (&\(name);; only &amp; &lt; &gt; &quot; &apos; and &#…; are allowed)"
      case .bareAmpersand: "a & does not start an entity (write it as &amp;)"
      case .badCharacterReference: "a character reference is not a number of a character XML allows (&#…; or &#x…;)"
      case .cdataEndInText: "the text holds ]]>, which XML does not allow outside a CDATA section"
      case .unclosedComment: "a comment is not closed with -->"
      case .doubleHyphenInComment: "a comment holds -- before its end, which XML does not allow"
      case .unclosedCDATA: "a CDATA section is not closed with ]]>"
      case .unclosedProcessingInstruction: "a processing instruction is not closed with ?>"
      case .unclosedDoctype: "the DOCTYPE declaration is not closed with >"
      case .misplacedDeclaration: "it has a declaration (<!…>) where XML allows none"
      }
    }
  }

  private let bytes: [UInt8]
  private var position = 0
  /// The line of `lineOffset`, which only moves forward.
  private var line = 1
  private var lineOffset = 0

  /// Reads `data` (UTF-8, or UTF-16 with a byte-order mark) and hands each event to `visit`, in document order.
  static func read(_ data: Data, _ visit: (Event) -> Void) throws(Failure) {
    var reader = InterfaceBuilderXML(bytes: utf8Bytes(of: data))
    try reader.validateCharacters()
    try reader.readDocument(visit)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// The bytes as UTF-8: a UTF-16 file (with its byte-order mark) is transcoded, anything else is taken as it is.
  private static func utf8Bytes(of data: Data) -> [UInt8] {
    guard data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) else {
      return [UInt8](data)
    }
    return Array(text.utf8)
  }

  // MARK: - Characters

  /// Fails at the first byte that is not UTF-8, or the first character XML 1.0 does not allow (controls other than
  /// tab and line breaks, U+FFFE and U+FFFF).
  private mutating func validateCharacters() throws(Failure) {
    var offset = position
    var iterator = bytes[position...].makeIterator()
    var decoder = Unicode.UTF8.ForwardParser()
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded).value
        if (scalar < 0x20 && scalar != 0x09 && scalar != 0x0A && scalar != 0x0D) || scalar == 0xFFFE || scalar == 0xFFFF {
          throw fail(at: offset, .forbiddenCharacter)
        }
        offset += encoded.count
      case .error:
        throw fail(at: offset, .notUTF8)
      case .emptyInput:
        return
      }
    }
  }

  // MARK: - Document

  private mutating func readDocument(_ visit: (Event) -> Void) throws(Failure) {
    try skipMisc(allowingDoctype: true)
    guard position < bytes.count else { throw fail(at: position, .empty) }
    guard bytes[position] == UInt8(ascii: "<") else { throw fail(at: position, .textOutsideRoot) }
    if looking(at: "</") { throw fail(at: position, .noRootElement) }
    try readRootElement(visit)
    try skipMisc(allowingDoctype: false)
    if position < bytes.count { throw fail(at: position, .textOutsideRoot) }
  }

  /// Skips white space, comments, processing instructions (the XML declaration among them) and, before the root, one
  /// DOCTYPE declaration.
  private mutating func skipMisc(allowingDoctype: Bool) throws(Failure) {
    var doctypeAllowed = allowingDoctype
    while position < bytes.count {
      if isSpace(bytes[position]) {
        position += 1
      } else if looking(at: "<!--") {
        try skipComment()
      } else if looking(at: "<?") {
        try skipProcessingInstruction()
      } else if doctypeAllowed, looking(at: "<!DOCTYPE") {
        try skipDoctype()
        doctypeAllowed = false
      } else if looking(at: "<!") {
        throw fail(at: position, .misplacedDeclaration)
      } else {
        return
      }
    }
  }

  /// Reads the root element and everything in it; `position` is at its `<`.
  private mutating func readRootElement(_ visit: (Event) -> Void) throws(Failure) {
    var open: [String] = []
    repeat {
      guard position < bytes.count else { throw fail(at: position, .unclosedElement) }
      if bytes[position] != UInt8(ascii: "<") {
        visit(.text(try readText()))
      } else if looking(at: "</") {
        let name = try readEndTag()
        guard let expected = open.last, expected == name else {
          throw fail(at: position, .mismatchedEndTag(expected: open.last ?? "", found: name))
        }
        open.removeLast()
        visit(.end(name: name))
      } else if looking(at: "<!--") {
        try skipComment()
      } else if looking(at: "<![CDATA[") {
        let text = try readCDATA()
        if !text.isEmpty { visit(.text(text)) }
      } else if looking(at: "<?") {
        try skipProcessingInstruction()
      } else if looking(at: "<!") {
        throw fail(at: position, .misplacedDeclaration)
      } else {
        let (name, attributes, isEmpty) = try readStartTag()
        visit(.start(name: name, attributes: attributes, line: lineNumber(at: position - 1)))
        if isEmpty { visit(.end(name: name)) } else { open.append(name) }
      }
    } while !open.isEmpty
  }

  // MARK: - Tags

  /// Reads `<name attr="value" …>` or `<name …/>`; `position` ends after its `>`.
  private mutating func readStartTag() throws(Failure) -> (String, [(name: String, value: String)], isEmpty: Bool) {
    position += 1
    let name = try readName()
    var attributes: [(name: String, value: String)] = []
    while true {
      let spaced = skipSpaces()
      guard position < bytes.count else { throw fail(at: position, .unclosedTag) }
      if looking(at: "/>") {
        position += 2
        return (name, attributes, true)
      }
      if bytes[position] == UInt8(ascii: ">") {
        position += 1
        return (name, attributes, false)
      }
      guard isNameStart(bytes[position]) else { throw fail(at: position, .unclosedTag) }
      guard spaced else { throw fail(at: position, .attributesNotSeparated) }
      let attribute = try readName()
      skipSpaces()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw fail(at: position, .attributeWithoutValue) }
      position += 1
      skipSpaces()
      let value = try readAttributeValue()
      if attributes.contains(where: { $0.name == attribute }) { throw fail(at: position, .repeatedAttribute(attribute)) }
      attributes.append((attribute, value))
    }
  }

  /// Reads `</name>` (white space allowed before the `>`) and gives the name.
  private mutating func readEndTag() throws(Failure) -> String {
    position += 2
    let name = try readName()
    skipSpaces()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail(at: position, .unclosedTag) }
    position += 1
    return name
  }

  private mutating func readName() throws(Failure) -> String {
    let start = position
    guard position < bytes.count, isNameStart(bytes[position]) else { throw fail(at: position, .badName) }
    while position < bytes.count, isNameStart(bytes[position]) || isNameContinuation(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads a quoted attribute value: entities resolved, each tab, line feed, carriage return or CR LF a space.
  private mutating func readAttributeValue() throws(Failure) -> String {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
      throw fail(at: position, .unquotedAttributeValue)
    }
    let quote = bytes[position]
    position += 1
    var value: [UInt8] = []
    while true {
      guard position < bytes.count else { throw fail(at: position, .unterminatedAttributeValue) }
      let byte = bytes[position]
      switch byte {
      case quote:
        position += 1
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "<"):
        throw fail(at: position, .lessThanInAttributeValue)
      case UInt8(ascii: "&"):
        try appendReference(to: &value)
      case 0x0D:
        value.append(0x20)
        position += looking(at: "\r\n") ? 2 : 1
      case 0x09, 0x0A:
        value.append(0x20)
        position += 1
      default:
        value.append(byte)
        position += 1
      }
    }
  }

  // MARK: - Content

  /// Reads character data up to the next `<`: references resolved, CR LF and a lone CR written as `\n`.
  private mutating func readText() throws(Failure) -> String {
    var text: [UInt8] = []
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        try appendReference(to: &text)
      } else if byte == 0x0D {
        text.append(0x0A)
        position += looking(at: "\r\n") ? 2 : 1
      } else {
        if looking(at: "]]>") { throw fail(at: position, .cdataEndInText) }
        text.append(byte)
        position += 1
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Reads `<![CDATA[…]]>` and gives what is between as it is (`XMLParser` keeps a CR LF there too).
  private mutating func readCDATA() throws(Failure) -> String {
    let start = position
    position += 9
    guard let end = find("]]>") else { throw fail(at: start, .unclosedCDATA) }
    let text = String(decoding: bytes[position..<end], as: UTF8.self)
    position = end + 3
    return text
  }

  /// Appends the character an entity (`&amp;`) or character reference (`&#233;`, `&#xE9;`) at `position` stands for.
  private mutating func appendReference(to output: inout [UInt8]) throws(Failure) {
    let start = position
    position += 1
    if position < bytes.count, bytes[position] == UInt8(ascii: "#") {
      position += 1
      let hex = position < bytes.count && bytes[position] == UInt8(ascii: "x")
      if hex { position += 1 }
      let digitsStart = position
      while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - digitsStart < 8 { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ";"),
        let number = UInt32(String(decoding: bytes[digitsStart..<position], as: UTF8.self), radix: hex ? 16 : 10),
        let scalar = Unicode.Scalar(number), Self.isAllowed(scalar)
      else { throw fail(at: start, .badCharacterReference) }
      position += 1
      output.append(contentsOf: String(Character(scalar)).utf8)
      return
    }
    guard position < bytes.count, isNameStart(bytes[position]) else { throw fail(at: start, .bareAmpersand) }
    let name = try readName()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { throw fail(at: start, .bareAmpersand) }
    position += 1
    switch name {
    case "amp": output.append(UInt8(ascii: "&"))
    case "lt": output.append(UInt8(ascii: "<"))
    case "gt": output.append(UInt8(ascii: ">"))
    case "quot": output.append(UInt8(ascii: "\""))
    case "apos": output.append(UInt8(ascii: "'"))
    default: throw fail(at: start, .undefinedEntity(name))
    }
  }

  // MARK: - Markup that carries no text

  private mutating func skipComment() throws(Failure) {
    let start = position
    position += 4
    guard let hyphens = find("--") else { throw fail(at: start, .unclosedComment) }
    guard hyphens + 2 < bytes.count else { throw fail(at: start, .unclosedComment) }
    guard bytes[hyphens + 2] == UInt8(ascii: ">") else { throw fail(at: hyphens, .doubleHyphenInComment) }
    position = hyphens + 3
  }

  private mutating func skipProcessingInstruction() throws(Failure) {
    let start = position
    position += 2
    guard let end = find("?>") else { throw fail(at: start, .unclosedProcessingInstruction) }
    position = end + 2
  }

  /// Skips `<!DOCTYPE …>`, with quoted literals and an internal subset in brackets.
  private mutating func skipDoctype() throws(Failure) {
    let start = position
    position += 9
    var depth = 0
    var quote: UInt8?
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
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
    throw fail(at: start, .unclosedDoctype)
  }

  // MARK: - Bytes

  private func looking(at literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    return literal.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
  }

  /// The offset of the next `literal` from `position` on, if there is one.
  private func find(_ literal: StaticString) -> Int? {
    literal.withUTF8Buffer { needle in
      var offset = position
      while offset + needle.count <= bytes.count {
        if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle) { return offset }
        offset += 1
      }
      return nil
    }
  }

  @discardableResult private mutating func skipSpaces() -> Bool {
    let start = position
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    return position > start
  }

  private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  /// A byte that can start a name: a letter, `_`, `:`, or any byte of a non-ASCII character.
  private func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
      || byte >= 0x80
  }

  private func isNameContinuation(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Whether XML 1.0 allows `scalar` in a document.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
  }

  /// The line of `offset`, counting line feeds from the last offset asked about (offsets only move forward).
  private mutating func lineNumber(at offset: Int) -> Int {
    if offset < lineOffset {
      line = 1
      lineOffset = 0
    }
    for byte in bytes[lineOffset..<offset] where byte == 0x0A { line += 1 }
    lineOffset = offset
    return line
  }

  private mutating func fail(at offset: Int, _ problem: Problem) -> Failure {
    Failure(line: lineNumber(at: min(offset, bytes.count)), problem: problem)
  }
}
