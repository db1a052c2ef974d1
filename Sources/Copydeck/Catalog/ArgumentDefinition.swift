/// One format argument of an entry, in position order.
public struct ArgumentDefinition: Sendable, Hashable {
  /// What the argument is, e.g. `reason` or `field`.
  public var name: String
  /// The printf specifier the development language uses for it, e.g. `%@` or `%d`.
  public var format: String
  /// A sample value per language code, used by previews and checks.
  public var samples: [String: String]

  /// Creates an argument definition.
  public init(name: String, format: String, samples: [String: String] = [:]) {
    (self.name, self.format, self.samples) = (name, format, samples)
  }
}
