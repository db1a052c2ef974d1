import Testing

@testable import CopydeckChecks

@Suite struct AlertWordingTests {
  @Test(arguments: ["Error", "error.", "오류", "에러", "Failed", "Error 329347", "Error: 500", "Error code 12", "오류 코드: 3"])
  func genericTitles(_ title: String) {
    #expect(AlertWording.isGenericTitle(title))
  }

  @Test(arguments: ["Group Is Full", "그룹 인원이 가득 찼어요", "Error Loading Photos", "Couldn't Sign In", "오류가 생겼어요"])
  func specificTitles(_ title: String) {
    #expect(!AlertWording.isGenericTitle(title))
  }

  @Test func yesNoAndOK() {
    #expect(AlertWording.isYesOrNo("Yes"))
    #expect(AlertWording.isYesOrNo("아니요"))
    #expect(AlertWording.isYesOrNo("No!"))
    #expect(!AlertWording.isYesOrNo("Not Now"))
    #expect(AlertWording.isOK("OK"))
    #expect(AlertWording.isOK("확인"))
    #expect(!AlertWording.isOK("Okay Then"))
  }

  /// Every spelling the words are recognised in (any case, around white space, with ending punctuation), and labels
  /// that only start like them.
  @Test(arguments: [
    ("  yes. ", true), ("\tNO!", true), ("YES", true), ("\u{00A0}예", true), ("네?", true), ("응", true), ("아니오.", true),
    ("Yesterday", false), ("Nope", false), ("노", false), ("Ｙes", false), ("", false), ("   ", false),
  ])
  func yesOrNoSpellings(_ label: String, _ expected: Bool) {
    #expect(AlertWording.isYesOrNo(label) == expected)
  }

  @Test(arguments: [
    (" ok ", true), ("Okay!", true), ("OK…", true), ("\n확인.", true), ("oK", true),
    ("Okay Then", false), ("Open", false), ("확인했어요", false), ("Ｏk", false), ("", false),
  ])
  func okSpellings(_ label: String, _ expected: Bool) {
    #expect(AlertWording.isOK(label) == expected)
  }

  @Test func endingPunctuation() {
    #expect(AlertWording.endingPunctuation("Leave.") == ".")
    #expect(AlertWording.endingPunctuation("삭제할까요?") == "?")
    #expect(AlertWording.endingPunctuation("Try Again…") == "…")
    #expect(AlertWording.endingPunctuation("Try Again") == nil)
  }

  @Test func cancelLabels() {
    #expect(AlertWording.cancelLabel(language: "en-GB") == "Cancel")
    #expect(AlertWording.cancelLabel(language: "ko") == "취소")
    #expect(AlertWording.cancelLabel(language: "ja") == nil)
  }

  @Test func messageRepeatingTheTitle() {
    #expect(AlertWording.messageRepeatsTitle(title: "Group Is Full", message: "Group is full."))
    #expect(AlertWording.messageRepeatsTitle(title: "Can't Join", message: "Can't join. Ask for a new code."))
    #expect(!AlertWording.messageRepeatsTitle(title: "Group Is Full", message: "Ask the owner for a free seat."))
  }
}

@Suite struct ServerCodeTests {
  @Test func findsCodesWithAndWithoutHyphen() {
    #expect(ServerCode.codes(in: "Try again (CGF-0003).") == ["CGF-0003"])
    #expect(ServerCode.codes(in: "코드 ATF0002를 알려주세요") == ["ATF0002"])
  }

  @Test func ignoresOrdinaryWords() {
    #expect(ServerCode.codes(in: "UTF-8, iOS 17, COVID-19, MP3, HTTPS and A380").isEmpty)
    #expect(ServerCode.codes(in: "xCGF0003, CGF0003x, ABCDEF0003 and CGF12").isEmpty)
  }

  @Test func findsManifestCodesInAnyCase() {
    #expect(ServerCode.codes(in: "code e12 shown", known: ["E12"]) == ["E12"])
    #expect(ServerCode.codes(in: "코드 e12-x를 알려주세요", known: ["E12-X", "ZZ9", "코드"]) == ["E12-X", "코드"])
  }
}

@Suite struct KoreanTextTests {
  @Test(arguments: [("을 삭제할까요?", "을(를)"), ("가 가득 찼어요", "이(가)"), ("는", "은(는)"), ("로 이동해요", "으로(로)"), ("이에요.", "이에요(예요)")])
  func fixedParticles(following: String, replacement: String) {
    #expect(FixedParticle.match(following: following[...])?.replacement == replacement)
  }

  @Test(arguments: ["을(를) 삭제할까요?", "이름", "로그인", "에서 나갈까요?", "님", ""])
  func notFixedParticles(following: String) {
    #expect(FixedParticle.match(following: following[...]) == nil)
  }

