import Foundation

/// A parsed `.strings` file together with what the writer needs: the decoded text and where each entry's bytes are.
struct ParsedStrings {
  /// The public result.
  var table: StringsTable
  /// The UTF-8 text after the byte-order mark.
  var text: String
  /// The byte ranges of each entry in ``text``; empty for the XML form.
  var spans: [EntrySpan]
  /// Where a new entry goes in the braced and XML forms: the offset of the closing `}` or `</dict>`.
  var insertionPoint: Int?

  init(_ data: Data, file: String) throws(StringsDiagnostic) {
    let decoded: DecodedText
    do {
      decoded = try DecodedText(data, file: file)
    } catch {
      throw DecodedText.looksLikeUTF16WithoutBOM(data) ? Self.missingBOM(file: file) : error
    }
    text = decoded.text
    let result = text.withUTF8 { buffer in
      Result { () throws(StringsDiagnostic) -> OpenStepDocument in
        XMLPlistReader.looksLikeXML(buffer) ? try XMLPlistReader.parse(buffer, file: file) : try OpenStepParser.parse(buffer, file: file)
      }
    }
    var document: OpenStepDocument
    switch result {
    case .success(let parsed): document = parsed
    case .failure(let error): throw DecodedText.looksLikeUTF16WithoutBOM(data) ? Self.missingBOM(file: file) : error
    }
    document.diagnostics += Self.surrogateWarnings(decoded.replacedSurrogates, in: text, file: file)
    if decoded.ignoredTrailingBytes > 0 {
      document.diagnostics.append(
        StringsDiagnostic(
          id: "truncated-encoding", severity: .warning, location: LineTracker.location(atEndOf: text, file: file),
          message: "the file ends with \(decoded.ignoredTrailingBytes) byte(s) that do not make a whole character; Apple ignores them",
          hint: "the file was probably cut short; check its last entry and save it again"))
    }
    document.diagnostics += KeyDiagnostics.duplicatesAndLookalikes(document.entries)
    document.diagnostics.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    spans = document.spans
    insertionPoint = document.insertionPoint
    table = StringsTable(entries: document.entries, diagnostics: document.diagnostics, encoding: decoded.encoding, form: document.form)
  }

  private static func missingBOM(file: String) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "utf16-without-bom", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
      message: "the file looks like UTF-16 without a byte-order mark; Apple's parser reads it as UTF-8 and rejects it",
      hint: "save it as UTF-8, or as UTF-16 with a byte-order mark (Xcode and genstrings write one)")
  }

  private static func surrogateWarnings(_ offsets: [Int], in text: String, file: String) -> [StringsDiagnostic] {
    guard !offsets.isEmpty else { return [] }
    var text = text
    return text.withUTF8 { buffer in
      var lines = LineTracker()
      return offsets.map { offset in
        StringsDiagnostic(
          id: "lone-surrogate", severity: .warning, location: lines.location(of: offset, in: buffer, file: file),
          message: "the file holds half of a UTF-16 surrogate pair; it is shown as U+FFFD (a Swift String cannot hold it)",
          hint: "retype the character; the file was probably cut in the middle of an emoji")
      }
    }
  }
}
