import Copydeck

/// Reads the XML property-list form of a `.strings` file: one `<dict>` of `<key>`/`<string>` pairs.
///
/// The XML itself is read by ``PropertyListXMLReader``, the package's one XML property-list reader (it handles the
/// XML declaration, a DOCTYPE, comments, the predefined entities, character references and CDATA); this type checks
/// that the tree is a table of strings and keeps each entry's locations and bytes for the editor.
package enum XMLPlistReader {
  /// Whether the text, after white space, starts like an XML document rather than old-style syntax.
  package static func looksLikeXML(_ text: String) -> Bool {
    let rest = text.drop { $0.isWhitespace }
    return rest.hasPrefix("<?xml") || rest.hasPrefix("<!") || rest.hasPrefix("<plist") || rest.hasPrefix("<dict")
  }

  /// Parses an XML property list whose root is a dictionary of strings.
  package static func parse(_ text: UnsafeBufferPointer<UInt8>, file: String) throws(StringsDiagnostic) -> OpenStepDocument {
    let root = try PropertyListXMLReader.parse(text, file: file)
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
}
