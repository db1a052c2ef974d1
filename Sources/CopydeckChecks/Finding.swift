import Copydeck
import CopydeckFiles
import Foundation

/// One problem `copydeck check` found, at a place in a file.
public struct Finding: Sendable {
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
  /// The languages a finding grouped from several (one key that several languages lack) names, which the coverage
  /// table counts it against; empty for any other finding. Not encoded: a report read back has the messages.
  public var namedLanguages: [String] = []
  /// The manifest entry id (`"group.full"`) it belongs to, or `nil` when it belongs to none.
  public var entry: String?
  /// The `.strings` key it concerns, or `nil` when it concerns no single key.
  public var key: String?
  /// What is wrong and what to change.
  public var message: String {
    get { text.message }
    set { text = .written(newValue) }
  }
  /// The message, or what it is made of until it is read.
  private var text: Message

  /// A finding's message: written out, or an engine diagnostic's, written out only when it is read (a table of
  /// 100,000 repeated keys makes 99,999 findings, and the preview shows a few of them).
  enum Message: Sendable {
    /// The message itself.
    case written(String)
    /// The message of the diagnostic at an index of a table's diagnostics, shared by every finding made from them,
    /// so that making and copying a finding (a check moves each through several lists) retains one object and
    /// allocates nothing.
    case diagnostic(DiagnosticMessages, Int)

    var message: String {
      switch self {
      case .written(let message): message
      case .diagnostic(let messages, let index): messages.message(index)
      }
    }
  }

  /// The diagnostics of one table whose messages findings show: each one's message and hint joined by `; `, with
  /// `paths.scanned` replaced by `paths.shown` in it when `paths` is given (the folder as the scan named it, and as
  /// findings show it).
  final class DiagnosticMessages: Sendable {
    let diagnostics: [StringsDiagnostic]
    let paths: (scanned: String, shown: String)?

    init(_ diagnostics: [StringsDiagnostic], paths: (scanned: String, shown: String)?) {
      self.diagnostics = diagnostics
      self.paths = paths
    }

    func message(_ index: Int) -> String {
      let diagnostic = diagnostics[index]
      let text = diagnostic.hint.map { "\(diagnostic.message); \($0)" } ?? diagnostic.message
      guard let paths else { return text }
      return text.replacingOccurrences(of: paths.scanned, with: paths.shown)
    }
  }

  /// Creates a finding; see the properties for what each value means.
  public init(
    rule: String, severity: Severity, file: String, line: Int, column: Int,
    language: String?, entry: String?, key: String?, message: String
  ) {
    self.init(
      rule: rule, severity: severity, file: file, line: line, column: column, language: language, entry: entry, key: key,
      text: .written(message))
  }

  /// Creates a finding whose message is made from `text` when it is read.
  init(
    rule: String, severity: Severity, file: String, line: Int, column: Int, language: String?, entry: String?, key: String?,
    text: Message
  ) {
    self.rule = rule
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.language = language
    self.entry = entry
    self.key = key
    self.text = text
  }
}

extension Finding: Hashable {
  /// Whether the two have the same fields, messages compared as text.
  public static func == (lhs: Finding, rhs: Finding) -> Bool {
    lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.file == rhs.file && lhs.line == rhs.line
      && lhs.column == rhs.column && lhs.language == rhs.language && lhs.entry == rhs.entry && lhs.key == rhs.key
      && lhs.message == rhs.message
  }

  /// Hashes every field, the message as text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(severity)
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(language)
    hasher.combine(entry)
    hasher.combine(key)
    hasher.combine(message)
  }
}

extension Finding: Comparable {
  /// Orders findings by file, then line, then column, then rule, then key and message, as a compiler lists them.
  ///
  /// Field by field, so that a message is written out only to order two findings of one rule at one place.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    let (leftKey, rightKey) = (lhs.key ?? "", rhs.key ?? "")
    if leftKey != rightKey { return leftKey < rightKey }
    return lhs.message < rhs.message
  }
}

extension Finding: Codable {
  private enum CodingKeys: String, CodingKey {
    case rule, severity, file, line, column, language, entry, key, message
  }

  /// Decodes a finding that ``encode(to:)`` wrote.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      rule: try container.decode(String.self, forKey: .rule), severity: try container.decode(Severity.self, forKey: .severity),
      file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column), language: try container.decodeIfPresent(String.self, forKey: .language),
      entry: try container.decodeIfPresent(String.self, forKey: .entry), key: try container.decodeIfPresent(String.self, forKey: .key),
      message: try container.decode(String.self, forKey: .message))
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
