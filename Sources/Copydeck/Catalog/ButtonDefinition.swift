/// One button of an entry as the manifest declares it; its label is `<entry id>.button.<id>`.
public struct ButtonDefinition: Sendable, Hashable {
  /// The button's id within its entry, e.g. `retry` or `delete`.
  public var id: String
  /// What the button does.
  public var role: ButtonRole
  /// Whether the button is the preferred (bold) action.
  public var preferred: Bool

  /// Creates a button definition.
  public init(id: String, role: ButtonRole, preferred: Bool = false) {
    (self.id, self.role, self.preferred) = (id, role, preferred)
  }
}
