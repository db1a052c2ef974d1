/// The members of one JSON object, checked for unknown and repeated keys, with typed accessors
/// that report a wrong or missing value at its position.
struct ManifestFields {
  let node: JSONNode
  let members: [JSONNode.Member]
  let decoder: ManifestDecoder
  let entry: String?

  /// Checks that `node` is an object whose keys are all in `allowed` (any key when `nil`) and appear once.
  init(
    _ node: JSONNode, allowed: [String]?, decoder: ManifestDecoder, entry: String?, checkKeys: Bool = true
  )
    throws(ManifestError)
  {
    self.node = node
    self.decoder = decoder
    self.entry = entry
    guard case .object(let members) = node.value else {
      self.members = []
      throw problem(at: nil, .notAnObject(found: node.kindName))
    }
    self.members = members
    guard checkKeys else { return }
    // Objects are small: a look back through the keys before costs less than hashing each.
    for (index, member) in members.enumerated() {
      if let allowed, !allowed.contains(where: { Self.same($0, member.key) }) {
        throw ManifestError.invalid(
          file: decoder.file, line: member.line, column: member.column, entry: entry,
          problem: .unknownField(member.key, allowed: allowed.sorted()))
      }
      if let first = members[..<index].first(where: { Self.same($0.key, member.key) }) {
        throw ManifestError.invalid(
          file: decoder.file, line: member.line, column: member.column, entry: entry,
          problem: .repeatedField(member.key, firstLine: first.line))
      }
    }
  }

  func has(_ key: String) -> Bool { members.contains { Self.same($0.key, key) } }

  func node(for key: String) -> JSONNode? { members.firstIndex { Self.same($0.key, key) }.map { members[$0].node } }

  /// Whether two keys are equal, their lengths compared first: most keys a lookup passes differ in length, which is
  /// cheaper to see than a comparison of their text.
  private static func same(_ key: String, _ other: String) -> Bool {
    key.utf8.count == other.utf8.count && key == other
  }

  /// An error at the value of `key` (or at the object itself when `key` is `nil` or absent).
  func problem(at key: String?, _ problem: ManifestProblem) -> ManifestError {
    let at = key.flatMap { node(for: $0) } ?? node
    return .invalid(file: decoder.file, line: at.line, column: at.column, entry: entry, problem: problem)
  }

  private func required(_ key: String, _ what: String) throws(ManifestError) -> JSONNode {
    guard let value = node(for: key) else {
      throw problem(at: nil, .missingField(key, placeholder: what))
    }
    return value
  }

  private func wrongType(_ key: String, _ value: JSONNode, _ expected: String) -> ManifestError {
    problem(at: key, .wrongType(field: key, expected: expected, found: value.kindName))
  }

  func string(_ key: String) throws(ManifestError) -> String {
    let value = try required(key, "\"…\"")
    guard case .string(let string) = value.value else { throw wrongType(key, value, "a string") }
    return string
  }

  func strings(_ key: String) throws(ManifestError) -> [String] {
    let value = try required(key, "[…]")
    return try stringArray(key, value)
  }

  func optionalStrings(_ key: String) throws(ManifestError) -> [String]? {
    guard let value = node(for: key) else { return nil }
    return try stringArray(key, value)
  }

  private func stringArray(_ key: String, _ value: JSONNode) throws(ManifestError) -> [String] {
    guard case .array(let elements) = value.value else { throw wrongType(key, value, "an array of strings") }
    var strings: [String] = []
    for element in elements {
      guard case .string(let string) = element.value else { throw wrongType(key, element, "an array of strings") }
      strings.append(string)
    }
    return strings
  }

  func array(_ key: String) throws(ManifestError) -> [JSONNode] {
    let value = try required(key, "[…]")
    guard case .array(let elements) = value.value else { throw wrongType(key, value, "an array") }
    return elements
  }

  func optionalArray(_ key: String) throws(ManifestError) -> [JSONNode]? {
    guard node(for: key) != nil else { return nil }
    return try array(key)
  }

  func optionalBool(_ key: String) throws(ManifestError) -> Bool? {
    guard let value = node(for: key) else { return nil }
    guard case .bool(let bool) = value.value else { throw wrongType(key, value, "true or false") }
    return bool
  }

  func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String) throws(ManifestError) -> Value
  where Value.RawValue == String {
    let raw = try string(key)
    guard let value = Value(rawValue: raw) else {
      let allowed = Value.allCases.map(\.rawValue)
      throw problem(at: key, .notOneOf(field: key, value: raw, allowed: allowed))
    }
    return value
  }

  func optionalEnumeration<Value: RawRepresentable & CaseIterable>(_ key: String) throws(ManifestError) -> Value?
  where Value.RawValue == String {
    guard has(key) else { return nil }
    return try enumeration(key) as Value
  }
}
