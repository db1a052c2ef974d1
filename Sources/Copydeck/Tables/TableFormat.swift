/// The kind of file a table's value was read from.
public enum TableFormat: String, Sendable, Hashable {
  /// `<language>.lproj/<Table>.strings`.
  case strings
  /// `<language>.lproj/<Table>.stringsdict`, an XML property list of plural and device rules.
  case stringsdict
  /// `<Table>.xcstrings`, a String Catalog holding every language.
  case xcstrings

  /// The file extension, without the dot.
  public var fileExtension: String { rawValue }
}
