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
/// `StringsTable.diagnostics`.
public struct StringsDiagnostic: Error, Sendable, CustomStringConvertible {
  /// A stable name for the kind of problem, such as `unterminated-string` or `duplicate-key`.
  public var id: String
  /// Whether this is an error or a warning.
  public var severity: DiagnosticSeverity
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence.
  public var message: String
  /// What to do next, when there is something to do.
  public var hint: String?
  /// Another place that belongs to the problem, such as the first occurrence of a duplicate key.
  public var related: SourceLocation?
  /// Creates a diagnostic.
  public init(
    id: String, severity: DiagnosticSeverity, location: SourceLocation, message: String,
    hint: String? = nil, related: SourceLocation? = nil
  ) {
    (self.id, self.severity, self.location, self.message, self.hint, self.related) = (id, severity, location, message, hint, related)
  }

  /// `file:line:column: error: message`, then `  hint: …` on the next line when there is a hint.
  public var description: String {
    var text = "\(location): \(severity.rawValue): \(message)"
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}
