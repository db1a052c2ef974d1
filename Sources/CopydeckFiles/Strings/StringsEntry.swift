import Copydeck

/// One `"key" = "value";` entry of a `.strings` file, decoded as Apple decodes it.
public struct StringsEntry: Sendable {
  /// The key, with every escape decoded.
  public var key: String
  /// The value, with every escape decoded.
  ///
  /// For a `"key";` entry Apple uses the key as the value.
  public var value: String
  /// Its file and note, or its locations and note as given (see ``EntryOrigin``).
  private var origin: EntryOrigin
  /// The key's and the value's lines and columns in a parsed entry's file (0 in an entry whose locations are given).
  private var line: UInt32, column: UInt32, valueLine: UInt32, valueColumn: UInt32
  /// The range of a parsed entry's note in its file's text (empty for none; read only when ``comment`` is read).
  private var noteStart: UInt32, noteEnd: UInt32

  /// The translator note: the text of the last comment between the previous entry and this key, trimmed.
  public var comment: String? {
    get {
      switch origin {
      case .parsed(let source): source.note(Int(noteStart), Int(noteEnd))
      case .given(let details): details.comment
      }
    }
    set {
      if newValue == nil, case .parsed(let source) = origin {
        origin = .parsed(source.withoutText ?? source)
        noteStart = 0
        noteEnd = 0
      } else {
        self = StringsEntry(key: key, value: value, comment: newValue, location: location, valueLocation: valueLocation)
      }
    }
  }

  /// Where the key starts.
  public var location: SourceLocation {
    get {
      switch origin {
      case .parsed(let source): SourceLocation(file: source.file, line: Int(line), column: Int(column))
      case .given(let details): details.location
      }
    }
    set {
      if case .parsed(let source) = origin, newValue.file == source.file, let line = UInt32(exactly: newValue.line),
        let column = UInt32(exactly: newValue.column)
      {
        self.line = line
        self.column = column
      } else {
        self = StringsEntry(key: key, value: value, comment: comment, location: newValue, valueLocation: valueLocation)
      }
    }
  }

  /// Where the value starts (the key's location for a `"key";` entry).
  public var valueLocation: SourceLocation {
    get {
      switch origin {
      case .parsed(let source): SourceLocation(file: source.file, line: Int(valueLine), column: Int(valueColumn))
      case .given(let details): details.valueLocation
      }
    }
    set {
      if case .parsed(let source) = origin, newValue.file == source.file, let line = UInt32(exactly: newValue.line),
        let column = UInt32(exactly: newValue.column)
      {
        valueLine = line
        valueColumn = column
      } else {
        self = StringsEntry(key: key, value: value, comment: comment, location: location, valueLocation: newValue)
      }
    }
  }

  /// Creates an entry.
  public init(key: String, value: String, comment: String?, location: SourceLocation, valueLocation: SourceLocation) {
    self.init(
      key: key, value: value, origin: .given(EntryDetails(location: location, valueLocation: valueLocation, comment: comment)),
      place: (0, 0), valuePlace: (0, 0), note: (0, 0))
  }

  /// Creates an entry of `source`'s file whose key and value are at `place` and `valuePlace`, and whose note is the
  /// comment text `note` of `source`'s text (trimmed when it is read), or none.
  package init(
    key: consuming String, value: consuming String, source: EntrySource, place: (line: Int, column: Int),
    valuePlace: (line: Int, column: Int), note: Range<Int>?
  ) {
    let note = note ?? 0..<0
    // One test for all six: a negative number's bit pattern is above `UInt32.max` too.
    let fields =
      UInt(bitPattern: place.line) | UInt(bitPattern: place.column) | UInt(bitPattern: valuePlace.line)
      | UInt(bitPattern: valuePlace.column) | UInt(bitPattern: note.lowerBound) | UInt(bitPattern: note.upperBound)
    if fields <= UInt(UInt32.max) {
      self.init(
        key: key, value: value, origin: .parsed(source), place: place, valuePlace: valuePlace,
        note: (note.lowerBound, note.upperBound))
    } else {
      self.init(
        key: key, value: value, comment: source.note(note.lowerBound, note.upperBound),
        location: SourceLocation(file: source.file, line: place.line, column: place.column),
        valueLocation: SourceLocation(file: source.file, line: valuePlace.line, column: valuePlace.column))
    }
  }

  /// Creates an entry of these fields; each number is below 2³².
  private init(
    key: consuming String, value: consuming String, origin: EntryOrigin, place: (line: Int, column: Int),
    valuePlace: (line: Int, column: Int), note: (start: Int, end: Int)
  ) {
    self.key = key
    self.value = value
    self.origin = origin
    line = UInt32(truncatingIfNeeded: place.line)
    column = UInt32(truncatingIfNeeded: place.column)
    valueLine = UInt32(truncatingIfNeeded: valuePlace.line)
    valueColumn = UInt32(truncatingIfNeeded: valuePlace.column)
    noteStart = UInt32(truncatingIfNeeded: note.start)
    noteEnd = UInt32(truncatingIfNeeded: note.end)
  }
}
