import Copydeck
import Foundation

/// The key→value map of a `.strings` file, kept as byte ranges into one copy of its text: what `copydeck parse`
/// needs from a table of any size.
///
/// ``StringsParser/map(contentsOf:report:)`` builds it. It reads what ``StringsTable`` reads — the same keys, the
/// same values (the later entry of a repeated key wins), the same diagnostics in the same order — but hands each
/// diagnostic on as soon as the part of the file it is about has been read, and keeps no `String` per key, value or
/// comment: a value without escapes is a range of the text, one with escapes a range of a second buffer that holds
/// the decoded bytes of those strings only.
public struct StringsMap: Sendable {
  /// The file's encoding and byte-order mark.
  public let encoding: StringsEncoding
  /// The syntax the file is written in.
  public let form: StringsTable.Form
  /// The decoded text.
  private let text: [UInt8]
  /// The decoded bytes of the strings that have escapes.
  private let decoded: [UInt8]
  /// The key and value of each distinct key's winning entry, sorted by the keys' bytes.
  private let pairs: [(key: ByteRun, value: ByteRun)]

  /// The number of distinct keys.
  public var count: Int { pairs.count }

  /// Calls `body` with each distinct key and its value as UTF-8 bytes, keys in the order of their bytes (which is the
  /// order of their Unicode scalars).
  public func forEachSorted(_ body: (_ key: ArraySlice<UInt8>, _ value: ArraySlice<UInt8>) throws -> Void) rethrows {
    for pair in pairs { try body(pair.key.bytes(text, decoded), pair.value.bytes(text, decoded)) }
  }

  fileprivate init(
    encoding: StringsEncoding, form: StringsTable.Form, text: [UInt8], decoded: [UInt8], pairs: [(key: ByteRun, value: ByteRun)]
  ) {
    self.encoding = encoding
    self.form = form
    self.text = text
    self.decoded = decoded
    self.pairs = pairs
  }

  /// Reads `bytes` (the file's) as ``StringsParser/parse(_:file:)`` does, reporting diagnostics as it goes.
  ///
  /// The old-style form is read straight into ranges. A file that is not old-style text (an XML property list) or
  /// whose old-style text Apple rejects goes through ``ParsedStrings`` instead, so XML and every error are exactly
  /// the table's.
  package static func read(_ bytes: [UInt8], file: String, report: (StringsDiagnostic) -> Void) throws(StringsDiagnostic) -> StringsMap {
    guard let decoded = try? DecodedText(bytes, file: file) else { return try fromTable(bytes, file: file, report: report) }
    return try withoutActuallyEscaping(report) { report throws(StringsDiagnostic) -> StringsMap in
      var builder = StringsMapBuilder(file: file, report: report, encodingWarnings: ParsedStrings.encodingWarnings(decoded, file: file))
      builder.reserve(forText: decoded.bytes)
      let result = Result { () throws(StringsDiagnostic) -> OpenStepLayout in
        try OpenStepParser.parse(decoded.bytes, file: file, hasLoneSurrogates: decoded.hasLoneSurrogates, into: &builder)
      }
      guard case .success(let layout) = result else { return try fromTable(bytes, file: file, report: report) }
      let pairs = builder.sortedPairs(text: decoded.bytes)
      return StringsMap(encoding: decoded.encoding, form: layout.form, text: decoded.bytes, decoded: builder.decoded, pairs: pairs)
    }
  }

  /// The map of a file the table reader reads (XML), or the error it throws.
  private static func fromTable(_ bytes: [UInt8], file: String, report: (StringsDiagnostic) -> Void) throws(StringsDiagnostic) -> StringsMap
  {
    let table = try ParsedStrings(bytes: bytes, file: file).table
    table.diagnostics.forEach(report)
    var decoded: [UInt8] = []
    var pairs: [(key: ByteRun, value: ByteRun)] = []
    for key in table.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let keyRun = ByteRun(decodedAt: decoded.count, count: key.utf8.count)
      decoded += key.utf8
      let value = table.value(forKey: key) ?? ""
      pairs.append((keyRun, ByteRun(decodedAt: decoded.count, count: value.utf8.count)))
      decoded += value.utf8
    }
    return StringsMap(encoding: table.encoding, form: table.form, text: [], decoded: decoded, pairs: pairs)
  }
}

/// Where a key or value of a ``StringsMap`` is: a range of the text, or of the buffer of decoded strings.
package struct ByteRun: Sendable {
  /// The offset in the text, or `~offset` in the decoded buffer.
  private var start: Int
  /// The number of bytes.
  package let count: Int

  package init(textAt offset: Int, count: Int) {
    start = offset
    self.count = count
  }

  package init(decodedAt offset: Int, count: Int) {
    start = ~offset
    self.count = count
  }

  /// Whether the bytes are in the text (not in the buffer of decoded strings).
  package var isInText: Bool { start >= 0 }

  /// The bytes, given the text and the decoded buffer.
  package func bytes(_ text: [UInt8], _ decoded: [UInt8]) -> ArraySlice<UInt8> {
    start >= 0 ? text[start..<start + count] : decoded[(~start)..<(~start + count)]
  }
}
