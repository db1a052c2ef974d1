/// A JSON value with the line and column it starts at, read by ``JSONReader``.
///
/// Foundation's decoders drop positions and silently keep the last of two equal keys; the
/// manifest needs both to report `catalog.json:12:7: error: …` and to reject duplicates.
struct JSONNode: Sendable {
  /// The kinds of JSON value.
  enum Value: Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// One `"key": value` pair of an object, in file order.
  struct Member: Sendable {
    var key: String
    var line: Int
    var column: Int
    var node: JSONNode
  }

  var value: Value
  /// 1-based line of the value's first character.
  var line: Int
  /// 1-based column (in Characters) of the value's first character.
  var column: Int

  /// A short name for the kind of value, for error messages ("an object", "a string").
  var kindName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }
}
