import Copydeck

/// The character encoding of a `.strings` file, as found on disk, including its byte-order mark.
public enum StringsEncoding: Hashable, Sendable {
  /// UTF-8, with or without the `EF BB BF` byte-order mark.
  case utf8(byteOrderMark: Bool)
  /// UTF-16 with a byte-order mark, little- or big-endian.
  case utf16(bigEndian: Bool)
  /// UTF-16 without a byte-order mark (Apple detects it by a zero in the first two bytes and reads it
  /// little-endian, skipping those first two bytes as if they were a byte-order mark).
  case utf16WithoutBOM
  /// UTF-32 with a byte-order mark, little- or big-endian.
  case utf32(bigEndian: Bool)

  /// The size in bytes of one code unit.
  package var codeUnitSize: Int {
    switch self {
    case .utf8: 1
    case .utf16, .utf16WithoutBOM: 2
    case .utf32: 4
    }
  }

  /// The bytes of the byte-order mark this encoding starts the file with (empty when there is none).
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf8(let bom): bom ? [0xEF, 0xBB, 0xBF] : []
    case .utf16(let bigEndian): bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    case .utf16WithoutBOM: []
    case .utf32(let bigEndian): bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
    }
  }

  /// Encodes `text` in this encoding, without the byte-order mark.
  public func encode(_ text: String) -> [UInt8] {
    switch self {
    case .utf8: return Array(text.utf8)
    case .utf16WithoutBOM: return Self.utf16(bigEndian: false).encode(text)
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
        let quad = [
          UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
          UInt8(truncatingIfNeeded: value),
        ]
        bytes += bigEndian ? quad : quad.reversed()
      }
      return bytes
    }
  }
}
