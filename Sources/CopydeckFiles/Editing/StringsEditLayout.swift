import Copydeck
import Foundation

/// What ``StringsEditor`` needs from a parse to change one key, and nothing more: where the key's last entry is,
/// where the last entry starts, where a new one goes and where the device stops reading — no key or value is kept,
/// so an edit of a table of a million entries holds its bytes and not a model of them.
struct StringsEditLayout {
  /// The decoded text after the byte-order mark, which the spans are offsets of (see ``DecodedText/bytes``).
  var bytes: [UInt8]
  /// The file's encoding and byte-order mark.
  var encoding: StringsEncoding
  /// How many bytes of the file come before ``bytes``.
  var prefixLength: Int
  /// Where a one-byte invalid UTF-8 sequence became a three-byte U+FFFD in ``bytes``.
  var strayContinuationBytes: [Int]
  /// The file's syntax.
  var form: StringsTable.Form
  /// Where a new entry goes in the braced and XML forms: the offset of the closing `}` or `</dict>`.
  var insertionPoint: Int?
  /// The span of the key's entry that the device uses (the last when it is repeated), or `nil` when it is not there.
  var match: EntrySpan?
  /// The span of the file's last entry.
  var last: EntrySpan?
  /// The silent stop, when Apple's parser stops before the end of the file.
  var stop: StringsDiagnostic?

  /// Parses `data` looking for `key` (`nil` only to check that the file parses); throws when the file does not parse,
  /// or, looking for a key, is an XML property list too unusual to edit byte by byte.
  init(_ data: Data, file: String, key: String?) throws(StringsDiagnostic) {
    let original = [UInt8](data)
    if let decoded = try? DecodedText(original, file: file) {
      var finder = KeySpanFinder(key: key.map { Array($0.utf8) })
      let result = Result { () throws(StringsDiagnostic) -> OpenStepLayout in
        try OpenStepParser.parse(decoded.bytes, file: file, hasLoneSurrogates: decoded.hasLoneSurrogates, into: &finder)
      }
      if case .success(let layout) = result {
        self.bytes = decoded.bytes
        encoding = decoded.encoding
        prefixLength = decoded.prefixLength
        strayContinuationBytes = decoded.strayContinuationBytes
        form = layout.form
        insertionPoint = layout.insertionPoint
        match = finder.match
        last = finder.last
        stop = finder.stop
        return
      }
    }
    // An XML property list, or old-style text Apple rejects: the full parse reads it, or says why it cannot.
    let parsed = try ParsedStrings(bytes: original, file: file)
    guard key == nil || parsed.spans.count == parsed.table.entries.count else {
      throw StringsDiagnostic(
        id: "not-editable", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
        message: "this XML property list is too unusual to edit byte by byte",
        hint: "convert it to the old-style form (\"key\" = \"value\";) and try again")
    }
    self.bytes = parsed.bytes
    encoding = parsed.table.encoding
    prefixLength = parsed.prefixLength
    strayContinuationBytes = parsed.strayContinuationBytes
    form = parsed.table.form
    insertionPoint = parsed.insertionPoint
    match = key.flatMap { key in parsed.table.entries.lastIndex { $0.key.utf8.elementsEqual(key.utf8) } }.map { parsed.spans[$0] }
    last = parsed.spans.last
    stop = parsed.table.diagnostics.first { $0.id == "ignored-after-stop" }
  }
}

/// An ``OpenStepSink`` that keeps only the spans ``StringsEditLayout`` needs: each string is compared with the key
/// as it is read, and dropped.
private struct KeySpanFinder: OpenStepSink {
  /// The key's UTF-8 bytes, or `nil` when no key is looked for.
  let key: [UInt8]?
  var match: EntrySpan?
  var last: EntrySpan?
  var stop: StringsDiagnostic?

  /// Whether the string just read is the key.
  func text(_ string: LexedString, in lexer: OpenStepLexer) -> Bool {
    guard let key else { return false }
    switch string {
    case .run(let range): return range.count == key.count && key.elementsEqual(lexer.text[range])
    case .decoded: return lexer.scratch == key
    }
  }

  mutating func entry(
    key: consuming Bool, keySurrogates: [LoneSurrogate]?, value: consuming Bool, comment: Range<Int>?, span: EntrySpan,
    place: (line: Int, column: Int), valuePlace: (line: Int, column: Int), lexer: inout OpenStepLexer
  ) {
    if key { match = span }
    last = span
  }

  mutating func diagnose(_ diagnostic: StringsDiagnostic) {
    if stop == nil, diagnostic.id == "ignored-after-stop" { stop = diagnostic }
  }

  mutating func finish(_ lexer: inout OpenStepLexer) {}
}
