/// A `%#@name@` placeholder's definition: which argument it reads and the forms it takes for that argument.
///
/// In a `.stringsdict` this is the variable's dictionary (`NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`
/// and the plural forms); in an `.xcstrings` it is an entry of `substitutions` (`argNum`, `formatSpecifier`,
/// `variations`).
public struct Substitution: Sendable, Hashable {
  /// The name between `%#@` and `@`.
  public var name: String
  /// The 1-based argument the forms are chosen by, when the file says (`argNum`); `.stringsdict` files leave it to
  /// the position of the `%#@name@` among the format's specifiers.
  public var argumentNumber: Int?
  /// The format specifier of the argument without `%`, e.g. `lld` or `d`.
  public var formatSpecifier: String
  /// The forms, usually ``TableValue/plural(_:)``.
  public var value: TableValue
  /// The device form of a `.stringsdict` this variable belongs to (each form has its own: Xcode names all `arg1`).
  public var device: DeviceClass?

  /// Creates a substitution.
  public init(name: String, argumentNumber: Int?, formatSpecifier: String, value: TableValue, device: DeviceClass? = nil) {
    (self.name, self.argumentNumber, self.formatSpecifier, self.value, self.device) = (name, argumentNumber, formatSpecifier, value, device)
  }
}
