/// Turns UTF-8 offsets into 1-based lines and columns, scanning each byte of the text at most once.
///
/// Lines end at LF, CR or CR LF. Columns count `Character`s; a line prefix of plain ASCII is counted by its length,
/// anything else by building a `String` of the prefix, which only happens for locations actually asked for.
struct LineTracker {
  private var line = 1
  private var lineStart = 0
  private var scanned = 0

  /// The location of byte `offset` of `text`; offsets asked for in increasing order cost one pass in total.
  mutating func location(of offset: Int, in text: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
    if offset < scanned { self = LineTracker() }
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
    var ascii = true
    for index in start..<offset where text[index] >= 0x80 {
      ascii = false
      break
    }
    let column = ascii ? offset - start : String(decoding: UnsafeBufferPointer(rebasing: text[start..<offset]), as: UTF8.self).count
    return SourceLocation(file: file, line: line, column: column + 1)
  }

  /// The location just after the last character of `text`.
  static func location(atEndOf text: String, file: String) -> SourceLocation {
    var text = text
    return text.withUTF8 { buffer in
      var tracker = LineTracker()
      return tracker.location(of: buffer.count, in: buffer, file: file)
    }
  }
}
