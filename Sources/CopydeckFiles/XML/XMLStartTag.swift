/// A start tag read by ``XMLReader``: the element's name, attributes, place and bytes.
package struct XMLStartTag: Sendable {
  /// The element's name as written, prefix included (`xml:space` stays an attribute, names are rarely prefixed).
  package var name: String
  /// The attributes in file order.
  package var attributes: [XMLAttribute]
  /// The 1-based line of the `<`.
  package var line: Int
  /// The 1-based column of the `<`.
  package var column: Int
  /// The tag's bytes, from `<` to `>`.
  package var range: Range<Int>
  /// Whether it is an empty-element tag (`<a/>`), which has no content and no end tag.
  package var isEmpty: Bool
}

/// One attribute of a start tag: its name, its value with entities resolved, and where its name starts.
package struct XMLAttribute: Sendable {
  package var name: String
  package var value: String
  /// The 1-based line of the attribute's name.
  package var line: Int
  /// The 1-based column of the attribute's name.
  package var column: Int
}
