/// The copy of a full-screen error: what happened, what to do, and the label of its one retry action.
public struct ErrorScreenCopy: Sendable, Hashable {
  /// The title.
  public var title: String
  /// The message, if the entry has one.
  public var message: String?
  /// The label of the retry action, e.g. `다시 시도`.
  public var retryLabel: String

  /// Creates error-screen copy.
  public init(title: String, message: String?, retryLabel: String) {
    (self.title, self.message, self.retryLabel) = (title, message, retryLabel)
  }
}
