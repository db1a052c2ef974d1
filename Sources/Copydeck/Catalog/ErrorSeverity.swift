/// How serious an error is, for apps that style or log by severity.
public enum ErrorSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Informational: the person can carry on (a field to fix, a question to answer).
  case info
  /// Something the person must act on before carrying on.
  case warning
  /// The screen cannot work until the failure is gone.
  case critical

  /// Orders severities from `info` to `critical`.
  public static func < (lhs: ErrorSeverity, rhs: ErrorSeverity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .critical: 2
    }
  }
}
