import Copydeck
import CopydeckFiles
import Testing

@Suite struct FormatStringTests {
  @Test func readsApplesSpecifiers() {
    let format = FormatString("%@ %d %i %u %ld %lld %f %.1f %1$@ %%")
    #expect(format.specifiers.map(\.text) == ["%@", "%d", "%i", "%u", "%ld", "%lld", "%f", "%.1f", "%1$@"])
    #expect(
      format.specifiers.map(\.argumentType) == [.object, .integer, .integer, .integer, .integer, .integer, .double, .double, .object])
    #expect(format.specifiers[7].precision == 1)
    #expect(format.specifiers[8].explicitPosition == 1)
  }

  @Test func positionsAndSignature() {
    let korean = FormatString("%2$d개의 %1$@")
    #expect(korean.problems.isEmpty)
    #expect(korean.signature == [.object, .integer])
    #expect(korean.matches(FormatString("%@ has %d items")))
    #expect(!korean.matches(FormatString("%@ has %@ items")))
    #expect(!FormatString("%d").matches(FormatString("%@")))
  }

  @Test func percentEscapeIsText() {
    #expect(FormatString("100%% sure").pieces == [.text("100% sure")])
  }

  @Test(arguments: [
    ("50%를 할인", 2, "'%를' is not a format specifier"),
    ("ends with %", 10, "'%' at the end of the text"),
    ("%*d", 0, "'*' widths"),
    ("%1$@ %@", 5, "mixes numbered"),
    ("%1$@ %3$@", 5, "argument 2 is never used"),
    ("%1$@ %1$d", 5, "argument 1 is used as %1$@ and as %1$d"),
    ("%n", 0, "'%n' is not a format specifier"),
  ])
  func problemsAreReportedWithTheirOffset(text: String, offset: Int, message: String) {
    let format = FormatString(text)
    #expect(format.problems.count == 1)
    #expect(format.problems.first?.offset == offset)
    #expect(format.problems.first?.message.contains(message) == true)
    #expect(format.signature == nil)
  }

  @Test func aSpaceAfterPercentIsAFlagAsInApplesParser() {
    // "50% off" reads as "% o" (octal with the space flag) in String(format:), so it takes an argument.
    #expect(FormatString("50% off").specifiers.map(\.text) == ["% o"])
  }

  @Test func flagsWidthPrecisionAndLengthAreReadBackFromTheText() {
    let specifiers = FormatString("%-08.3f %+5d %'d %#x %2$05lld %.f %hhd %0$@").specifiers
    #expect(specifiers.map(\.flags) == ["-0", "+", "'", "#", "0", "", "", ""])
    #expect(specifiers.map(\.width) == [8, 5, nil, nil, 5, nil, nil, nil])
    #expect(specifiers.map(\.precision) == [3, nil, nil, nil, nil, 0, nil, nil])
    #expect(specifiers.map(\.length) == ["", "", "", "", "ll", "", "hh", ""])
    #expect(specifiers.map(\.explicitPosition) == [nil, nil, nil, nil, 2, nil, nil, 0])
    #expect(specifiers.map(\.position) == [1, 2, 3, 4, 2, 5, 6, 1])
    #expect(specifiers.map(\.conversion) == ["f", "d", "d", "x", "d", "f", "d", "@"])
  }

  @Test func aSpecifierIsHeldInItsPiece() {
    // No box of its own: a piece is a specifier's 31 bytes and the case.
    #expect(MemoryLayout<FormatString.Piece>.size <= 32)
  }

  @Test func offsetsCountCharacters() {
    let format = FormatString("그룹 %@")
    #expect(format.specifiers.first?.offset == 3)
  }
}

@Suite struct NamedSpecifierTests {
  @Test func readsXcode26NamedSpecifiers() {
    let format = FormatString("%(count)lld photos in %(album)@")
    #expect(format.problems.isEmpty)
    #expect(format.specifiers.map(\.text) == ["%(count)lld", "%(album)@"])
    #expect(format.specifiers.map(\.name) == ["count", "album"])
    #expect(format.specifiers.map(\.position) == [1, 2])
    #expect(format.specifiers.map(\.length) == ["ll", ""])
    #expect(format.signature == [.integer, .object])
    #expect(format.pieces[1] == .text(" photos in "))
  }

  @Test func aRepeatedNameReadsTheSameArgument() {
    let format = FormatString("%(count)lld of %(total)lld (%(count)lld)")
    #expect(format.problems.isEmpty)
    #expect(format.specifiers.map(\.position) == [1, 2, 1])
  }

  @Test func namedSpecifiersCarryFlagsWidthAndPrecision() {
    let specifier = FormatString("%(ratio).1f").specifiers.first
    #expect(specifier?.name == "ratio")
    #expect(specifier?.precision == 1)
    #expect(FormatString("%2$(count)lld %1$@").specifiers.map(\.position) == [2, 1])
  }

  @Test func namesMustAgreeWhereBothStringsNameAPosition() {
    let english = FormatString("%(count)lld photos in %(album)@")
    #expect(english.matches(FormatString("%(count)lld장, %(album)@")))
    #expect(english.matches(FormatString("%lld장, %@")))
    #expect(!english.matches(FormatString("%(album)@: %(count)lld장")))
    #expect(!english.matches(FormatString("%(total)lld photos in %(album)@")))
  }

  @Test(arguments: [
    ("%(count", "'%(' starts a named specifier"), ("%()lld", "'%(' starts a named specifier"),
    ("%(na me)@", "'%(' starts a named specifier"), ("%(count)", "'%' at the end of the text"),
    ("%(count)k", "'%(count)k' is not a format specifier"),
  ])
  func malformedNamesAreProblemsAtThePercent(text: String, message: String) {
    let format = FormatString(text)
    #expect(format.problems.count == 1)
    #expect(format.problems.first?.offset == 0)
    #expect(format.problems.first?.message.contains(message) == true)
  }
}
