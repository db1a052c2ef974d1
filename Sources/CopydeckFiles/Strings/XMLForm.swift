import Copydeck
import Foundation

/// The XML property-list form of a `.strings` file, read with Foundation's own XML property-list parser.
///
/// Apple tries its XML parser before the old-style one, and that parser is lenient in ways no small reader can
/// follow exactly (encoding declarations, text before the root, unknown tags). So Foundation decides whether the
/// file is an XML table and what it holds; ``PropertyListReader`` (on the package's one XML reader) adds file order,
/// locations and look-alike keys when it reads the same table: one `<dict>` of `<key>`/`<string>` pairs.
package enum XMLForm {
  /// The table of `data` when Apple reads it as an XML property list, `nil` when it is not XML at all.
  ///
  /// Apple's XML parser skips white space and gives up unless the next character is `<`; only then is Foundation
  /// asked. Asking it about any other text would make CoreFoundation retry the old-style parser, which writes an
  /// "Old-style plist parser" line to standard error for every broken table (in the preview, on every reload).
  ///
  /// Throws when the file is XML but not a table of strings, or when it looks like XML and Apple rejects it.
  package static func read(
    _ data: Data, file: String, oldStyleError: StringsDiagnostic
  ) throws(StringsDiagnostic) -> (document: OpenStepDocument, decoded: DecodedText)? {
    guard data.contains(UInt8(ascii: "<")), mayBeXML(data, file: file) else { return nil }
    var format = PropertyListSerialization.PropertyListFormat.openStep
    let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    guard let plist, format == .xml else {
      if let decoded = try? DecodedText(data, file: file), looksLikeXML(decoded.text) {
        _ = try readWithLocations(decoded, file: file)
        throw StringsDiagnostic(
          id: "invalid-xml", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
          message: "Apple's XML property-list parser rejects this file", hint: "check the XML declaration and that every tag is closed")
      }
      return nil
    }
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let dictionary = plist as? [String: Any] else {
      throw StringsDiagnostic(
        id: "not-a-table", severity: .error, location: start, message: "the XML property list does not hold a dictionary",
        hint: "a strings table in XML is <plist><dict><key>…</key><string>…</string></dict></plist>")
    }
    if let key = dictionary.keys.sorted().first(where: { !(dictionary[$0] is String) }) {
      throw StringsDiagnostic(
        id: "value-not-string", severity: .error, location: start, message: "the value of \"\(key)\" is not a <string>",
        hint: "a localized string must be a <string>")
    }
    let decoded = (try? DecodedText(data, file: file)) ?? DecodedText(text: "", encoding: .utf8(byteOrderMark: false))
    if let document = try? readWithLocations(decoded, file: file), agrees(document, with: dictionary) {
      return (document, decoded)
    }
    var document = OpenStepDocument(source: EntrySource(file: file, text: nil))
    document.form = .xml
    document.entries = dictionary.keys.sorted().map { [source = document.source] key in
      StringsEntry(key: key, value: dictionary[key] as! String, source: source, place: (1, 1), valuePlace: (1, 1), note: nil)
    }
    document.diagnostics.append(
      StringsDiagnostic(
        id: "xml-unusual", severity: .warning, location: start,
        message: "Apple reads this XML property list, but it is unusual enough that entries have no line numbers and cannot be edited",
        hint:
          "write it as <?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>…</dict></plist>, or convert it to the old-style form"
      ))
    return (document, decoded)
  }

  /// Whether the text starts, after white space, with `<` (undecodable text is left to Foundation to judge).
  private static func mayBeXML(_ data: Data, file: String) -> Bool {
    guard let decoded = try? DecodedText(data, file: file) else { return true }
    return decoded.text.unicodeScalars.first { !$0.properties.isWhitespace } == "<"
  }

  /// Whether the text, after white space, starts like an XML document rather than old-style syntax.
  private static func looksLikeXML(_ text: String) -> Bool {
    let rest = text.drop { $0.isWhitespace }
    return rest.hasPrefix("<?xml") || rest.hasPrefix("<!") || rest.hasPrefix("<plist") || rest.hasPrefix("<dict")
  }

  /// The table with each entry's locations and bytes (for the editor), read from an XML property list whose root is a
  /// dictionary of strings.
  private static func readWithLocations(_ decoded: DecodedText, file: String) throws(StringsDiagnostic) -> OpenStepDocument {
    let root = try PropertyListReader.parse(decoded.bytes, file: file)
    guard case .dictionary(let members) = root.value else {
      throw StringsDiagnostic(
        id: "invalid-xml", severity: .error, location: root.location, message: "the XML property list does not hold a <dict>",
        hint: "a strings table in XML is <plist><dict>…</dict></plist>")
    }
    var document = OpenStepDocument(source: EntrySource(file: file, text: nil))
    document.form = .xml
    document.insertionPoint = root.endTagOffset
    for member in members {
      guard case .string(let value) = member.node.value else {
        throw StringsDiagnostic(
          id: "value-not-string", severity: .error, location: member.node.location,
          message: "this value is \(member.node.kindName); a localized string must be a <string>",
          hint: "write the value as <string>…</string>")
      }
      document.entries.append(
        StringsEntry(
          key: member.key, value: value, source: document.source, place: (member.keyLocation.line, member.keyLocation.column),
          valuePlace: (member.node.location.line, member.node.location.column), note: nil))
      document.spans.append(EntrySpan(key: member.keyOffset..<member.keyOffset, value: member.node.range))
    }
    return document
  }

  /// Whether the reader found the same keys and values as Foundation (which merges look-alike keys).
  private static func agrees(_ document: OpenStepDocument, with dictionary: [String: Any]) -> Bool {
    let table = StringsTable(entries: document.entries)
    return Set(table.keys) == Set(dictionary.keys)
      && dictionary.allSatisfy { key, value in
        table.keys.contains { $0 == key && table.value(forKey: $0) == value as? String }
      }
  }
}
