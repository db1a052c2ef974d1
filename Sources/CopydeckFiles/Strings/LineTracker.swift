import Copydeck
import Foundation

/// Turns UTF-8 offsets into 1-based lines and columns, scanning each byte of the text at most once.
///
/// Lines end at LF, CR or CR LF. Columns count `Character`s (of the line decoded as `String(decoding:as:)` decodes
/// it); a line prefix of plain ASCII is counted by its length, anything else by decoding it, which only happens for
/// locations actually asked for. A text without CR looks only for line feeds. The ASCII prefix of the current line is
/// remembered, so two locations on one line (a key and its value) check each byte once, and so is a point of the
/// line whose `Character` count is known (``ColumnMark``), so many locations on one long non-ASCII line (hundreds of
/// warnings about lone surrogates, as the fuzzer found) decode each byte about once instead of once per location.
package struct LineTracker {
  private var line = 1
  private var lineStart = 0
  private var scanned = 0
  /// The end of the current line's prefix known to be ASCII (from ``lineStart``).
  private var asciiEnd = 0
  /// Whether the text has no CR, so that LF is the only line break; found on the first call.
  private var lineFeedsOnly: Bool?
  /// A point of the current line whose column is known, where later columns of the line are counted from.
  private var mark = ColumnMark(offset: 0, characters: 0)
  /// How many bytes have been decoded to count columns, over the tracker's life (the test of linear work reads it).
  package private(set) var bytesDecodedForColumns = 0

  package init() {}

  private init(lineFeedsOnly: Bool?) {
    self.lineFeedsOnly = lineFeedsOnly
  }

  /// The location of byte `offset` of `text` (whose indices start at 0); offsets asked for in increasing order cost
  /// one pass in total.
  package mutating func location<Text: RandomAccessCollection<UInt8>>(of offset: Int, in text: Text, file: String) -> SourceLocation
  where Text.Index == Int {
    let place = place(of: offset, in: text)
    return SourceLocation(file: file, line: place.line, column: place.column)
  }

  /// The 1-based line and column of byte `offset` of `text`, as ``location(of:in:file:)`` gives them (without a file
  /// name, which each location would retain).
  package mutating func place<Text: RandomAccessCollection<UInt8>>(of offset: Int, in text: Text) -> (line: Int, column: Int)
  where Text.Index == Int {
    if offset < scanned { self = LineTracker(lineFeedsOnly: lineFeedsOnly) }
    // A location a few bytes after the last one, on a line known to be ASCII up to the last one (a value after its
    // key): when the bytes between hold no line break and nothing above 0x7F, the line is the same and the column
    // grows by their count, with no second pass for the column.
    if offset > scanned, offset - scanned <= 64, asciiEnd == scanned, !text[scanned..<offset].contains(where: { $0 < 0x0E || $0 >= 0x80 }) {
      scanned = offset
      asciiEnd = offset
      return (line, offset - lineStart + 1)
    }
    if lineFeedsOnly == nil {
      lineFeedsOnly = !text.contains(0x0D)
    }
    if lineFeedsOnly == true {
      while scanned < offset, let found = text[scanned..<offset].firstIndex(of: 0x0A) {
        scanned = found + 1
        line += 1
        lineStart = scanned
      }
      scanned = max(scanned, offset)
    }
    while scanned < offset {
      let byte = text[scanned]
      if byte == 0x0A {
        line += 1
        lineStart = scanned + 1
      } else if byte == 0x0D {
        if scanned + 1 < text.count, text[scanned + 1] == 0x0A { scanned += 1 }
        line += 1
        lineStart = scanned + 1
      }
      scanned += 1
    }
    let start = min(lineStart, offset)
    let from = max(start, asciiEnd)
    let index = from < offset ? text[from..<offset].firstIndex { $0 >= 0x80 } ?? offset : from
    let ascii = index == max(from, offset)
    if index > asciiEnd, start == lineStart { asciiEnd = index }
    let column = ascii ? offset - start : nonASCIIColumn(of: offset, in: text)
    return (line, column + 1)
  }

  /// The 0-based column of `offset` on the current line, whose prefix is not all ASCII: the `Character`s from the
  /// mark (or from the line's start) to `offset` are counted and the mark moves near `offset` (see ``ColumnMark``).
  private mutating func nonASCIIColumn<Text: RandomAccessCollection<UInt8>>(of offset: Int, in text: Text) -> Int where Text.Index == Int {
    // Before an ASCII byte that follows another one (no CR inside a line) a new `Character` always starts, so the
    // known ASCII prefix gives a first mark for free.
    let fromASCII = ColumnMark(offset: max(lineStart, asciiEnd - 1), characters: max(lineStart, asciiEnd - 1) - lineStart)
    if mark.offset < lineStart || mark.offset > offset { mark = ColumnMark(offset: lineStart, characters: 0) }
    if fromASCII.offset > mark.offset, fromASCII.offset <= offset { mark = fromASCII }
    let counted = ColumnMark.count(text[mark.offset..<offset])
    bytesDecodedForColumns += offset - mark.offset
    let column = mark.characters + counted.characters
    mark = ColumnMark(offset: mark.offset + counted.mark.offset, characters: mark.characters + counted.mark.characters)
    return column
  }

  /// The location just after the last character of `text`.
  package static func location(atEndOf text: String, file: String) -> SourceLocation {
    let bytes = Array(text.utf8)
    var tracker = LineTracker()
    return tracker.location(of: bytes.count, in: bytes, file: file)
  }
}
