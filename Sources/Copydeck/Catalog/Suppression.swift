/// A deliberate exception to one `copydeck check` rule for one entry, with the reason written down.
public struct Suppression: Sendable, Hashable {
  /// The id of the rule that does not apply, e.g. `hig-ok-on-decision`.
  public var rule: String
  /// Why it does not apply; required, so the exception can be reviewed.
  public var reason: String

  /// Creates a suppression.
  public init(rule: String, reason: String) {
    self.rule = rule
    self.reason = reason
  }
}
