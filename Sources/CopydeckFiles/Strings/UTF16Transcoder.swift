import Copydeck

/// UTF-16 to the (generalized) UTF-8 that ``DecodedText`` holds: lone surrogates are kept as their three-byte form
/// (`ED A0 80`…`ED BF BF`) and reported, so that the lexer can pair or replace them as Apple does.
///
/// Sixteen or eight ASCII code units go at a time (8-byte loads to test them, one vector load to pack them, one store),
/// and so do the ASCII units that start a window of eight with another among them. A window that starts with another
/// unit goes one unit at a time through a loop that handles the two kinds of a Korean or
/// English text inline — an ASCII unit is one byte; a unit of U+0800…U+D7FF (Hangul among them) is three bytes,
/// written as one 4-byte word whose last byte the next unit overwrites — and hands the rest (two-byte units,
/// surrogates, U+E000…U+FFFF) to ``transcodeUnit(_:_:_:_:_:_:_:)``. The loop is generic over the byte order, so each
/// order gets its own copy with the order fixed, and its arithmetic wraps, since no offset can overflow.
package enum UTF16Transcoder {
  /// The UTF-8 of the UTF-16 `bytes` in `bigEndian` order (a last odd byte is ignored), and whether it met a lone
  /// surrogate.
  package static func utf8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> (bytes: [UInt8], hasLoneSurrogates: Bool) {
    bigEndian ? transcode(bytes, BigEndianUnits.self) : transcode(bytes, LittleEndianUnits.self)
  }

  private static func transcode<Order: UTF16ByteOrder>(_ bytes: ArraySlice<UInt8>, _ order: Order.Type) -> ([UInt8], Bool) {
    let unitCount = bytes.count / 2
    var loneSurrogates = false
    // Three bytes at most per unit, and the spare byte of the last unit's 4-byte word.
    let utf8 = [UInt8](unsafeUninitializedCapacity: unitCount * 3 + 1) { output, written in
      written = bytes.withUnsafeBytes { input in
        guard let raw = input.baseAddress, let out = output.baseAddress else { return 0 }
        return transcode(raw, unitCount: unitCount, into: out, order, loneSurrogates: &loneSurrogates)
      }
    }
    return (utf8, loneSurrogates)
  }

  /// Transcodes `unitCount` units at `raw` into `out`; returns how many bytes it wrote.
  @inline(__always)
  private static func transcode<Order: UTF16ByteOrder>(
    _ raw: UnsafeRawPointer, unitCount: Int, into out: UnsafeMutablePointer<UInt8>, _ order: Order.Type, loneSurrogates: inout Bool
  ) -> Int {
    // The bits that must be clear in a little-endian load of four units for all four to be ASCII, and how far each
    // unit's low byte sits above the unit's start.
    let notASCII: UInt64 = Order.isBigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
    let lowByteShift: UInt16 = Order.isBigEndian ? 8 : 0
    var o = 0
    var position = 0
    // A pair may end a window one unit beyond it, so the next window starts anywhere: test that it fits.
    while position &+ 8 <= unitCount {
      let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &* 2, as: UInt64.self))
      let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &* 2 &+ 8, as: UInt64.self))
      if (first | second) & notASCII == 0 {
        // Sixteen ASCII units at once when the next eight are ASCII too (a comment, a key), else these eight: the
        // units' low bytes, in order (pack instructions), the units as a vector, each truncated.
        if position &+ 16 <= unitCount {
          let third = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &* 2 &+ 16, as: UInt64.self))
          let fourth = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position &* 2 &+ 24, as: UInt64.self))
          if (third | fourth) & notASCII == 0 {
            let units = raw.loadUnaligned(fromByteOffset: position &* 2, as: SIMD16<UInt16>.self) &>> lowByteShift
            UnsafeMutableRawPointer(out + o).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: units), as: SIMD16<UInt8>.self)
            o &+= 16
            position &+= 16
            continue
          }
        }
        let units = raw.loadUnaligned(fromByteOffset: position &* 2, as: SIMD8<UInt16>.self) &>> lowByteShift
        UnsafeMutableRawPointer(out + o).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: units), as: SIMD8<UInt8>.self)
        o &+= 8
        position &+= 8
        continue
      }
      // The ASCII units before the first other one, packed as above; the bytes packed after them are overwritten next.
      let firstHalf = first & notASCII
      let leading = firstHalf != 0 ? firstHalf.trailingZeroBitCount &>> 4 : 4 &+ (second & notASCII).trailingZeroBitCount &>> 4
      if leading != 0 {
        let units = raw.loadUnaligned(fromByteOffset: position &* 2, as: SIMD8<UInt16>.self) &>> lowByteShift
        UnsafeMutableRawPointer(out + o).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: units), as: SIMD8<UInt8>.self)
        o &+= leading
        position &+= leading
        continue
      }
      // These eight units one at a time (a pair may end one unit beyond them), then runs again.
      let windowEnd = position &+ 8
      repeat {
        let unit = Order.unit(raw, position)
        if unit < 0x80 {
          out[o] = UInt8(truncatingIfNeeded: unit)
          o &+= 1
          position &+= 1
        } else if unit &- 0x800 < 0xD000 {
          // U+0800…U+D7FF (Hangul among them; one comparison): 1110xxxx 10xxxxxx 10xxxxxx, the first byte lowest.
          let word = 0x0080_80E0 | unit &>> 12 | (unit &<< 2) & 0x3F00 | (unit &<< 16) & 0x3F_0000
          UnsafeMutableRawPointer(out + o).storeBytes(of: UInt32(littleEndian: word), as: UInt32.self)
          o &+= 3
          position &+= 1
        } else {
          transcodeUnit(raw, unitCount, order, &position, out, &o, &loneSurrogates)
        }
      } while position < windowEnd
    }
    while position < unitCount { transcodeUnit(raw, unitCount, order, &position, out, &o, &loneSurrogates) }
    return o
  }

  /// Transcodes the unit at `position` (and the low surrogate after it, when the two make a pair) to `out` at `o`.
  @inline(__always)
  private static func transcodeUnit<Order: UTF16ByteOrder>(
    _ raw: UnsafeRawPointer, _ unitCount: Int, _ order: Order.Type, _ position: inout Int, _ out: UnsafeMutablePointer<UInt8>,
    _ o: inout Int, _ loneSurrogates: inout Bool
  ) {
    var scalar = Order.unit(raw, position)
    position &+= 1
    if scalar < 0x80 {
      out[o] = UInt8(truncatingIfNeeded: scalar)
      o &+= 1
    } else if scalar < 0x800 {
      out[o] = UInt8(truncatingIfNeeded: 0xC0 | scalar &>> 6)
      out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
      o &+= 2
    } else if scalar & 0xFC00 == 0xD800, position < unitCount, Order.unit(raw, position) & 0xFC00 == 0xDC00 {
      scalar = 0x10000 &+ ((scalar &- 0xD800) &<< 10) &+ (Order.unit(raw, position) &- 0xDC00)
      position &+= 1
      out[o] = UInt8(truncatingIfNeeded: 0xF0 | scalar &>> 18)
      out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 12 & 0x3F)
      out[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
      out[o &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
      o &+= 4
    } else {
      if scalar & 0xF800 == 0xD800 { loneSurrogates = true }
      out[o] = UInt8(truncatingIfNeeded: 0xE0 | scalar &>> 12)
      out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
      out[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
      o &+= 3
    }
  }
}

/// A byte order of UTF-16 code units, as a type, so that the transcoder's loop is specialized for each.
private protocol UTF16ByteOrder {
  static var isBigEndian: Bool { get }
}

extension UTF16ByteOrder {
  /// The code unit at `index` of the units at `raw`.
  @inline(__always)
  package static func unit(_ raw: UnsafeRawPointer, _ index: Int) -> UInt32 {
    let loaded = raw.loadUnaligned(fromByteOffset: index &* 2, as: UInt16.self)
    return UInt32(isBigEndian ? UInt16(bigEndian: loaded) : UInt16(littleEndian: loaded))
  }
}

private enum LittleEndianUnits: UTF16ByteOrder {
  package static var isBigEndian: Bool { false }
}

private enum BigEndianUnits: UTF16ByteOrder {
  package static var isBigEndian: Bool { true }
}
