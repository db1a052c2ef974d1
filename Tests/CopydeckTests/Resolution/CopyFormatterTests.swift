import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct CopyFormatterTests {
  let english = CopyFormatter(symbols: NumberSymbols(language: "en"))

  private func fill(_ format: String, _ arguments: [CopyArgument], with formatter: CopyFormatter? = nil) throws -> String {
    var notes: [String] = []
    return try (formatter ?? english).format(CompiledText(FormatString(format)), arguments, notes: &notes)
  }

  @Test func everySpecifierApplesCopyUses() throws {
    #expect(try fill("%@ %d %i %u %ld %lld", ["a", 1, 2, 3, 1_234_567, -9_876]) == "a 1 2 3 1,234,567 -9,876")
    #expect(try fill("%f|%.1f|%.0f", [1.5, 1234.56, 2.5]) == "1.500000|1,234.6|2")
    #expect(try fill("%2$@ before %1$@", ["first", "second"]) == "second before first")
    #expect(try fill("100%% of %d", [3]) == "100% of 3")
    #expect(try fill("%05d|%x|%X|%o|%c", [42, 255, 255, 8, 65]) == "00042|ff|FF|10|A")
    #expect(try fill("%e", [12345.678]) == "1.234568e+04")
  }

  @Test func numbersTakeTheLanguagesSeparators() throws {
    let german = CopyFormatter(symbols: NumberSymbols(language: "de"))
    #expect(try fill("%d / %.2f / %@", [1_234_567, 1234.5, 2.5], with: german) == "1.234.567 / 1.234,50 / 2,5")
  }

  @Test func wrongTypesNeverCrash() throws {
    var notes: [String] = []
    let text = try english.format(CompiledText(FormatString("%d %f %c %@")), ["x", "y", "", 3.5], notes: &notes)
    #expect(text == "x y  3.5")
    #expect(notes.count == 2)
    #expect(try fill("%d", [.number(3.9)]) == "3")
    #expect(try fill("%d", [.number(.infinity)]) == "inf")
  }

  @Test func particlePairsMayFollowAClosingQuote() throws {
    #expect(try fill("‘%@’을(를) 삭제할까요?", ["장보기"]) == "‘장보기’를 삭제할까요?")
    #expect(try fill("「%@」이(가) 없어요", ["일정"]) == "「일정」이 없어요")
    #expect(try fill("%@ 을(를)", ["장보기"]) == "장보기 을(를)")
    #expect(try fill("을(를) %@", ["장보기"]) == "을(를) 장보기")
  }

  /// A number rendered longer than the buffer's estimate (24 bytes a number) is written again into a buffer of the
  /// size the first pass counted: the same text, and each note once.
  @Test func numbersLongerThanTheEstimateFillTheSameText() throws {
    let wide = "[%40d] %@을(를)"
    #expect(try fill(wide, [7, "장보기"]) == "[" + String(repeating: " ", count: 39) + "7] 장보기를")
    #expect(try fill("%.30f", [0.5]) == "0." + "5" + String(repeating: "0", count: 29))
    var notes: [String] = []
    let text = try english.format(CompiledText(FormatString("%d %60d")), ["x", 1], notes: &notes)
    #expect(text == "x " + String(repeating: " ", count: 59) + "1")
    #expect(notes == ["argument 1 'x' is not a whole number for %d; shown as given"])
  }

  @Test func missingArgumentIsAFailure() {
    #expect(throws: CopyFormatter.Failure.self) { try fill("%1$@ %2$@", ["only one"]) }
    #expect(throws: CopyFormatter.Failure.self) { try fill("%@", []) }
  }
}
