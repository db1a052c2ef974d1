/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable {
  /// The file is wrong, or the device will not show what the file seems to say.
  case error
  /// The file works, but in a way that is easy to get wrong.
  case warning
}

/// One problem found in a `.strings` file, with where it is and what to do about it.
///
/// A parse that fails throws one of these; a parse that succeeds keeps the non-fatal ones in
/// ``StringsTable/diagnostics``.
public struct StringsDiagnostic: Error, Sendable, CustomStringConvertible {
  /// A stable name for the kind of problem, such as `unterminated-string` or `duplicate-key`.
  public var id: String
  /// Whether this is an error or a warning.
  public var severity: DiagnosticSeverity
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence.
  public var message: String {
    get { text.message }
    set { text = .written(newValue) }
  }
  /// What to do next, when there is something to do.
  public var hint: String?
  /// Another place that belongs to the problem, such as the first occurrence of a duplicate key.
  public var related: SourceLocation?
  /// The message, or what it is made of until it is read.
  private var text: Message

  /// A diagnostic's message: written out, or the parts of a message that is written out only when it is read
  /// (a table of 100,000 repeated keys has 99,999 of them, and most are never shown).
  package enum Message: Sendable {
    /// The message itself.
    case written(String)
    /// `key` is defined again; its earlier definition is at `earlier`.
    case duplicateKey(String, earlier: SourceLocation)

    package var message: String {
      switch self {
      case .written(let message): message
      case .duplicateKey(let key, let earlier):
        "key \"\(key)\" is defined again; the device uses this later value and ignores the one at \(earlier)"
      }
    }
  }

  /// Creates a diagnostic.
  public init(
    id: String, severity: DiagnosticSeverity, location: SourceLocation, message: String,
    hint: String? = nil, related: SourceLocation? = nil
  ) {
    self.init(id: id, severity: severity, location: location, text: .written(message), hint: hint, related: related)
  }

  /// Creates a diagnostic whose message is made from `text` when it is read.
  package init(id: String, severity: DiagnosticSeverity, location: SourceLocation, text: Message, hint: String?, related: SourceLocation?) {
    self.id = id
    self.severity = severity
    self.location = location
    self.text = text
    self.hint = hint
    self.related = related
  }

  /// `file:line:column: error: message`, then `  hint: …` on the next line when there is a hint.
  public var description: String {
    var text = "\(location): \(severity.rawValue): \(message)"
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}
