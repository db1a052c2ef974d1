/// One problem `copydeck check` found, at a place in a file.
public struct Finding: Sendable, Hashable {
  /// The stable id of the rule that found it, such as `missing-translation`.
  public var rule: String
  /// Whether it fails the run (`error`) or only with `--strict` (`warning`).
  public var severity: Severity
  /// The file to change, as a path that starts with the checked folder as it was given.
  public var file: String
  /// The 1-based line in `file`.
  public var line: Int
  /// The 1-based column in `file`, counted in characters.
  public var column: Int
  /// The language the problem is in (`"ko"`), or `nil` when it concerns every language.
  public var language: String?
  /// The manifest entry id (`"group.full"`) it belongs to, or `nil` when it belongs to none.
  public var entry: String?
  /// The `.strings` key it concerns, or `nil` when it concerns no single key.
  public var key: String?
  /// What is wrong and what to change.
  public var message: String

  /// Creates a finding; see the properties for what each value means.
  public init(
    rule: String, severity: Severity, file: String, line: Int, column: Int,
    language: String?, entry: String?, key: String?, message: String
  ) {
    self.rule = rule
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.language = language
    self.entry = entry
    self.key = key
    self.message = message
  }
}

extension Finding: Comparable {
  /// Orders findings by file, then line, then column, then rule, as a compiler lists them.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.key ?? "", lhs.message)
      < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.key ?? "", rhs.message)
  }
}

extension Finding: Codable {
  private enum CodingKeys: String, CodingKey {
    case rule, severity, file, line, column, language, entry, key, message
  }

  /// Encodes every field in the documented order; absent language, entry and key are `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rule, forKey: .rule)
    try container.encode(severity, forKey: .severity)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(language, forKey: .language)
    try container.encode(entry, forKey: .entry)
    try container.encode(key, forKey: .key)
    try container.encode(message, forKey: .message)
  }
}