  /// Each level `SpeechLevel.endings(in:)` finds in `text`, with its ending word read back.
  private func levels(_ text: String) -> [SpeechLevel: String] {
    let endings = SpeechLevel.endings(in: text)
    var levels: [SpeechLevel: String] = [:]
    if let formal = endings.formal { levels[.formal] = SpeechLevel.word(formal, in: text) }
    if let polite = endings.polite { levels[.polite] = SpeechLevel.word(polite, in: text) }
    return levels
  }

  @Test func speechLevels() {
    #expect(levels("다시 시도해주세요.").isEmpty)  // a request in -세요 goes with either level
    #expect(levels("삭제되었습니다. 다시 확인할까요?") == [.formal: "삭제되었습니다"])  // a polite question goes with either
    #expect(levels("삭제되었습니다. 다시 확인해요.") == [.formal: "삭제되었습니다", .polite: "확인해요"])
    #expect(levels("다시 시도").isEmpty)
    #expect(levels("저장할 수 없다.").isEmpty)
    #expect(levels("“삭제합니까”") == [.formal: "삭제합니까"])
    #expect(levels("다시 시도하십시오") == [.formal: "시도하십시오"])
    #expect(levels("확인했어요. 저장되었습니다.\n다시 할까요?") == [.formal: "저장되었습니다", .polite: "확인했어요"])
  }

  @Test func widthForms() {
    #expect(WidthForms.unusualSpaces(in: "가\u{3000}나\u{2003}") == ["\u{3000}", "\u{2003}"])
    #expect(WidthForms.unusualSpaces(in: "가 나\u{00A0}다").isEmpty)
    #expect(WidthForms.describe("\u{3000}") == "U+3000 (IDEOGRAPHIC SPACE)")
    #expect(WidthForms.firstFullWidthPunctuation(in: "정말（네）요？") == "（")
    #expect(WidthForms.firstFullWidthPunctuation(in: "정말요?") == nil)
    #expect(WidthForms.hasHalfWidthPunctuation("정말요?"))
    #expect(!WidthForms.hasHalfWidthPunctuation("정말요？"))
    #expect(WidthForms.halfWidth(of: "？") == "?")
    #expect(WidthForms.halfWidth(of: "。") == ".")
  }
}

@Suite struct FitEstimatorTests {
  @Test func shortTitleIsOneLine() {
    #expect(AlertGeometry.titleLines("Group Is Full") == 1)
    #expect(AlertGeometry.titleLines("그룹 인원이 가득 찼어요") == 1)
    #expect(AlertGeometry.titleLines("") == 0)
  }

  @Test func koreanWrapsBetweenWordsNotSyllables() {
    // Syllables are 15.64 pt at 17 pt: two 8-syllable words (2 × 125 pt + a space) overflow 238 pt, so each
    // word takes its own line (3 lines); breaking between syllables would have needed only 2.
    #expect(LineEstimator.lines(of: "가나다라마바사아 자차카타파하가나 다라마바사아자차", font: .alertTitle, width: 238) == 3)
    #expect(LineEstimator.lines(of: "가나다라마바사아 자차카타파", font: .alertTitle, width: 238) == 1)
    // A word wider than the line breaks between characters.
    #expect(LineEstimator.lines(of: String(repeating: "가", count: 20), font: .alertTitle, width: 238) == 2)
  }

  @Test func lineFeedsStartNewLines() {
    #expect(AlertGeometry.messageLines("One.\nTwo.\n\nFour.") == 4)
  }

  @Test func widthsFollowTheScript() {
    let latin = SystemFont.button.width(of: "Cancel")
    let hangul = SystemFont.button.width(of: "취소")
    #expect(latin > 40 && latin < 60)
    #expect(abs(hangul - 2 * 0.92 * 17) < 0.001)
    #expect(SystemFont.boldButton.width(of: "Cancel") > latin)
  }

  @Test func twoShortLabelsSitSideBySide() {
    func widths(_ labels: (String, Bool)...) -> [Double] { labels.map { AlertGeometry.labelWidth($0.0, bold: $0.1) } }
    #expect(AlertGeometry.fitSideBySide(widths: widths(("Cancel", false), ("Leave", true))))
    #expect(AlertGeometry.fitSideBySide(widths: widths(("취소", false), ("나가기", true))))
    #expect(!AlertGeometry.fitSideBySide(widths: widths(("Cancel", false), ("Permanently Leave Everything", true))))
    #expect(!AlertGeometry.fitSideBySide(widths: widths(("Cancel", false))))
  }

  @Test func scrollThresholdShrinksWithStackedButtons() {
    let row = AlertGeometry.messageLinesBeforeScrolling(titleLines: 1, buttonRows: 1)
    let stack = AlertGeometry.messageLinesBeforeScrolling(titleLines: 1, buttonRows: 3)
    #expect(row == 26)
    #expect(stack < row)
  }
}
