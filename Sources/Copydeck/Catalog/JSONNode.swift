/// A JSON value with the line and column it starts at and the bytes it spans, read by ``JSONReader``.
///
/// Foundation's decoders drop positions and silently keep the last of two equal keys; the
/// manifest needs both to report `catalog.json:12:7: error: …` and to reject duplicates, and the String
/// Catalog editor needs the bytes to change one value and keep every other byte.
package struct JSONNode: Sendable {
  /// The kinds of JSON value.
  package enum Value: Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// One `"key": value` pair of an object, in file order.
  package struct Member: Sendable {
    package var key: String
    package var line: Int
    package var column: Int
    package var node: JSONNode
    /// The offset of the key's opening quote in the document's bytes.
    package var keyStart: Int

    package init(key: String, line: Int, column: Int, node: JSONNode, keyStart: Int) {
      (self.key, self.line, self.column, self.node, self.keyStart) = (key, line, column, node, keyStart)
    }
  }

  package var value: Value
  /// 1-based line of the value's first character.
  package var line: Int
  /// 1-based column (in Characters) of the value's first character.
  package var column: Int
  /// The bytes of the value in the document (for a string, from its opening to just after its closing quote).
  package var range: Range<Int>

  package init(value: Value, line: Int, column: Int, range: Range<Int>) {
    (self.value, self.line, self.column, self.range) = (value, line, column, range)
  }

  /// The member `key` of an object (the last, if repeated), or `nil`; keys compare by Unicode scalars, as
  /// Foundation's dictionaries and the device do ("é" and "e\u{301}" are two keys).
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    let wanted = ScalarKey(key)
    return members.last { ScalarKey($0.key) == wanted }?.node
  }

  /// The text of a string value, or `nil`.
  package var string: String? {
    if case .string(let text) = value { text } else { nil }
  }

  /// A short name for the kind of value, for error messages ("an object", "a string"), as ``JSONScanner/Kind`` names it.
  package var kindName: String {
    let kind: JSONScanner.Kind =
      switch value {
      case .object: .object
      case .array: .array
      case .string: .string
      case .number: .number
      case .bool: .bool
      case .null: .null
      }
    return kind.name
  }
}
