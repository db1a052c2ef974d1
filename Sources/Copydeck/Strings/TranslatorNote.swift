/// An entry's translator note, kept as a range of its table's decoded text until someone reads it.
///
/// Most parses never read the notes (the catalog, `copydeck parse`, the device), and building a `String` for each
/// was a third of the strings a parse made; a range costs a retain of the text the table was parsed from instead.
enum TranslatorNote: Sendable {
  /// No note.
  case none
  /// A note given as a string.
  case string(String)
  /// The note is the UTF-8 bytes `start..<end` of `text`: a comment's text, trimmed of white space when it is read.
  case text([UInt8], start: UInt32, end: UInt32)

  init(_ string: String?) {
    self = string.map(TranslatorNote.string) ?? .none
  }

  /// The note of the comment whose text (without `/*` and `*/`, or `//`) is `range` of `text`, or none without a
  /// comment; `buffer` is `text`'s storage. The white space around it is trimmed when the note is read (most notes
  /// never are); a comment of only white space is no note.
  init(comment range: Range<Int>?, of text: [UInt8], buffer: UnsafeBufferPointer<UInt8>) {
    guard let range else {
      self = .none
      return
    }
    guard range.upperBound <= UInt32.max else {
      self = TranslatorNote(Self.trimmed(UnsafeBufferPointer(rebasing: buffer[range])))
      return
    }
    self = .text(text, start: UInt32(truncatingIfNeeded: range.lowerBound), end: UInt32(truncatingIfNeeded: range.upperBound))
  }

  /// The note as a string, or `nil` for none.
  var string: String? {
    switch self {
    case .none: nil
    case .string(let string): string
    case .text(let text, let start, let end):
      text.withUnsafeBufferPointer { Self.trimmed(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)])) }
    }
  }

  /// `bytes` without the white space at either end, as a string; `nil` when nothing else is left.
  private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var lower = 0, upper = bytes.count
    while lower < upper, isSpace(bytes[lower]) { lower += 1 }
    while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
    guard lower < upper else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}
