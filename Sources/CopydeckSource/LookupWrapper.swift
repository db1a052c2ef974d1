/// An app's own lookup function or property, declared in `.copydeck.json`'s `"lookups"`, so the scanner finds the keys
/// it is called with.
///
/// ```json
/// "lookups": [
///   {"function": "L10n.tr", "key": 2, "table": 1},
///   {"function": "localized", "key": "key", "tableName": "Errors"},
///   {"property": "localized"}
/// ]
/// ```
///
/// A function wrapper names the argument that is the key, and the one that is the table, by 1-based position or by
/// label; a property wrapper is read on a literal (`"groups.full".localized`). `tableName` fixes the table instead.
public struct LookupWrapper: Sendable, Hashable {
  /// Which argument of a call holds a value.
  public enum Argument: Sendable, Hashable {
    /// The argument at a 1-based position.
    case position(Int)
    /// The argument with a label.
    case label(String)
  }

  /// How the wrapper is written.
  public enum Shape: Sendable, Hashable {
    /// A call `name(…)`, optionally qualified (`L10n.tr(…)`).
    case function
    /// A property or method on a literal: `"key".name`.
    case property
  }

  /// The function's or property's name, its last component (`tr` of `L10n.tr`).
  public var name: String
  /// The qualifier written before it (`L10n`), or `nil` when any (or none) is.
  public var qualifier: String?
  /// How it is written.
  public var shape: Shape
  /// The argument that is the key (a function's; ignored for a property).
  public var key: Argument
  /// The argument that is the table, if any.
  public var table: Argument?
  /// The table every lookup of the wrapper reads, when it names none in an argument.
  public var tableName: String?

  /// Creates a wrapper; `name` may be qualified (`L10n.tr`).
  public init(name: String, shape: Shape, key: Argument = .position(1), table: Argument? = nil, tableName: String? = nil) {
    if let dot = name.lastIndex(of: ".") {
      self.name = String(name[name.index(after: dot)...])
      self.qualifier = String(name[..<dot])
    } else {
      self.name = name
      self.qualifier = nil
    }
    self.shape = shape
    self.key = key
    self.table = table
    self.tableName = tableName
  }
}
