/// An entry's translator note, kept as a range of its table's decoded text until someone reads it.
///
/// Most parses never read the notes (the catalog, `copydeck parse`, the device), and building a `String` for each
/// was a third of the strings a parse made; a range costs a retain of the text the table was parsed from instead.
enum TranslatorNote: Sendable {
  /// No note.
  case none
  /// A note given as a string.
  case string(String)
  /// The note is the UTF-8 bytes `start..<end` of `text` (white space already trimmed).
  case text([UInt8], start: UInt32, end: UInt32)

  init(_ string: String?) {
    self = string.map(TranslatorNote.string) ?? .none
  }

  /// The note of the comment whose text (without `/*` and `*/`, or `//`) is `range` of `text`, trimmed; `buffer` is
  /// `text`'s storage. A comment of only white space is no note.
  init(comment range: Range<Int>, of text: [UInt8], buffer: UnsafeBufferPointer<UInt8>) {
    var lower = range.lowerBound, upper = range.upperBound
    while lower < upper, Self.isSpace(buffer[lower]) { lower += 1 }
    while upper > lower, Self.isSpace(buffer[upper - 1]) { upper -= 1 }
    guard lower < upper else {
      self = .none
      return
    }
    guard upper <= UInt32.max else {
      self = .string(String(decoding: UnsafeBufferPointer(rebasing: buffer[lower..<upper]), as: UTF8.self))
      return
    }
    self = .text(text, start: UInt32(lower), end: UInt32(upper))
  }

  /// The note as a string, or `nil` for none.
  var string: String? {
    switch self {
    case .none: nil
    case .string(let string): string
    case .text(let text, let start, let end):
      text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)]), as: UTF8.self) }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}
