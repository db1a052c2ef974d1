/// Reads the XML property-list form of a `.strings` file: one `<dict>` of `<key>`/`<string>` pairs.
///
/// Handles the XML declaration, a DOCTYPE, comments, the five predefined entities, numeric character references and
/// CDATA sections — what Apple's XML property-list parser accepts in a strings table.
struct XMLPlistReader {
  private let text: UnsafeBufferPointer<UInt8>
  private let file: String
  private var position = 0
  private var lines = LineTracker()
  private var document = OpenStepDocument()

  /// Whether the text, after white space, starts like an XML document rather than old-style syntax.
  static func looksLikeXML(_ text: String) -> Bool {
    let rest = text.drop { $0.isWhitespace }
    return rest.hasPrefix("<?xml") || rest.hasPrefix("<!") || rest.hasPrefix("<plist") || rest.hasPrefix("<dict")
  }

  /// Parses an XML property list whose root is a dictionary of strings.
  static func parse(_ text: UnsafeBufferPointer<UInt8>, file: String) throws(StringsDiagnostic) -> OpenStepDocument {
    var reader = XMLPlistReader(text: text, file: file)
    reader.document.form = .xml
    try reader.parseDocument()
    return reader.document
  }

  private init(text: UnsafeBufferPointer<UInt8>, file: String) {
    self.text = text
    self.file = file
  }

  private mutating func parseDocument() throws(StringsDiagnostic) {
    skipMisc()
    var wrapped = false
    if let tag = peekTag(), tag.name == "plist" {
      position = tag.end
      wrapped = true
      skipMisc()
    }
    guard let dict = peekTag(), dict.name == "dict", !dict.closing else {
      throw fail(at: position, "the XML property list does not hold a <dict>", hint: "a strings table in XML is <plist><dict>…</dict></plist>")
    }
    position = dict.end
    if !dict.selfClosing { try parseEntries() }
    skipMisc()
    if wrapped {
      guard let close = peekTag(), close.name == "plist", close.closing else {
        throw fail(at: position, "expected </plist> here", hint: "close the property list with </plist>")
      }
      position = close.end
      skipMisc()
    }
    if position < text.count {
      throw fail(at: position, "there is more text after the end of the property list", hint: "remove everything after </plist>")
    }
  }

  private mutating func parseEntries() throws(StringsDiagnostic) {
    while true {
      skipMisc()
      guard let keyTag = peekTag() else { throw fail(at: position, "expected <key> or </dict> here", hint: "each entry is <key>…</key><string>…</string>") }
      if keyTag.name == "dict" && keyTag.closing {
        document.insertionPoint = position
        position = keyTag.end
        return
      }
      guard keyTag.name == "key", !keyTag.closing else {
        throw fail(at: position, "expected <key> here, found <\(keyTag.closing ? "/" : "")\(keyTag.name)>", hint: "each entry is <key>…</key><string>…</string>")
      }
      let keyStart = position
      position = keyTag.end
      let key = keyTag.selfClosing ? "" : try content(closing: "key")
      skipMisc()
      let valueStart = position
      guard let valueTag = peekTag(), !valueTag.closing else {
        throw fail(at: position, "expected <string> after the key", hint: "each entry is <key>…</key><string>…</string>")
      }
      guard valueTag.name == "string" else {
        throw StringsDiagnostic(
          id: "value-not-string", severity: .error, location: lines.location(of: position, in: text, file: file),
          message: "this value is <\(valueTag.name)>; a localized string must be a <string>", hint: "write the value as <string>…</string>")
      }
      position = valueTag.end
      let value = valueTag.selfClosing ? "" : try content(closing: "string")
      let keyLocation = lines.location(of: keyStart, in: text, file: file)
      let valueLocation = lines.location(of: valueStart, in: text, file: file)
      document.entries.append(StringsEntry(key: key, value: value, comment: nil, location: keyLocation, valueLocation: valueLocation))
      document.spans.append(EntrySpan(key: keyStart..<keyStart, value: valueStart..<position))
    }
  }

  private struct Tag {
    var name: String
    var closing: Bool
    var selfClosing: Bool
    var end: Int
  }

