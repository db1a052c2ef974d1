/// Collects a string literal's contents as ``SourceLexer`` reads them, and lays out a multi-line literal's lines the
/// way the compiler does: the line of the opening `"""` and the final line break are not part of it, and the closing
/// delimiter's indentation is removed from every line.
struct LiteralReader {
  /// A run of bytes or an interpolation.
  private enum Segment {
    case bytes([UInt8])
    case interpolation([SourceToken])
  }

  /// The number of `#` around the literal.
  let hashes: Int
  /// Whether the literal is a `"""` one.
  let multiLine: Bool
  /// Whether escapes are C's (`\x41`, octal) and `\(` is no interpolation.
  let objectiveC: Bool
  private var segments: [Segment] = []
  private var buffer: [UInt8] = []
  /// Where each line of a multi-line literal starts: a segment index (the buffer is the segment at
  /// `segments.count`) and a byte offset in it.
  private var lineStarts: [(segment: Int, offset: Int)] = []
  private var openingLineRead = false

  init(hashes: Int, multiLine: Bool, objectiveC: Bool) {
    self.hashes = hashes
    self.multiLine = multiLine
    self.objectiveC = objectiveC
  }

  mutating func append(_ byte: UInt8) {
    buffer.append(byte)
  }

  mutating func append(contentsOf text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// Appends the UTF-8 of scalar `value`, or U+FFFD when it is not a Unicode scalar.
  mutating func append(scalar value: UInt32) {
    buffer.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
  }

  mutating func interpolation(_ tokens: [SourceToken]) {
    flush()
    segments.append(.interpolation(tokens))
  }

  /// A line break in the source of a multi-line literal.
  mutating func newLine() {
    guard openingLineRead else {
      openingLineRead = true
      segments = []
      buffer = []
      lineStarts = [(0, 0)]
      return
    }
    buffer.append(UInt8(ascii: "\n"))
    lineStarts.append((segments.count, buffer.count))
  }

  /// A `\` at the end of a line of a multi-line literal: the next line continues this one, and loses its indentation.
  mutating func continueLine() {
    lineStarts.append((segments.count, buffer.count))
  }

  private mutating func flush() {
    if !buffer.isEmpty { segments.append(.bytes(buffer)) }
    buffer = []
  }

  /// The literal's contents.
  mutating func finish() -> StringLiteral {
    let last = segments.count
    flush()
    if multiLine { layOutLines(lastSegment: last) }
    return StringLiteral(
      parts: segments.map { segment in
        switch segment {
        case .bytes(let bytes): .text(String(decoding: bytes, as: UTF8.self))
        case .interpolation(let tokens): .interpolation(tokens)
        }
      })
  }

  /// Removes the closing line and its indentation from every line. `lastSegment` is the index the final buffer had.
  private mutating func layOutLines(lastSegment: Int) {
    guard let closing = lineStarts.last, closing.segment == lastSegment || (closing.segment == segments.count && closing.offset == 0)
    else { return }
    var indentation: [UInt8] = []
    if closing.segment < segments.count, case .bytes(let bytes) = segments[closing.segment] {
      indentation = Array(bytes[closing.offset...])
      guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return }
      var kept = Array(bytes[..<closing.offset])
      if kept.last == UInt8(ascii: "\n") { kept.removeLast() }
      segments[closing.segment] = .bytes(kept)
    }
    for start in lineStarts.dropLast().reversed() {
      // A line start past the end is one the closing line's removal took (a `\` continued the line before it).
      guard start.segment < segments.count, case .bytes(var bytes) = segments[start.segment], start.offset <= bytes.count else { continue }
      var removed = 0
      while removed < indentation.count, start.offset + removed < bytes.count, bytes[start.offset + removed] == indentation[removed] {
        removed += 1
      }
      bytes.removeSubrange(start.offset..<start.offset + removed)
      segments[start.segment] = .bytes(bytes)
    }
    segments.removeAll { if case .bytes(let bytes) = $0 { bytes.isEmpty } else { false } }
  }
}
