/// One key's value in one language of one table, whichever kind of file it came from.
public struct TableEntry: Sendable {
  /// The key.
  public var key: String
  /// The value: a string, or variations.
  public var value: TableValue
  /// The `%#@name@` placeholders used by ``value``, in file order.
  public var substitutions: [Substitution]
  /// The translator note, when the file has one.
  public var comment: String?
  /// The String Catalog state of the value (`nil` for `.strings` and `.stringsdict`, and when a catalog gives none);
  /// for variations, the least finished state of any form (`new`, then `needs_review`).
  public var state: TranslationState?
  /// How Xcode found the key (String Catalogs only).
  public var extractionState: ExtractionState?
  /// Whether the key is meant to be translated; `false` for a String Catalog key marked "Don't translate".
  public var shouldTranslate = true
  /// Where the value starts in its file.
  public var location: SourceLocation
  /// The kind of file the value was read from.
  public var format: TableFormat

  /// Creates an entry.
  public init(
    key: String, value: TableValue, substitutions: [Substitution] = [], comment: String? = nil,
    state: TranslationState? = nil, location: SourceLocation, format: TableFormat
  ) {
    (self.key, self.value, self.substitutions, self.comment) = (key, value, substitutions, comment)
    (self.state, self.location, self.format) = (state, location, format)
  }

  /// The substitution named `name` as an iPhone reads it: a device form's own (`iphone`, else `other`) first.
  public func substitution(named name: String) -> Substitution? {
    let named = substitutions.filter { $0.name == name }
    return named.first { $0.device == .iphone } ?? named.first { $0.device == .other } ?? named.first
  }
}
