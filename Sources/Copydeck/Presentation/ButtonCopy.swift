/// A button ready to show: its label in the resolved language, role and preferred flag.
public struct ButtonCopy: Sendable, Hashable, Codable {
  /// The button's id from the manifest, e.g. `retry`.
  public var id: String
  /// The label, e.g. `다시 시도`.
  public var label: String
  /// What the button does.
  public var role: ButtonRole
  /// Whether it is the preferred (bold) action.
  public var preferred: Bool

  /// Creates a button.
  public init(id: String, label: String, role: ButtonRole, preferred: Bool) {
    (self.id, self.label, self.role, self.preferred) = (id, label, role, preferred)
  }
}
