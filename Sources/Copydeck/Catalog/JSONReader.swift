/// A small strict JSON reader (RFC 8259) that builds a tree keeping the line and column of every value.
///
/// It rejects what JSON rejects (trailing commas, comments, single quotes, lone surrogates) and reports the first
/// problem with its position (``JSONScanner`` reads the tokens); it never traps on malformed input.
package enum JSONReader {
  /// A syntax error at a position in the text.
  package typealias SyntaxError = JSONScanner.SyntaxError

  /// Reads one JSON document from UTF-8 `bytes` (a leading byte-order mark is skipped). Each element of the top-level
  /// object's array `key`, when one is given, goes to `element` as soon as it is read instead of into the tree, where
  /// that array is left empty (the tree of every record of a large `catalog.json` was ten times the file's size).
  package static func read(
    _ bytes: [UInt8], handingOver key: String? = nil, to element: @escaping (JSONNode) -> Void = { _ in }
  ) throws(SyntaxError) -> JSONNode {
    var scanner = JSONScanner(bytes: bytes)
    let node = try readValue(&scanner, memberElements: key.map { key in { $0 == key ? element : nil } })
    try scanner.finish()
    return node
  }

  /// Reads the value at the scanner's position, and everything inside it; the elements of an array go to `elements`
  /// when it is given, and those of an object's member arrays to what `memberElements` gives for their keys.
  private static func readValue(
    _ scanner: inout JSONScanner, memberElements: ((String) -> ((JSONNode) -> Void)?)? = nil, elements: ((JSONNode) -> Void)? = nil
  ) throws(SyntaxError) -> JSONNode {
    let kind = try scanner.peek()
    let (line, column, start) = (scanner.line, scanner.column, scanner.index)
    let value: JSONNode.Value
    switch kind {
    case .object:
      try scanner.beginObject()
      var members: [JSONNode.Member] = []
      members.reserveCapacity(4)  // most objects of a String Catalog have one to four members
      while let key = try scanner.nextKey() {
        let node = try readValue(&scanner, elements: memberElements?(key.text))
        members.append(JSONNode.Member(key: key.text, line: key.line, column: key.column, node: node, keyStart: key.start))
      }
      value = .object(members)
    case .array:
      try scanner.beginArray()
      var kept: [JSONNode] = []
      while try scanner.nextElement() {
        let element = try readValue(&scanner)
        if let elements { elements(element) } else { kept.append(element) }
      }
      value = .array(kept)
    case .string: value = .string(try scanner.readString())
    case .number: value = .number(try scanner.readNumber())
    case .bool: value = .bool(try scanner.readBool())
    case .null:
      try scanner.readNull()
      value = .null
    }
    return JSONNode(value: value, line: line, column: column, range: start..<scanner.index)
  }
}
