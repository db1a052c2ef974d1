import Copydeck

/// Reads an XML property list into a tree of ``PropertyListNode``s that know their line, column and bytes.
///
/// The one XML property-list reader: `.stringsdict` files and the XML form of `.strings` tables are both read with it.
/// Accepts the XML declaration, a DOCTYPE, comments, `<plist>`, `<dict>`,
/// `<array>`, `<key>`, `<string>` and the other scalar elements, the five predefined entities, numeric character
/// references and CDATA sections. The first problem throws with its location; it never traps on bad input.
package struct PropertyListXMLReader {
  private let text: UnsafeBufferPointer<UInt8>
  private let file: String
  private var position = 0
  private var depth = 0
  private var lines = LineTracker()

  /// Parses UTF-8 `text` (after any byte-order mark) as an XML property list; `file` names it in diagnostics.
  package static func parse(_ text: UnsafeBufferPointer<UInt8>, file: String) throws(StringsDiagnostic) -> PropertyListNode {
    var reader = PropertyListXMLReader(text: text, file: file)
    return try reader.parseDocument()
  }

  private init(text: UnsafeBufferPointer<UInt8>, file: String) {
    self.text = text
    self.file = file
  }

  private mutating func parseDocument() throws(StringsDiagnostic) -> PropertyListNode {
    skipMisc()
    var wrapped = false
    if let tag = peekTag(), tag.name == "plist", !tag.closing {
      position = tag.end
      wrapped = !tag.selfClosing
      skipMisc()
    }
    guard peekTag() != nil else {
      throw fail(
        at: position, "expected a property list value here", hint: "a property list is <plist version=\"1.0\"><dict>…</dict></plist>")
    }
    let root = try parseValue()
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
    return root
  }

  private mutating func parseValue() throws(StringsDiagnostic) -> PropertyListNode {
    let start = position
    guard let tag = peekTag(), !tag.closing else {
      throw fail(at: position, "expected a value (<string>, <dict>, …) here", hint: "every <key> is followed by its value")
    }
    let location = lines.location(of: start, in: text, file: file)
    position = tag.end
    var endTag: Int?
    let value: PropertyListNode.Value
    switch tag.name {
    case "dict":
      value = .dictionary(tag.selfClosing ? [] : try parseMembers(endTag: &endTag))
    case "array":
      value = .array(tag.selfClosing ? [] : try parseElements(endTag: &endTag))
    case "string":
      value = .string(tag.selfClosing ? "" : try content(closing: "string"))
    case "key":
      throw fail(at: start, "a <key> here has no <dict> around it", hint: "keys belong inside <dict>…</dict>")
    default:
      value = .other(tag: tag.name, text: tag.selfClosing ? "" : try content(closing: tag.name))
    }
    return PropertyListNode(value: value, location: location, range: start..<position, endTagOffset: endTag)
  }

  private mutating func enter(at offset: Int) throws(StringsDiagnostic) {
    depth += 1
    guard depth <= 64 else {
      throw fail(
        at: offset, "the property list is nested more than 64 levels deep", hint: "a property list of copy needs only a few levels")
    }
  }

  private mutating func parseMembers(endTag: inout Int?) throws(StringsDiagnostic) -> [PropertyListNode.Member] {
    try enter(at: position)
    defer { depth -= 1 }
    var members: [PropertyListNode.Member] = []
    while true {
      skipMisc()
      guard let tag = peekTag() else {
        throw fail(at: position, "expected <key> or </dict> here", hint: "a <dict> holds <key>…</key> followed by a value")
      }
      if tag.name == "dict" && tag.closing {
        endTag = position
        position = tag.end
        return members
      }
      guard tag.name == "key", !tag.closing else {
        throw fail(
          at: position, "expected <key> here, found <\(tag.closing ? "/" : "")\(tag.name)>",
          hint: "a <dict> holds <key>…</key> followed by a value")
      }
      let keyOffset = position
      let keyLocation = lines.location(of: position, in: text, file: file)
      position = tag.end
      let key = tag.selfClosing ? "" : try content(closing: "key")
      skipMisc()
      members.append(PropertyListNode.Member(key: key, keyLocation: keyLocation, keyOffset: keyOffset, node: try parseValue()))
    }
  }

  private mutating func parseElements(endTag: inout Int?) throws(StringsDiagnostic) -> [PropertyListNode] {
    try enter(at: position)
    defer { depth -= 1 }
    var elements: [PropertyListNode] = []
    while true {
      skipMisc()
      if let tag = peekTag(), tag.name == "array", tag.closing {
        endTag = position
        position = tag.end
        return elements
      }
      elements.append(try parseValue())
    }
  }

  private struct Tag {
    package var name: String
    package var closing: Bool
    package var selfClosing: Bool
    package var end: Int
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
    guard index < text.count, !name.isEmpty else { return nil }
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
      } else if rest.starts(with: "<!".utf8), !rest.starts(with: "<![CDATA[".utf8) {
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

  /// Reads character data up to `</name>`, decoding entities and CDATA sections; comments are skipped.
  private mutating func content(closing name: String) throws(StringsDiagnostic) -> String {
    var bytes: [UInt8] = []
    while position < text.count {
      let byte = text[position]
      if byte == UInt8(ascii: "<") {
        if text[position...].starts(with: "<![CDATA[".utf8) {
          guard let end = find("]]>", from: position + 9) else {
            throw fail(at: position, "this CDATA section is never closed", hint: "close it with ]]>")
          }
          bytes += text[(position + 9)..<end]
          position = end + 3
          continue
        }
        if text[position...].starts(with: "<!--".utf8) {
          guard let end = find("-->", from: position + 4) else {
            throw fail(at: position, "this comment is never closed", hint: "close it with -->")
          }
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
      if name.hasPrefix("#x") {
        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      } else if name.hasPrefix("#") {
        scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
      } else {
        scalar = nil
      }
    }
    guard let scalar else {
      throw fail(at: start, "&\(name); is not an entity Apple's XML parser knows", hint: "use &lt; &gt; &amp; &quot; &apos; or &#x…;")
    }
    bytes += Array(String(Character(scalar)).utf8)
  }

  private mutating func fail(at offset: Int, _ message: String, hint: String) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "invalid-xml", severity: .error, location: lines.location(of: min(offset, text.count), in: text, file: file), message: message,
      hint: hint)
  }
}
