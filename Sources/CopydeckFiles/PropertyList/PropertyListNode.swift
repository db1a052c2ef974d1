import Copydeck

/// One value of an XML property list with the place it starts, read by ``PropertyListReader``.
package struct PropertyListNode: Sendable {
  /// The kinds of value a `.stringsdict` can hold.
  package enum Value: Sendable {
    /// A `<dict>`, its pairs in file order.
    case dictionary([Member])
    /// An `<array>`.
    case array([PropertyListNode])
    /// A `<string>`.
    case string(String)
    /// Any other element (`<integer>`, `<true/>`, `<date>`, …), by tag name, with its text.
    case other(tag: String, text: String)
  }

  /// One `<key>` and the value after it.
  package struct Member: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    /// The byte offset of the `<key>` start tag.
    package var keyOffset: Int
    package var node: PropertyListNode
  }

  package var value: Value
  /// Where the value's start tag is.
  package var location: SourceLocation
  /// The bytes of the element, from its start tag to the end of its end tag (what an editor replaces).
  package var range: Range<Int>
  /// For a `<dict>` or `<array>` with an end tag, the byte offset of that end tag (where a new member would go).
  package var endTagOffset: Int?

  /// A short name for the kind of value, for messages ("a <dict>").
  package var kindName: String {
    switch value {
    case .dictionary: "a <dict>"
    case .array: "an <array>"
    case .string: "a <string>"
    case .other(let tag, _): "<\(tag)>"
    }
  }
}
