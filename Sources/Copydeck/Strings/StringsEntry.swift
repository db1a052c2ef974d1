/// One `"key" = "value";` entry of a `.strings` file, decoded as Apple decodes it.
public struct StringsEntry: Sendable {
  /// The key, with every escape decoded.
  public var key: String
  /// The value, with every escape decoded.
  ///
  /// For a `"key";` entry Apple uses the key as the value.
  public var value: String
  /// The translator note: the text of the last comment between the previous entry and this key, trimmed.
  public var comment: String? {
    get { note.string }
    set { note = TranslatorNote(newValue) }
  }
  /// Where the key starts.
  public var location: SourceLocation
  /// Where the value starts (the key's location for a `"key";` entry).
  public var valueLocation: SourceLocation
  /// The note, read into a `String` only when ``comment`` is read.
  private var note: TranslatorNote

  /// Creates an entry.
  public init(key: String, value: String, comment: String?, location: SourceLocation, valueLocation: SourceLocation) {
    self.key = key
    self.value = value
    note = TranslatorNote(comment)
    self.location = location
    self.valueLocation = valueLocation
  }

  /// Creates an entry whose note is read from its table's text when it is asked for.
  init(key: String, value: String, note: TranslatorNote, location: SourceLocation, valueLocation: SourceLocation) {
    self.key = key
    self.value = value
    self.note = note
    self.location = location
    self.valueLocation = valueLocation
  }
}
