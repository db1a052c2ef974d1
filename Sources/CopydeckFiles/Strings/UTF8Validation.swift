import Copydeck

/// Fast UTF-8 validation that also says where the first invalid byte is.
///
/// Sequences follow RFC 3629 (no overlong forms, no surrogates, nothing above U+10FFFF), which is what
/// `String(validating:)` accepts.
package enum UTF8Validation {
  /// The offset (from `bytes.startIndex`) of the first byte that does not start a valid UTF-8 sequence, or `nil` when
  /// all of `bytes` is valid.
  package static func firstInvalidOffset<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes) -> Int? where Bytes.Index == Int {
    let start = bytes.startIndex
    let count = bytes.endIndex
    var index = start
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80, high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index - start
      }
      guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return index - start }
      if length >= 3, bytes[index + 2] & 0xC0 != 0x80 { return index - start }
      if length == 4, bytes[index + 3] & 0xC0 != 0x80 { return index - start }
      index += length
    }
    return nil
  }
}