  private func peekTag() -> Tag? {
    guard position < text.count, text[position] == UInt8(ascii: "<") else { return nil }
    var index = position + 1
    let closing = index < text.count && text[index] == UInt8(ascii: "/")
    if closing { index += 1 }
    let nameStart = index
    while index < text.count, text[index] != UInt8(ascii: ">"), text[index] != UInt8(ascii: "/"), text[index] > 0x20 { index += 1 }
    let name = String(decoding: UnsafeBufferPointer(rebasing: text[nameStart..<index]), as: UTF8.self)
    while index < text.count, text[index] != UInt8(ascii: ">") { index += 1 }
    guard index < text.count else { return nil }
    let selfClosing = text[index - 1] == UInt8(ascii: "/")
    return Tag(name: name, closing: closing, selfClosing: selfClosing, end: index + 1)
  }

  /// Skips white space, the XML declaration, processing instructions, a DOCTYPE and comments.
  private mutating func skipMisc() {
    while position < text.count {
      let rest = text[position...]
      if text[position] == 0x20 || (text[position] >= 0x09 && text[position] <= 0x0D) {
        position += 1
      } else if rest.starts(with: "<?".utf8) {
        position = find("?>", from: position + 2).map { $0 + 2 } ?? text.count
      } else if rest.starts(with: "<!--".utf8) {
        position = find("-->", from: position + 4).map { $0 + 3 } ?? text.count
      } else if rest.starts(with: "<!".utf8) {
        position = find(">", from: position + 2).map { $0 + 1 } ?? text.count
      } else {
        return
      }
    }
  }

  private func find(_ needle: String, from start: Int) -> Int? {
    let bytes = Array(needle.utf8)
    var index = start
    while index + bytes.count <= text.count {
      if text[index] == bytes[0], text[index..<(index + bytes.count)].elementsEqual(bytes) { return index }
      index += 1
    }
    return nil
  }

  /// Reads character data up to `</name>`, decoding entities and CDATA sections.
  private mutating func content(closing name: String) throws(StringsDiagnostic) -> String {
    var bytes: [UInt8] = []
    while position < text.count {
      let byte = text[position]
      if byte == UInt8(ascii: "<") {
        if text[position...].starts(with: "<![CDATA[".utf8) {
          guard let end = find("]]>", from: position + 9) else { throw fail(at: position, "this CDATA section is never closed", hint: "close it with ]]>") }
          bytes += text[(position + 9)..<end]
          position = end + 3
          continue
        }
        guard let tag = peekTag(), tag.closing, tag.name == name else {
          throw fail(at: position, "expected </\(name)> here", hint: "a <\(name)> holds only text; write < as &lt;")
        }
        position = tag.end
        return String(decoding: bytes, as: UTF8.self)
      }
      if byte == UInt8(ascii: "&") {
        try decodeEntity(into: &bytes)
      } else {
        bytes.append(byte)
        position += 1
      }
    }
    throw fail(at: position, "the file ends inside <\(name)>", hint: "close it with </\(name)>")
  }

  private mutating func decodeEntity(into bytes: inout [UInt8]) throws(StringsDiagnostic) {
    let start = position
    guard let semicolon = find(";", from: position), semicolon - position <= 10 else {
      throw fail(at: start, "'&' starts no entity", hint: "write a literal & as &amp;")
    }
    let name = String(decoding: UnsafeBufferPointer(rebasing: text[(position + 1)..<semicolon]), as: UTF8.self)
    position = semicolon + 1
    let scalar: Unicode.Scalar?
    switch name {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default:
      if name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
      else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) }
      else { scalar = nil }
    }
    guard let scalar else { throw fail(at: start, "&\(name); is not an entity Apple's XML parser knows", hint: "use &lt; &gt; &amp; &quot; &apos; or &#x…;") }
    bytes += Array(String(Character(scalar)).utf8)
  }

  private mutating func fail(at offset: Int, _ message: String, hint: String) -> StringsDiagnostic {
    StringsDiagnostic(id: "invalid-xml", severity: .error, location: lines.location(of: min(offset, text.count), in: text, file: file), message: message, hint: hint)
  }
}
