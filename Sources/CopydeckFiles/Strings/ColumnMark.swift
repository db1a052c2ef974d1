import Copydeck

/// A byte offset of a line and how many `Character`s the line has before it: where ``LineTracker`` resumes counting.
///
/// The offset is the start of a `Character` that stays one whatever text follows: Unicode decides a break from the
/// text before it and the one scalar after it, so a break inside a counted run stays a break once more bytes follow,
/// as long as the scalar after it is complete. In valid UTF-8 that holds for the start of the run's last
/// `Character`; otherwise the run may end in a cut sequence (a U+FFFD that more bytes make a combining mark), so
/// the mark goes back to the start of the `Character` before it.
package struct ColumnMark {
  /// The byte offset in the text.
  package var offset: Int
  /// The `Character`s of the line before ``offset``.
  package var characters: Int

  /// The `Character`s of `bytes` decoded as `String(decoding:as:)` decodes them (invalid sequences, such as a lone
  /// surrogate kept as generalized UTF-8, become U+FFFD), and a mark inside `bytes` to count on from (its offset
  /// relative to `bytes.startIndex`, its characters those of `bytes` before it).
  package static func count<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> (characters: Int, mark: ColumnMark)
  where Bytes.Index == Int {
    if UTF8Validation.firstInvalidOffset(in: bytes) == nil {
      let text = String(decoding: bytes, as: UTF8.self)
      guard !text.isEmpty else { return (0, ColumnMark(offset: 0, characters: 0)) }
      let count = text.count
      let lastStart = text.utf8.distance(from: text.startIndex, to: text.index(before: text.endIndex))
      return (count, ColumnMark(offset: lastStart, characters: count - 1))
    }
    var scalars = String.UnicodeScalarView()
    var scalarStarts: [Int] = []
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
        scalarStarts.append(offset)
        offset += encoded.count
      case .error(let length):
        scalars.append("\u{FFFD}")
        scalarStarts.append(offset)
        offset += length
      case .emptyInput:
        let text = String(scalars)
        let count = text.count
        guard count >= 2 else { return (count, ColumnMark(offset: 0, characters: 0)) }
        let markIndex = text.index(text.endIndex, offsetBy: -2)
        let scalarsBefore = text.unicodeScalars.distance(from: text.startIndex, to: markIndex)
        return (count, ColumnMark(offset: scalarStarts[scalarsBefore], characters: count - 2))
      }
    }
  }
}
