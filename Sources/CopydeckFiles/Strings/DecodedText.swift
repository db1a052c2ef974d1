import Copydeck
import Foundation

/// The bytes of a `.strings` file turned into UTF-8 the way Apple's parser reads them.
///
/// UTF-16 and UTF-32 are transcoded to UTF-8 once, so the parser only ever scans UTF-8 bytes. One exception to valid
/// UTF-8: a lone UTF-16 surrogate of the file is kept as its three-byte generalized UTF-8 form (`ED A0 80`…`ED BF BF`),
/// because Apple pairs it with a surrogate that an escape produces next to it (`\UD83D` followed by a raw low
/// surrogate is one emoji); the lexer pairs or replaces those when it builds a string.
package struct DecodedText {
  /// The text after the byte-order mark, as (generalized) UTF-8.
  package var bytes: [UInt8]
  /// The encoding found.
  package var encoding: StringsEncoding
  /// Whether ``bytes`` holds lone surrogates in generalized UTF-8.
  package var hasLoneSurrogates = false
  /// The UTF-8 offsets in ``bytes`` where a stray 0xA9 byte was replaced by U+FFFD
  /// (three bytes in ``bytes`` for one in the file).
  package var strayContinuationBytes: [Int] = []
  /// How many bytes at the end did not make a whole UTF-16 or UTF-32 code unit; Apple ignores them.
  package var ignoredTrailingBytes = 0

  /// A text that was decoded by other means (Foundation's XML parser).
  package init(text: String, encoding: StringsEncoding) {
    bytes = Array(text.utf8)
    self.encoding = encoding
  }

  /// The text as a `String`, lone surrogates shown as U+FFFD.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// How many bytes at the start are not text: a byte-order mark, or the first two bytes Apple skips in UTF-16
  /// without one.
  package var prefixLength = 0

  /// Decodes `data` with CoreFoundation's rules, or throws a diagnostic at the first byte that cannot be read.
  ///
  /// Apple checks, in order: a UTF-32 byte-order mark (file longer than 4 bytes), a UTF-8 one (longer than 3), a
  /// UTF-16 one (longer than 2), then a zero in one of the first two bytes, which means UTF-16 without a byte-order
  /// mark — read little-endian, and its first two bytes skipped as if they were one. Anything else is UTF-8.
  package init(_ data: Data, file: String) throws(StringsDiagnostic) {
    try self.init([UInt8](data), file: file)
  }

  /// Decodes the bytes of a file as the `Data` initializer does; valid UTF-8 without a byte-order mark is kept as it is,
  /// without a copy.
  package init(_ bytes: [UInt8], file: String) throws(StringsDiagnostic) {
    let count = bytes.count
    if count > 4, bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
      let bigEndian = bytes[0] == 0
      encoding = .utf32(bigEndian: bigEndian)
      prefixLength = 4
      self.bytes = try Self.utf32(bytes[4...], bigEndian: bigEndian, file: file)
    } else if count > 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      encoding = .utf8(byteOrderMark: true)
      prefixLength = 3
      (self.bytes, strayContinuationBytes) = try Self.utf8(bytes, from: 3, file: file)
    } else if count > 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0 || bytes[1] == 0 {
      let hasMark = bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF
      let bigEndian = hasMark && bytes[0] == 0xFE
      encoding = hasMark ? .utf16(bigEndian: bigEndian) : .utf16WithoutBOM
      prefixLength = 2
      (self.bytes, hasLoneSurrogates) = UTF16Transcoder.utf8(bytes[2...], bigEndian: bigEndian)
    } else {
      encoding = .utf8(byteOrderMark: false)
      (self.bytes, strayContinuationBytes) = try Self.utf8(bytes, from: 0, file: file)
    }
    ignoredTrailingBytes = (count - prefixLength) % encoding.codeUnitSize
  }

  /// Decodes UTF-8 as CoreFoundation does here: a stray 0xA9 byte (a continuation byte without a lead byte) becomes
  /// U+FFFD and its text offset is recorded; every other invalid byte rejects the file. (Found by the differential
  /// test and fuzzer: of the 64 continuation bytes, CoreFoundation here forgives only 0xA9.)
  private static func utf8(_ bytes: [UInt8], from start: Int, file: String) throws(StringsDiagnostic) -> ([UInt8], [Int]) {
    if UTF8Validation.firstInvalidOffset(in: bytes[start...]) == nil { return (start == 0 ? bytes : Array(bytes[start...]), []) }
    let bytes = bytes[start...]
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var replaced: [Int] = []
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        output.append(contentsOf: scalar)
        offset += scalar.count
      case .emptyInput:
        return (output, replaced)
      case .error(let length):
        guard length == 1, bytes[offset] == 0xA9 else {
          throw StringsDiagnostic(
            id: "invalid-encoding", severity: .error,
            location: LineTracker.location(atEndOf: String(decoding: output, as: UTF8.self), file: file),
            message: "byte 0x\(hexDigits(bytes[offset], width: 2)) is not valid UTF-8, so Apple's parser rejects the whole file",
            hint:
              "save the file as UTF-8 (or as UTF-16 with a byte-order mark); it was probably saved as Latin-1 or another legacy encoding")
        }
        replaced.append(output.count)
        output += [0xEF, 0xBF, 0xBD]
        offset += 1
      }
    }
  }

  private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(StringsDiagnostic) -> [UInt8] {
    var text = String.UnicodeScalarView()
    var index = bytes.startIndex
    while index + 3 < bytes.endIndex {
      let quad = bytes[index..<(index + 4)].map(UInt32.init)
      let value =
        bigEndian ? quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3] : quad[3] << 24 | quad[2] << 16 | quad[1] << 8 | quad[0]
      guard let scalar = Unicode.Scalar(value) else {
        throw StringsDiagnostic(
          id: "invalid-encoding", severity: .error, location: LineTracker.location(atEndOf: String(text), file: file),
          message: "0x\(hexDigits(value, width: 8)) is not a Unicode character, so the UTF-32 file cannot be read",
          hint: "save the file again as UTF-8 or UTF-16")
      }
      text.append(scalar)
      index += 4
    }
    return Array(String(text).utf8)
  }
}
