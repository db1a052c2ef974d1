import Foundation

/// The bytes of a `.strings` file turned into UTF-8 text the way Apple's parser reads them.
///
/// A byte-order mark selects UTF-8, UTF-16 or UTF-32; without one the file must be valid UTF-8, as CoreFoundation
/// requires. UTF-16 is transcoded to UTF-8 once, so the parser only ever scans UTF-8 bytes.
struct DecodedText {
  /// The text after the byte-order mark.
  var text: String
  /// The encoding found.
  var encoding: StringsEncoding
  /// The UTF-8 offsets in ``text`` where a lone UTF-16 surrogate of the file was replaced by U+FFFD.
  var replacedSurrogates: [Int]
  /// How many bytes at the end did not make a whole UTF-16 or UTF-32 code unit; Apple ignores them.
  var ignoredTrailingBytes = 0

  /// Decodes `data`, or throws a diagnostic at the first byte that cannot be read.
  init(_ data: Data, file: String) throws(StringsDiagnostic) {
    let bytes = [UInt8](data)
    replacedSurrogates = []
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      encoding = .utf8(byteOrderMark: true)
      text = try Self.utf8(bytes[3...], file: file)
    } else if bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
      let bigEndian = bytes[0] == 0
      encoding = .utf32(bigEndian: bigEndian)
      text = try Self.utf32(bytes[4...], bigEndian: bigEndian, file: file)
      ignoredTrailingBytes = (bytes.count - 4) % 4
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      let bigEndian = bytes[0] == 0xFE
      encoding = .utf16(bigEndian: bigEndian)
      (text, replacedSurrogates) = Self.utf16(bytes[2...], bigEndian: bigEndian)
      ignoredTrailingBytes = (bytes.count - 2) % 2
    } else {
      encoding = .utf8(byteOrderMark: false)
      text = try Self.utf8(bytes[...], file: file)
    }
  }

  /// Whether `data` looks like UTF-16 without a byte-order mark: ASCII characters with a zero byte beside each.
  static func looksLikeUTF16WithoutBOM(_ data: Data) -> Bool {
    let sample = [UInt8](data.prefix(256))
    guard sample.count >= 4 else { return false }
    var zeroEven = 0, zeroOdd = 0
    for (index, byte) in sample.enumerated() where byte == 0 {
      if index.isMultiple(of: 2) { zeroEven += 1 } else { zeroOdd += 1 }
    }
    let pairs = sample.count / 2
    return max(zeroEven, zeroOdd) * 2 >= pairs && min(zeroEven, zeroOdd) * 8 < pairs
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(StringsDiagnostic) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: offset = bytes.endIndex
      case .error:
        let before = String(decoding: bytes[bytes.startIndex..<offset], as: UTF8.self)
        throw StringsDiagnostic(
          id: "invalid-encoding", severity: .error, location: LineTracker.location(atEndOf: before, file: file),
          message: String(format: "byte 0x%02X is not valid UTF-8, so Apple's parser rejects the whole file", bytes[offset]),
          hint: "save the file as UTF-8 (or as UTF-16 with a byte-order mark); it was probably saved as Latin-1 or another legacy encoding")
      }
    }
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> (String, [Int]) {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(units.count + units.count / 2)
    var replaced: [Int] = []
    var position = 0
    while position < units.count {
      let unit = units[position]
      var scalar: UInt32
      if UTF16.isLeadSurrogate(unit), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
        scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[position + 1] - 0xDC00)
        position += 2
      } else if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
        replaced.append(utf8.count)
        scalar = 0xFFFD
        position += 1
      } else {
        scalar = UInt32(unit)
        position += 1
      }
      utf8.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
    }
    let text = String(decoding: utf8, as: UTF8.self)
    return (text, replaced)
  }

  private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(StringsDiagnostic) -> String {
    var text = String.UnicodeScalarView()
    var index = bytes.startIndex
    while index + 3 < bytes.endIndex {
      let quad = bytes[index..<(index + 4)].map(UInt32.init)
      let value = bigEndian ? quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3] : quad[3] << 24 | quad[2] << 16 | quad[1] << 8 | quad[0]
      guard let scalar = Unicode.Scalar(value) else {
        throw StringsDiagnostic(
          id: "invalid-encoding", severity: .error, location: LineTracker.location(atEndOf: String(text), file: file),
          message: String(format: "0x%08X is not a Unicode character, so the UTF-32 file cannot be read", value),
          hint: "save the file again as UTF-8 or UTF-16")
      }
      text.append(scalar)
      index += 4
    }
    return String(text)
  }
}
