import Copydeck

/// UTF-16 to the (generalized) UTF-8 that ``DecodedText`` holds: lone surrogates are kept as their three-byte form
/// (`ED A0 80`…`ED BF BF`) and reported, so that the lexer can pair or replace them as Apple does.
package enum UTF16Transcoder {
  /// The UTF-8 of the UTF-16 `bytes` in `bigEndian` order (a last odd byte is ignored), and whether it met a lone
  /// surrogate.
  package static func utf8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> (bytes: [UInt8], hasLoneSurrogates: Bool) {
    let unitCount = bytes.count / 2
    func unit(_ index: Int) -> UInt32 {
      let (first, second) = (UInt32(bytes[bytes.startIndex + 2 * index]), UInt32(bytes[bytes.startIndex + 2 * index + 1]))
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    var out: [UInt8] = []
    out.reserveCapacity(unitCount * 3)
    var loneSurrogates = false
    var position = 0
    while position < unitCount {
      var scalar = unit(position)
      position += 1
      if scalar < 0x80 {
        out.append(UInt8(scalar))
      } else if scalar < 0x800 {
        out += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
      } else if scalar & 0xFC00 == 0xD800, position < unitCount, unit(position) & 0xFC00 == 0xDC00 {
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(position) - 0xDC00)
        position += 1
        out += [
          UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F),
        ]
      } else {
        if scalar & 0xF800 == 0xD800 { loneSurrogates = true }
        out += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
      }
    }
    return (out, loneSurrogates)
  }
}
