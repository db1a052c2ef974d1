import Copydeck
import Foundation

/// Turns UTF-8 offsets into 1-based lines and columns, scanning each byte of the text at most once.
///
/// Lines end at LF, CR or CR LF. Columns count `Character`s (of the line decoded as `String(decoding:as:)` decodes
/// it); a line prefix of plain ASCII is counted by its length, anything else by decoding it, which only happens for
/// locations actually asked for. A text without CR finds its line breaks with `memchr`; otherwise runs of bytes with
/// no line break are skipped eight bytes at a time. The ASCII prefix of the current line is remembered, so two
/// locations on one line (a key and its value) check each byte once, and so is a point of the line whose
/// `Character` count is known (``ColumnMark``), so many locations on one long non-ASCII line (hundreds of warnings
/// about lone surrogates, as the fuzzer found) decode each byte about once instead of once per location.
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

  /// The location of byte `offset` of `text`; offsets asked for in increasing order cost one pass in total.
  package mutating func location(of offset: Int, in text: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
    let place = place(of: offset, in: text)
    return SourceLocation(file: file, line: place.line, column: place.column)
  }

  /// The 1-based line and column of byte `offset` of `text`, as ``location(of:in:file:)`` gives them (without a file
  /// name, which each location would retain).
  package mutating func place(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    if offset < scanned { self = LineTracker(lineFeedsOnly: lineFeedsOnly) }
    let raw = UnsafeRawPointer(text.baseAddress)
    // A location a few bytes after the last one, on a line known to be ASCII up to the last one (a value after its
    // key): when the bytes between hold no line break and nothing above 0x7F, the line is the same and the column
    // grows by their count. No `memchr`, no second pass for the column.
    if let raw, offset > scanned, offset - scanned <= 64, offset >= 8, asciiEnd == scanned,
      Self.isPlainASCII(raw, from: scanned, to: offset)
    {
      scanned = offset
      asciiEnd = offset
      return (line, offset - lineStart + 1)
    }
    if lineFeedsOnly == nil {
      lineFeedsOnly = raw.map { memchr($0, 0x0D, text.count) == nil } ?? true
    }
    if let raw, lineFeedsOnly == true {
      while scanned < offset {
        // A line feed right here (an empty line) is found without calling `memchr`.
        if text[scanned] == 0x0A {
          scanned += 1
        } else if let found = memchr(raw + scanned, 0x0A, offset - scanned) {
          scanned = raw.distance(to: UnsafeRawPointer(found)) + 1
        } else {
          break
        }
        line += 1
        lineStart = scanned
      }
      scanned = max(scanned, offset)
    }
    while scanned < offset {
      if let raw, scanned + 8 <= offset, !Self.mayHoldLineBreak(raw.loadUnaligned(fromByteOffset: scanned, as: UInt64.self)) {
        scanned += 8
        continue
      }
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
    var index = max(start, asciiEnd)
    var ascii = true
    while index < offset {
      if let raw, index + 8 <= offset {
        if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
          ascii = false
          break
        }
        index += 8
      } else if let raw, offset - start >= 8, raw.loadUnaligned(fromByteOffset: offset - 8, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        // The last few bytes are ASCII: the eight that end at `offset` (some tested already) are.
        index = offset
      } else if text[index] >= 0x80 {
        ascii = false
        break
      } else {
        index += 1
      }
    }
    if index > asciiEnd, start == lineStart { asciiEnd = index }
    let column = ascii ? offset - start : nonASCIIColumn(of: offset, in: text)
    return (line, column + 1)
  }

  /// The 0-based column of `offset` on the current line, whose prefix is not all ASCII: the `Character`s from the
  /// mark (or from the line's start) to `offset` are counted and the mark moves near `offset` (see ``ColumnMark``).
  private mutating func nonASCIIColumn(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
    // Before an ASCII byte that follows another one (no CR inside a line) a new `Character` always starts, so the
    // known ASCII prefix gives a first mark for free.
    let fromASCII = ColumnMark(offset: max(lineStart, asciiEnd - 1), characters: max(lineStart, asciiEnd - 1) - lineStart)
    if mark.offset < lineStart || mark.offset > offset { mark = ColumnMark(offset: lineStart, characters: 0) }
    if fromASCII.offset > mark.offset, fromASCII.offset <= offset { mark = fromASCII }
    let counted = ColumnMark.count(UnsafeBufferPointer(rebasing: text[mark.offset..<offset]))
    bytesDecodedForColumns += offset - mark.offset
    let column = mark.characters + counted.characters
    mark = ColumnMark(offset: mark.offset + counted.mark.offset, characters: mark.characters + counted.mark.characters)
    return column
  }

  /// Whether every byte of `start..<end` (`end` at least 8) is ASCII and not below 0x0E, so neither LF nor CR. Eight
  /// bytes at a time; the last eight end at `end` and may reach before `start`, which can only answer `false` wrongly.
  @inline(__always)
  private static func isPlainASCII(_ raw: UnsafeRawPointer, from start: Int, to end: Int) -> Bool {
    // Below 0x80 and at least 0x0E, a byte minus 0x0E neither borrows nor sets its top bit; the lowest byte outside
    // that range sets it (above 0x7F in the byte itself, below 0x0E in the difference).
    var seen: UInt64 = 0
    var index = start
    while index &+ 8 <= end {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      seen |= (word &- 0x0E0E_0E0E_0E0E_0E0E) | word
      index &+= 8
    }
    if index < end {
      let word = raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self)
      seen |= (word &- 0x0E0E_0E0E_0E0E_0E0E) | word
    }
    return seen & 0x8080_8080_8080_8080 == 0
  }

  /// Whether any of the eight bytes may be LF or CR: a byte below 0x0E (checked exactly by the byte loop).
  private static func mayHoldLineBreak(_ word: UInt64) -> Bool {
    (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// The location just after the last character of `text`.
  package static func location(atEndOf text: String, file: String) -> SourceLocation {
    var text = text
    return text.withUTF8 { buffer in
      var tracker = LineTracker()
      return tracker.location(of: buffer.count, in: buffer, file: file)
    }
  }
}
