/// The copy of an alert or confirmation dialog: a title, an optional message and its buttons in display order.
public struct AlertCopy: Sendable, Hashable {
  /// The title.
  public var title: String
  /// The message under the title, if the entry has one.
  public var message: String?
  /// The buttons, in the order to add them.
  public var buttons: [ButtonCopy]

  /// Creates alert copy.
  public init(title: String, message: String?, buttons: [ButtonCopy]) {
    (self.title, self.message, self.buttons) = (title, message, buttons)
  }
}
