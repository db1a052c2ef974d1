import Copydeck
import Foundation

/// A parsed `.strings` file together with what the writer needs: the decoded text and where each entry's bytes are.
package struct ParsedStrings {
  /// The public result.
  package var table: StringsTable
  /// The decoded text after the byte-order mark (see ``DecodedText/bytes``).
  package var bytes: [UInt8]
  /// How many bytes of the file come before ``text`` (a byte-order mark, or two bytes Apple skips).
  package var prefixLength: Int
  /// Where a one-byte invalid UTF-8 sequence became a three-byte U+FFFD in ``text``.
  package var strayContinuationBytes: [Int]
  /// The byte ranges of each entry in ``text``.
  package var spans: [EntrySpan]
  /// Where a new entry goes in the braced and XML forms: the offset of the closing `}` or `</dict>`.
  package var insertionPoint: Int?

  package init(_ data: Data, file: String) throws(StringsDiagnostic) {
    try self.init(bytes: [UInt8](data), file: file)
  }

  /// Parses the bytes of a file.
  package init(bytes: [UInt8], file: String) throws(StringsDiagnostic) {
    let decoded: DecodedText
    do {
      decoded = try DecodedText(bytes, file: file)
    } catch {
      guard let xml = try XMLForm.read(Data(bytes), file: file, oldStyleError: error) else { throw error }
      self.init(xml, file: file)
      return
    }
    var document = OpenStepDocument(source: EntrySource(file: file, text: decoded.bytes))
    document.reserve(forText: decoded.bytes)
    let result = Result { () throws(StringsDiagnostic) -> OpenStepLayout in
      try OpenStepParser.parse(decoded.bytes, file: file, hasLoneSurrogates: decoded.hasLoneSurrogates, into: &document)
    }
    switch result {
    case .success(let layout):
      document.form = layout.form
      document.insertionPoint = layout.insertionPoint
    case .failure(let error):
      guard let xml = try XMLForm.read(Data(bytes), file: file, oldStyleError: error) else { throw error }
      self.init(xml, file: file)
      return
    }
    document.diagnostics += Self.encodingWarnings(decoded, file: file).map(\.diagnostic)
    self.init(document, decoded: decoded, file: file)
  }

  private init(_ xml: (document: OpenStepDocument, decoded: DecodedText), file: String) {
    self.init(xml.document, decoded: xml.decoded, file: file)
  }

  private init(_ document: OpenStepDocument, decoded: DecodedText, file: String) {
    bytes = decoded.bytes
    prefixLength = decoded.prefixLength
    strayContinuationBytes = decoded.strayContinuationBytes
    spans = document.spans
    insertionPoint = document.insertionPoint
    table = StringsTable(entries: document.entries, diagnostics: document.diagnostics, encoding: decoded.encoding, form: document.form)
    table.diagnostics += KeyDiagnostics.duplicatesAndLookalikes(table, keySurrogates: document.keySurrogates)
    table.diagnostics.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// The warnings about the file's encoding, each with the text offset it is about (for merging in file order).
  package static func encodingWarnings(_ decoded: DecodedText, file: String) -> [(offset: Int, diagnostic: StringsDiagnostic)] {
    let start = SourceLocation(file: file, line: 1, column: 1)
    var warnings: [(offset: Int, diagnostic: StringsDiagnostic)] = []
    if decoded.encoding == .utf16WithoutBOM {
      warnings.append(
        (
          0,
          StringsDiagnostic(
            id: "utf16-without-bom", severity: .warning, location: start,
            message:
              "the file is UTF-16 without a byte-order mark; Apple reads it little-endian and skips its first character as if it were one",
            hint: "save it as UTF-8, or as UTF-16 with a byte-order mark (Xcode and genstrings write one)")
        ))
    }
    if decoded.ignoredTrailingBytes > 0 {
      warnings.append(
        (
          decoded.bytes.count,
          StringsDiagnostic(
            id: "truncated-encoding", severity: .warning, location: LineTracker.location(atEndOf: decoded.text, file: file),
            message: "the file ends with \(decoded.ignoredTrailingBytes) byte(s) that do not make a whole character; Apple ignores them",
            hint: "the file was probably cut short; check its last entry and save it again")
        ))
    }
    if let first = decoded.strayContinuationBytes.first {
      var lines = LineTracker()
      let location = lines.location(of: first, in: decoded.bytes, file: file)
      let count = decoded.strayContinuationBytes.count
      warnings.append(
        (
          first,
          StringsDiagnostic(
            id: "invalid-utf8", severity: .warning, location: location,
            message:
              "\(count == 1 ? "a byte" : "\(count) bytes") here and below \(count == 1 ? "is" : "are") not valid UTF-8 (a stray 0xA9, which is the second half of ©, without its first byte); Apple shows each as U+FFFD",
            hint: "retype the text around it; the file was probably damaged by a byte-level edit or a bad conversion")
        ))
    }
    return warnings
  }
}
