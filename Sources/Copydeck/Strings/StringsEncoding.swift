/// The character encoding of a `.strings` file, as found on disk, including its byte-order mark.
public enum StringsEncoding: Hashable, Sendable {
  /// UTF-8, with or without the `EF BB BF` byte-order mark.
  case utf8(byteOrderMark: Bool)
  /// UTF-16 with a byte-order mark, little- or big-endian.
  case utf16(bigEndian: Bool)
  /// UTF-32 with a byte-order mark, little- or big-endian.
  case utf32(bigEndian: Bool)

  /// The bytes of the byte-order mark this encoding starts the file with (empty for UTF-8 without one).
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf8(let bom): bom ? [0xEF, 0xBB, 0xBF] : []
    case .utf16(let bigEndian): bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    case .utf32(let bigEndian): bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
    }
  }

  /// Encodes `text` in this encoding, without the byte-order mark.
  public func encode(_ text: String) -> [UInt8] {
    switch self {
    case .utf8: return Array(text.utf8)
    case .utf16(let bigEndian):
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf16.count * 2)
      for unit in text.utf16 {
        let pair = [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)]
        bytes += bigEndian ? pair : pair.reversed()
      }
      return bytes
    case .utf32(let bigEndian):
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.unicodeScalars.count * 4)
      for scalar in text.unicodeScalars {
        let value = scalar.value
        let quad = [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        bytes += bigEndian ? quad : quad.reversed()
      }
      return bytes
    }
  }
}
