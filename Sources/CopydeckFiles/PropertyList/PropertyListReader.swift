import Copydeck

/// Reads an XML property list into a tree of ``PropertyListNode``s that know their line, column and bytes.
///
/// The XML is read by ``XMLReader``, the package's one XML reader; this type reads its events as a property list:
/// `<plist>` around one value (or a bare value), `<dict>` of `<key>`s each followed by its value, `<array>`,
/// `<string>` and the other scalar elements (`<integer>`, `<true/>`, …). `.stringsdict` files and the XML form of
/// `.strings` tables are both read with it. The first problem in the file throws with its location.
package struct PropertyListReader {
  private var reader: XMLReader
  private let file: String

  /// Parses `bytes` (a table's text decoded to UTF-8 by ``DecodedText``, after any byte-order mark) as an XML
  /// property list; `file` names it in diagnostics.
  package static func parse(_ bytes: [UInt8], file: String) throws(StringsDiagnostic) -> PropertyListNode {
    let reader: XMLReader
    do {
      reader = try XMLReader(bytes, checkingUTF8: false)
    } catch {
      throw diagnostic(error, file: file)
    }
    var plist = PropertyListReader(reader: reader, file: file)
    return try plist.document()
  }

  private init(reader: XMLReader, file: String) {
    self.reader = reader
    self.file = file
  }

  /// A problem of the XML itself, as a diagnostic.
  private static func diagnostic(_ error: XMLSyntaxError, file: String) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "invalid-xml", severity: .error, location: SourceLocation(file: file, line: error.line, column: error.column),
      message: error.message,
      hint: error.problem == .nestedTooDeep
        ? "a property list of copy needs only a few levels"
        : "fix the XML here: a property list is <plist version=\"1.0\"><dict>…</dict></plist>, and its text writes < as &lt; and & as &amp;"
    )
  }

  private mutating func next() throws(StringsDiagnostic) -> XMLReader.Event? {
    do {
      return try reader.next()
    } catch {
      throw Self.diagnostic(error, file: file)
    }
  }

  /// The value inside `<plist>`, or the root itself when the file has no `<plist>` around it; nothing may follow.
  private mutating func document() throws(StringsDiagnostic) -> PropertyListNode {
    let root = reader.root
    var found: PropertyListNode?
    if root.name == "plist" {
      loop: while let event = try next() {
        switch event {
        case .text(let text, let offset):
          guard isBlank(text) else { throw found == nil ? missingValue(at: offset) : extraValue(at: offset) }
        case .markup: continue
        case .start(let tag):
          guard found == nil else { throw extraValue(at: tag.range.lowerBound) }
          found = try value(tag)
        case .end(let range):
          guard found != nil else { throw missingValue(at: range.lowerBound) }
          break loop
        }
      }
    } else {
      found = try value(root)
    }
    do {
      try reader.finish()
    } catch {
      throw Self.diagnostic(error, file: file)
    }
    guard let found else { throw missingValue(at: root.range.upperBound) }
    return found
  }

  private mutating func missingValue(at offset: Int) -> StringsDiagnostic {
    fail(at: offset, "expected a property list value here", hint: "a property list is <plist version=\"1.0\"><dict>…</dict></plist>")
  }

  private mutating func extraValue(at offset: Int) -> StringsDiagnostic {
    fail(at: offset, "expected </plist> here", hint: "a <plist> holds one value; close it with </plist> after it")
  }

  private mutating func missingMemberValue(at offset: Int) -> StringsDiagnostic {
    fail(at: offset, "expected a value (<string>, <dict>, …) here", hint: "every <key> is followed by its value")
  }

  /// The value `tag` starts, read up to its end tag.
  private mutating func value(_ tag: XMLStartTag) throws(StringsDiagnostic) -> PropertyListNode {
    var closing: Range<Int>?
    let value: PropertyListNode.Value
    switch tag.name {
    case "dict": value = .dictionary(tag.isEmpty ? [] : try members(closing: &closing))
    case "array": value = .array(tag.isEmpty ? [] : try elements(closing: &closing))
    case "string": value = .string(tag.isEmpty ? "" : try text(of: tag, closing: &closing))
    case "key": throw fail(tag, "a <key> here has no <dict> around it", hint: "keys belong inside <dict>…</dict>")
    default: value = .other(tag: tag.name, text: tag.isEmpty ? "" : try text(of: tag, closing: &closing))
    }
    let isCollection = tag.name == "dict" || tag.name == "array"
    return PropertyListNode(
      value: value, location: location(of: tag), range: tag.range.lowerBound..<(closing?.upperBound ?? tag.range.upperBound),
      endTagOffset: isCollection ? closing?.lowerBound : nil)
  }

  /// The `<key>`s and values of a `<dict>`, up to its end tag (whose bytes go to `closing`).
  private mutating func members(closing: inout Range<Int>?) throws(StringsDiagnostic) -> [PropertyListNode.Member] {
    var members: [PropertyListNode.Member] = []
    var key: (text: String, tag: XMLStartTag)?
    loop: while let event = try next() {
      switch event {
      case .text(let text, let offset):
        guard isBlank(text) else {
          throw key == nil
            ? fail(at: offset, "expected <key> or </dict> here", hint: "a <dict> holds <key>…</key> followed by a value")
            : missingMemberValue(at: offset)
        }
      case .markup: continue
      case .start(let tag):
        if let pending = key {
          members.append(
            PropertyListNode.Member(
              key: pending.text, keyLocation: location(of: pending.tag), keyOffset: pending.tag.range.lowerBound, node: try value(tag)))
          key = nil
        } else {
          guard tag.name == "key" else {
            throw fail(tag, "expected <key> here, found <\(tag.name)>", hint: "a <dict> holds <key>…</key> followed by a value")
          }
          var keyClosing: Range<Int>?
          key = (tag.isEmpty ? "" : try text(of: tag, closing: &keyClosing), tag)
        }
      case .end(let range):
        guard key == nil else { throw missingMemberValue(at: range.lowerBound) }
        closing = range
        break loop
      }
    }
    return members
  }

  /// The values of an `<array>`, up to its end tag (whose bytes go to `closing`).
  private mutating func elements(closing: inout Range<Int>?) throws(StringsDiagnostic) -> [PropertyListNode] {
    var elements: [PropertyListNode] = []
    loop: while let event = try next() {
      switch event {
      case .text(let text, let offset):
        guard isBlank(text) else { throw missingMemberValue(at: offset) }
      case .markup: continue
      case .start(let tag): elements.append(try value(tag))
      case .end(let range):
        closing = range
        break loop
      }
    }
    return elements
  }

  /// The text of a `<key>`, `<string>` or other scalar element, up to its end tag (whose bytes go to `closing`): it
  /// holds no elements, and no comments (Apple's parser rejects one there).
  private mutating func text(of tag: XMLStartTag, closing: inout Range<Int>?) throws(StringsDiagnostic) -> String {
    var text = ""
    loop: while let event = try next() {
      switch event {
      case .text(let run, _): text += run
      case .markup(let offset):
        throw fail(
          at: offset, "expected </\(tag.name)> here", hint: "a <\(tag.name)> holds only text; Apple's parser rejects a comment inside it")
      case .start(let inner):
        throw fail(inner, "expected </\(tag.name)> here", hint: "a <\(tag.name)> holds only text; write < as &lt;")
      case .end(let range):
        closing = range
        break loop
      }
    }
    return text
  }

  /// Whether `text` is only the white space XML allows between elements (Apple's parser refuses any other).
  private func isBlank(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  private func location(of tag: XMLStartTag) -> SourceLocation {
    SourceLocation(file: file, line: tag.line, column: tag.column)
  }

  private func fail(_ tag: XMLStartTag, _ message: String, hint: String) -> StringsDiagnostic {
    StringsDiagnostic(id: "invalid-xml", severity: .error, location: location(of: tag), message: message, hint: hint)
  }

  private mutating func fail(at offset: Int, _ message: String, hint: String) -> StringsDiagnostic {
    let (line, column) = reader.place(of: offset)
    return StringsDiagnostic(
      id: "invalid-xml", severity: .error, location: SourceLocation(file: file, line: line, column: column), message: message, hint: hint)
  }
}
