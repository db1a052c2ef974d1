/// One value of an XML property list with the place it starts, read by ``PropertyListXMLReader``.
struct PropertyListNode: Sendable {
  /// The kinds of value a `.stringsdict` can hold.
  enum Value: Sendable {
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
  struct Member: Sendable {
    var key: String
    var keyLocation: SourceLocation
    /// The byte offset of the `<key>` start tag.
    var keyOffset: Int
    var node: PropertyListNode
  }

  var value: Value
  /// Where the value's start tag is.
  var location: SourceLocation
  /// The bytes of the element, from its start tag to the end of its end tag (what an editor replaces).
  var range: Range<Int>
  /// For a `<dict>` or `<array>` with an end tag, the byte offset of that end tag (where a new member would go).
  var endTagOffset: Int?

  /// A short name for the kind of value, for messages ("a <dict>").
  var kindName: String {
    switch value {
    case .dictionary: "a <dict>"
    case .array: "an <array>"
    case .string: "a <string>"
    case .other(let tag, _): "<\(tag)>"
    }
  }
}
