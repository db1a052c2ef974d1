/// The copy shown next to a field or inside a list: one message, no title, no buttons.
public struct InlineCopy: Sendable, Hashable {
  /// The message, e.g. `이메일을 입력해 주세요.`
  public var message: String

  /// Creates inline copy.
  public init(message: String) {
    self.message = message
  }
}
