import CopydeckTestSupport
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// ``FormatStringParser`` reads most copy by scalars, without breaking it into Characters: it must read every text
/// exactly as it does by Characters, offsets included.
@Suite struct FormatStringUnitsTests {
  /// Pieces of copy and specifiers, well-formed and not, and scalars that join their neighbours into one Character.
  static let fragments = [
    "%@", "%1$@", "%2$d", "%(count)lld", "%%", "% o", "%", "%*d", "%5.2f", "%-+ #0'10.3lld", "%(x", "%()d", "%2$", "%ld",
    "%hhd", "%lll", "%0$@", "%l", "%(n_1)@", "그룹", "사진을", "을(를)", "é", "…", "“", "”", "。", "！", "Ａ", "\n", "\t", " ",
    "Save", "50", "\u{1F600}", "e\u{301}", "\r\n", "\r", "%\u{301}", "%@\u{301}", "\u{1100}\u{1161}", "가\u{11A8}",
    "\u{200D}", "\u{0600}%d", "\u{1F1F0}\u{1F1F7}",
  ]

  @Test func scalarsAndCharactersReadEveryTextAlike() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...6, using: &generator)
      let text = (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }.joined()
      var fastest = FormatStringParser(text)
      fastest.parse()
      var characters = FormatStringParser(text, units: .characters)
      characters.parse()
      #expect(fastest.pieces == characters.pieces, "\(text.debugDescription)")
      #expect(fastest.problems == characters.problems, "\(text.debugDescription)")
    }
  }

  @Test func joiningScalarsAreReadByCharacters() {
    #expect(FormatStringParser.standsAlone("가"))
    #expect(FormatStringParser.standsAlone("%"))
    for joining: Unicode.Scalar in ["\r", "\u{301}", "\u{200D}", "\u{11A8}", "\u{1100}", "\u{0600}", "\u{1F1F0}", "\u{FE0F}"] {
      #expect(!FormatStringParser.standsAlone(joining), "\(joining.escaped(asASCII: true))")
    }
  }
}
