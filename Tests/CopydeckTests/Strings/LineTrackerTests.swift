import CopydeckTestSupport
import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// ``LineTracker``'s columns against the obvious definition (the `Character`s of the line's prefix), and the work it
/// does for many locations on one long non-ASCII line (the fuzzer's slow inputs: hundreds of lone-surrogate warnings
/// on one line of a UTF-16 file, each of which decoded the whole prefix of the line again).
@Suite struct LineTrackerTests {
  /// A lone high surrogate as the decoder keeps it (generalized UTF-8).
  private static let loneHigh: [UInt8] = [0xED, 0xA0, 0x80]
  private static let loneLow: [UInt8] = [0xED, 0xB0, 0x80]

  /// The pieces of the lines: ASCII, Hangul, a combining accent, an emoji with a skin tone, a ZWJ family, flags
  /// (whose pairing depends on everything before them), a Hangul syllable built from jamo, and lone surrogates.
  private static let pieces: [[UInt8]] = [
    Array("ab".utf8), Array("값".utf8), Array("e\u{301}".utf8), Array("\u{301}".utf8), Array("👍🏽".utf8),
    Array("👨‍👩‍👧".utf8), Array("\u{200D}".utf8), Array("🇰".utf8), Array("🇷".utf8), Array("\u{1100}\u{1161}".utf8),
    Array("\u{11A8}".utf8), loneHigh, loneLow, Array(" ".utf8), Array("\"".utf8),
  ]

  /// The 1-based column of `offset` by definition: the `Character`s from the start of its line, plus one.
  private static func expectedColumn(of offset: Int, in bytes: [UInt8]) -> Int {
    var lineStart = offset
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    return String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
  }

  private static func randomLine(pieces count: Int, using generator: inout SeededGenerator) -> [UInt8] {
    (0..<count).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
  }

  @Test func columnsOnMixedLinesMatchTheCharactersOfTheLinePrefix() {
    var generator = SeededGenerator(seed: 14)
    for _ in 0..<40 {
      var bytes: [UInt8] = []
      for _ in 0..<3 { bytes += Self.randomLine(pieces: 60, using: &generator) + [0x0A] }
      // Every offset in increasing order (mid-scalar ones too), then a sparse increasing subset.
      let everyOffset = Array(0...bytes.count)
      let sparse = everyOffset.filter { _ in generator.next() % 5 == 0 }
      for offsets in [everyOffset, sparse] {
        var tracker = LineTracker()
        bytes.withUnsafeBufferPointer { buffer in
          for offset in offsets {
            let column = tracker.location(of: offset, in: buffer, file: "T.strings").column
            #expect(column == Self.expectedColumn(of: offset, in: bytes), "offset \(offset)")
          }
        }
      }
    }
  }

  @Test func manyLocationsOnOneLongLineDecodeEachByteAboutOnce() {
    // 4,000 pieces of non-ASCII text with a lone surrogate after each: one location per surrogate, as its warning asks.
    var bytes: [UInt8] = Array("\"k\" = \"".utf8)
    var offsets: [Int] = []
    for index in 0..<4_000 {
      bytes += Array((index % 2 == 0 ? "값이" : "e\u{301}👍🏽").utf8)
      offsets.append(bytes.count)
      bytes += Self.loneHigh
    }
    bytes += Array("\";\n".utf8)
    var tracker = LineTracker()
    bytes.withUnsafeBufferPointer { buffer in
      for offset in offsets {
        _ = tracker.location(of: offset, in: buffer, file: "T.strings")
      }
      let last = tracker.location(of: offsets[offsets.count - 1], in: buffer, file: "T.strings")
      #expect(last.column == Self.expectedColumn(of: offsets[offsets.count - 1], in: bytes))
    }
    // Decoding the prefix for each location would be about 4,000 × 48,000 / 2 bytes; counting on from the last
    // location decodes the line once, plus the last `Character` again for each location.
    #expect(tracker.bytesDecodedForColumns <= 2 * bytes.count)
  }

  @Test func loneSurrogateWarningsOnALongUTF16LineHaveTheirColumns() throws {
    // A UTF-16 LE file with a byte-order mark: "k" = "값<lone high>값<lone high>…";
    var units: [UInt16] = Array("\"k\" = \"".utf16)
    for _ in 0..<500 { units += Array("값".utf16) + [0xD800] }
    units += Array("\";\n".utf16)
    let data = Data([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let table = try StringsParser.parse(data, file: "T.strings")
    let warnings = table.diagnostics.filter { $0.id == "lone-surrogate" }
    #expect(warnings.count == 500)
    // The line as the tracker sees it: each lone surrogate is three bytes that decode as three U+FFFD.
    let columns = warnings.map(\.location.column)
    #expect(columns == (0..<500).map { 8 + 1 + 4 * $0 })
    #expect(table.value(forKey: "k") == String(repeating: "값\u{FFFD}", count: 500))
  }
}
