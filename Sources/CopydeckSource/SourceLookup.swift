/// One place where the code asks for localized text by key: `NSLocalizedString("groups.full", comment: "")`,
/// `Text("\(count) items")`, `resolve(id: "group.full")`.
public struct SourceLookup: Sendable, Hashable {
  /// What a lookup names.
  public enum Target: Sendable, Hashable {
    /// A key of a table (`Localizable` unless the call names another).
    case key
    /// The id of an entry of a Copydeck manifest (`resolve(id:)`).
    case entry
    /// A server code a Copydeck manifest maps to an entry (`resolve(code:)`).
    case code
  }

  /// The key (or entry id, or code) as the device looks it up; an interpolated literal's key has Xcode's specifiers
  /// (`%lld items`).
  public var key: String
  /// The table the call names, or `nil` for the default table (`Localizable`).
  public var table: String?
  /// What the key names.
  public var target: Target = .key
  /// The call as written, such as `Text` or `NSLocalizedString`, for messages.
  public var call: String
  /// For an interpolated key, the literal's text with each interpolation as `nil` and a specifier whose type the
  /// scanner could tell (`%lld`), or `nil` when it could not; `[]` for a key with no interpolation.
  public var pattern: [PatternPart] = []
  /// Whether the call gives the text to show when no table has the key (`value:`, `defaultValue:`): then a key
  /// missing from the development table but translated shows that text, not the key.
  public var hasDefaultValue = false
  /// Whether the call is compiled only into debug or simulator builds (inside `#if DEBUG` or
  /// `#if targetEnvironment(simulator)`), so no person using the app sees its text.
  public var isDebugOnly = false
  /// Whether no person reads its text: the view is redacted as a loading placeholder, hidden, or fully transparent
  /// (see `HiddenText`).
  public var isHidden = false
  /// The file, as the scan names it.
  public var file: String
  /// The 1-based line of the key's literal.
  public var line: Int
  /// The 1-based column of the key's literal, in Unicode scalars.
  public var column: Int

  /// One run of an interpolated key.
  public enum PatternPart: Sendable, Hashable {
    /// Literal text, as written (a `%` is not doubled).
    case text(String)
    /// An interpolation: the specifier Xcode writes for its type, or `nil` when the type is unknown.
    case argument(String?)
  }

  /// The table the device reads: the named one, else `Localizable`.
  public var tableName: String { table ?? "Localizable" }

  /// Whether some interpolation's type is unknown, so the key's specifiers are a guess (`%@`).
  public var hasUnknownArgument: Bool {
    pattern.contains { if case .argument(nil) = $0 { true } else { false } }
  }

  /// Creates a lookup.
  public init(
    key: String, table: String?, target: Target = .key, call: String, pattern: [PatternPart] = [], file: String, line: Int, column: Int
  ) {
    self.key = key
    self.table = table
    self.target = target
    self.call = call
    self.pattern = pattern
    self.file = file
    self.line = line
    self.column = column
  }
}

/// A `String(format:)`, `String.localizedStringWithFormat` or `[NSString stringWithFormat:]` call: its template and
/// how many arguments it passes.
public struct FormatCall: Sendable, Hashable {
  /// Where the template comes from.
  public enum Template: Sendable, Hashable {
    /// A literal written in the call.
    case literal(String)
    /// The value of a key the call looks up in place (`String(format: NSLocalizedString("k", comment: ""), n)`).
    case lookup(SourceLookup)
  }

  /// The template.
  public var template: Template
  /// The number of arguments after the template.
  public var argumentCount: Int
  /// The call as written (`String(format:)`), for messages.
  public var call: String
  /// The file, as the scan names it.
  public var file: String
  /// The 1-based line of the call's name.
  public var line: Int
  /// The 1-based column of the call's name.
  public var column: Int
}
