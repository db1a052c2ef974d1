/// The languages whose source files the scanner reads, told apart by file extension.
public enum SourceLanguage: Sendable, Hashable {
  /// `.swift`: string interpolation, raw and multi-line literals, nested block comments.
  case swift
  /// `.m`, `.mm`, `.h`: `@"…"` literals, C escapes, block comments that do not nest.
  case objectiveC

  /// The language of a file named `name`, or `nil` when the scanner does not read it.
  public init?(fileName name: String) {
    if name.hasSuffix(".swift") {
      self = .swift
    } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
      self = .objectiveC
    } else {
      return nil
    }
  }
}
