/// What a team expects of one language, declared in `.copydeck.json`'s `"languages"`: complete (every missing key
/// fails) or in progress with a minimum percent (only falling below it fails; its missing keys are counted in the
/// coverage table, not listed).
///
/// A language nobody declared follows ``LanguageGoal/undeclared(percent:)``.
public enum LanguageGoal: Sendable, Hashable {
  /// Every development key must be translated: each missing key is a finding.
  case complete
  /// Translation is under way: the language fails only below `minimum` percent translated.
  case inProgress(minimum: Int)

  /// The goal of a language nobody declared, from how much of it is translated: at least
  /// ``undeclaredCompleteFrom`` percent is complete (a language the app ships as translated, so each gap is a
  /// regression to fix), less is in progress with minimum 0 (a community translation under way, which the device
  /// completes with the development language).
  public static func undeclared(percent: Int) -> LanguageGoal {
    percent >= undeclaredCompleteFrom ? .complete : .inProgress(minimum: 0)
  }

  /// The percent translated from which an undeclared language counts as complete.
  public static let undeclaredCompleteFrom = 50

  /// `complete`, or `in progress (min 60 %)`, as the coverage table shows it.
  public var label: String {
    switch self {
    case .complete: "complete"
    case .inProgress(let minimum): minimum == 0 ? "in progress" : "in progress ≥\(minimum)%"
    }
  }
}
