/// The key Xcode extracts from an interpolated literal (`Text("\(count) items")` → `%lld items`): each interpolation
/// becomes the specifier of its type, and a `%` of the text is doubled.
///
/// The scanner has no type checker. An interpolation's type is known when it is a literal, ends in `.count`, is a
/// conversion (`Int(x)`, `String(x)`), gives `specifier:`, or is a name the same file declares with one type
/// (`let count: Int`, `var total = 0`, a parameter `count: Int`); any other type is unknown. A lookup with an unknown
/// type is written with `%@` and found when a table has a key that differs from it only in its specifiers (see
/// ``SourceLookup/hasUnknownArgument``).
struct InterpolationTypes {
  /// The specifier Xcode writes for each type it formats itself; every other type is `%@`.
  static let specifiers: [String: String] = [
    "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
    "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
    "Double": "%lf", "CGFloat": "%lf", "Float": "%f",
  ]

  /// The types a declaration may name and the interpolation still be told (the numbers above, and text).
  private static let told: Set<String> = Set(specifiers.keys).union(["String", "Substring", "Text", "Date", "URL", "AttributedString"])

  /// The bytes that end an expression on its line.
  private static let closers: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "}")]

  /// The type each name of the file is declared with, `nil` for a name declared with two types.
  private var declared: [String: String?] = [:]

  /// Reads the declarations of `source`.
  init(_ source: SourceTokens) {
    let tokens = source.tokens
    for index in tokens.indices where tokens[index].kind == .identifier {
      guard index + 2 < tokens.count else { break }
      let next = tokens[index + 1]
      let value = tokens[index + 2]
      if source.isPunctuation(next, UInt8(ascii: ":")), value.kind == .identifier {
        let type = source.text(value)
        let optional = index + 3 < tokens.count && source.isPunctuation(tokens[index + 3], UInt8(ascii: "?"))
        if Self.told.contains(type), !optional { declare(source.text(tokens[index]), type) }
      } else if source.isPunctuation(next, UInt8(ascii: "=")), index > 0,
        source.isIdentifier(tokens[index - 1], "let") || source.isIdentifier(tokens[index - 1], "var")
      {
        // `let total = 0` alone on its line, not `let total = 0.5 * x`.
        if index + 3 < tokens.count, tokens[index + 3].line == value.line,
          !(tokens[index + 3].kind == .punctuation && Self.closers.contains(source.bytes[tokens[index + 3].start]))
        {
          continue
        }
        switch value.kind {
        case .integer: declare(source.text(tokens[index]), "Int")
        case .float: declare(source.text(tokens[index]), "Double")
        case .string: declare(source.text(tokens[index]), "String")
        default: break
        }
      }
    }
  }

  private mutating func declare(_ name: String, _ type: String) {
    if let existing = declared[name], existing != type {
      declared[name] = .some(nil)
    } else {
      declared[name] = type
    }
  }

  /// The specifier of the interpolation made of `tokens` (its contents between `\(` and `)`), or `nil` when its type
  /// is unknown.
  func specifier(of tokens: [SourceToken], in source: SourceTokens) -> String? {
    guard let first = tokens.first else { return nil }
    // `\(value, specifier: "%.1f")`; any other second argument (`format:`, `style:`) formats to text.
    if let comma = tokens.firstIndex(where: { source.isPunctuation($0, UInt8(ascii: ",")) }) {
      let rest = tokens[(comma + 1)...]
      if let label = rest.first, source.isIdentifier(label, "specifier"), rest.count >= 3 {
        let literal = rest[rest.startIndex + 2]
        if literal.kind == .string, let text = source.literals[literal.literal].plainText { return text }
      }
      return "%@"
    }
    if tokens.count == 1 {
      switch first.kind {
      case .integer: return "%lld"
      case .float: return "%lf"
      case .string: return "%@"
      case .identifier: return type(of: source.text(first)).map(Self.specifier(for:))
      case .punctuation: return nil
      }
    }
    let last = tokens[tokens.count - 1]
    if last.kind == .identifier, source.isPunctuation(tokens[tokens.count - 2], UInt8(ascii: ".")) {
      let name = source.text(last)
      if name == "count" { return "%lld" }
      if name == "localizedDescription" || name == "description" { return "%@" }
      // `self.total`: a name the file declares.
      if tokens.count == 3, source.isIdentifier(first, "self") { return type(of: name).map(Self.specifier(for:)) }
    }
    // A conversion: `Int(x)`, `String(describing: x)`.
    if first.kind == .identifier, source.isPunctuation(tokens[1], UInt8(ascii: "(")), source.isPunctuation(last, UInt8(ascii: ")")) {
      let name = source.text(first)
      if Self.told.contains(name) { return Self.specifier(for: name) }
    }
    return nil
  }

  private func type(of name: String) -> String? {
    declared[name] ?? nil
  }

  private static func specifier(for type: String) -> String {
    specifiers[type] ?? "%@"
  }
}
