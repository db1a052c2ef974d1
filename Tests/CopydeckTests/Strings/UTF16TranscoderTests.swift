import CopydeckTestSupport
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// The UTF-16 transcoder writes exactly the generalized UTF-8 that the standard library's own UTF-16 decoding gives:
/// each scalar's UTF-8, and each lone surrogate as its three-byte form (which the standard library reports as an
/// error of one unit), on random and boundary inputs in both byte orders.
@Suite struct UTF16TranscoderTests {
  /// Code units at every boundary of the transcoder's paths (ASCII, two bytes, three bytes, surrogates of both
  /// halves), Hangul, and runs of ASCII and Hangul that fill and straddle its eight-unit windows.
  static let pieces: [[UInt16]] = [
    [0x00], [0x20], [0x41], [0x7F], [0x80], [0xE9], [0x7FF], [0x800], [0xFFF], [0x1000], [0xAC00], [0xD55C], [0xD7A3],
    [0xD7FF], [0xD800], [0xDBFF], [0xDC00], [0xDFFF], [0xE000], [0xFFFD], [0xFFFF], [0xD83D, 0xDE00], [0xDBFF, 0xDFFF],
    [0xD800, 0xDC00], [0xDC00, 0xD800], Array("plain ascii text".utf16), Array("한국어 문장".utf16), Array("%1$@님이 \"%2$@\"".utf16),
    Array("        ".utf16), Array("가나다라마바사아".utf16),
  ]

  @Test func agreesWithTheStandardLibraryOnRandomInputs() {
    var random = SeededGenerator(seed: 14)
    for round in 0..<20_000 {
      var units: [UInt16] = []
      if round % 4 == 0 {
        for _ in 0..<Int.random(in: 0...40, using: &random) { units.append(UInt16.random(in: 0...0xFFFF, using: &random)) }
      } else {
        for _ in 0..<Int.random(in: 0...10, using: &random) { units += Self.pieces.randomElement(using: &random)! }
      }
      check(units)
    }
  }

  @Test func agreesOnEveryBoundaryUnitAtEveryPlaceOfAWindow() {
    let boundaries: [UInt16] = [0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF]
    for unit in boundaries {
      for length in 1...18 {
        for place in 0..<length {
          var units = [UInt16](repeating: 0x61, count: length)
          units[place] = unit
          check(units)
          units = [UInt16](repeating: 0xAC00, count: length)
          units[place] = unit
          check(units)
        }
      }
    }
  }

  /// A file of `units` with a byte-order mark, in both orders and with one stray byte more, decoded as the parser
  /// decodes it, against the reference.
  private func check(_ units: [UInt16]) {
    let (expected, lone) = Self.reference(units)
    for bigEndian in [false, true] {
      let body = units.flatMap {
        bigEndian ? [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] : [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)]
      }
      let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for oddByte in [[], [0x41]] as [[UInt8]] {
        let result = UTF16Transcoder.utf8((mark + body + oddByte)[2...], bigEndian: bigEndian)
        #expect(result.bytes == expected, "\(units.map { hexDigits($0) }) big-endian: \(bigEndian), odd byte: \(!oddByte.isEmpty)")
        #expect(result.hasLoneSurrogates == lone, "\(units.map { hexDigits($0) }) big-endian: \(bigEndian)")
      }
    }
  }

  /// The standard library's decoding of `units`: each scalar as UTF-8, each lone surrogate as its three-byte form.
  private static func reference(_ units: [UInt16]) -> ([UInt8], Bool) {
    var bytes: [UInt8] = []
    var lone = false
    var parser = Unicode.UTF16.ForwardParser()
    var iterator = units.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        bytes += String(decoding: Array(encoded), as: UTF16.self).utf8
        offset += encoded.count
      case .error(let length):
        #expect(length == 1)
        let unit = units[offset]
        lone = true
        bytes += [0xE0 | UInt8(unit >> 12), 0x80 | UInt8((unit >> 6) & 0x3F), 0x80 | UInt8(unit & 0x3F)]
        offset += 1
      case .emptyInput:
        return (bytes, lone)
      }
    }
  }
}
