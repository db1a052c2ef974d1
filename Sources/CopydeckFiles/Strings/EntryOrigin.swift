import Copydeck

/// Where a ``StringsEntry`` keeps what is not its key and value: its file's name, and the text its note is read from.
///
/// A parsed file's entries share one ``EntrySource`` and keep their lines, columns and note range in 32-bit fields
/// of their own, so an entry is 64 bytes rather than two `SourceLocation`s (each with the file's name) and a note of
/// its own (120 bytes). An entry made with locations or a note that these cannot hold — two files, a line outside
/// `UInt32`, a note given as a string — keeps them as given, in an ``EntryDetails``.
package enum EntryOrigin: Sendable {
  /// An entry of a parsed file: its lines and columns are in `source`'s file, its note is a range of `source`'s text.
  case parsed(EntrySource)
  /// An entry whose locations and note are kept as given.
  case given(EntryDetails)
}

/// What the entries of one parsed file share: the file's name and its decoded text, which their notes are ranges of.
///
/// Translator notes are kept as ranges of the text until someone reads one: most parses never read the notes (the
/// catalog, `copydeck parse`, the device), and building a `String` for each was a third of the strings a parse made.
package final class EntrySource: Sendable {
  /// The path of the file, as it was given to the parser.
  package let file: String
  /// The UTF-8 text the notes are ranges of; `nil` for entries without notes.
  package let text: [UInt8]?
  /// The same file without its text, for the entries whose note is removed: so that they do not keep the text alive.
  package let withoutText: EntrySource?

  /// The source of the entries of `file`, whose notes are ranges of `text` (`nil` for entries without notes).
  package init(file: String, text: [UInt8]?) {
    self.file = file
    self.text = text
    withoutText = text == nil ? nil : EntrySource(file: file, text: nil)
  }

  /// The note whose comment text (without `/*` and `*/`, or `//`) is `start..<end` of the text: trimmed of white space
  /// at either end, and `nil` when nothing else is left (an empty range is no note).
  package func note(_ start: Int, _ end: Int) -> String? {
    guard start < end, let text else { return nil }
    var lower = start, upper = end
    while lower < upper, Self.isSpace(text[lower]) { lower += 1 }
    while upper > lower, Self.isSpace(text[upper - 1]) { upper -= 1 }
    guard lower < upper else { return nil }
    return String(decoding: text[lower..<upper], as: UTF8.self)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}

/// An entry's locations and note as they were given to it.
package final class EntryDetails: Sendable {
  package let location: SourceLocation
  package let valueLocation: SourceLocation
  package let comment: String?

  package init(location: SourceLocation, valueLocation: SourceLocation, comment: String?) {
    self.location = location
    self.valueLocation = valueLocation
    self.comment = comment
  }
}
