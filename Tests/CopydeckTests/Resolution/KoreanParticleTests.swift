import Copydeck
import CopydeckFiles
import Testing

@Suite struct KoreanParticleTests {
  @Test(arguments: [
    (KoreanParticle.eulReul, "사과", "를"), (.eulReul, "수박", "을"),
    (.iGa, "친구", "가"), (.iGa, "선생님", "이"),
    (.eunNeun, "나", "는"), (.eunNeun, "책", "은"),
    (.gwaWa, "너", "와"), (.gwaWa, "빵", "과"),
    (.euroRo, "학교", "로"), (.euroRo, "서울", "로"), (.euroRo, "부산", "으로"),
    (.ieyoYeyo, "의자", "예요"), (.ieyoYeyo, "책상", "이에요"),
    (.aYa, "민수", "야"), (.aYa, "지민", "아"),
  ])
  func hangulChoosesByFinalConsonant(particle: KoreanParticle, word: String, expected: String) {
    #expect(particle.form(after: word[...]) == expected[...])
  }

  @Test(arguments: [
    ("0", "을"), ("1", "을"), ("2", "를"), ("3", "을"), ("4", "를"), ("5", "를"), ("6", "을"), ("7", "을"), ("8", "을"),
    ("9", "를"), ("10", "을"), ("12", "를"),
  ])
  func digitsChooseByKoreanReading(number: String, expected: String) {
    #expect(KoreanParticle.eulReul.form(after: number[...]) == expected[...])
  }

  @Test func digitsEndingInRieulTakeRo() {
    #expect(KoreanParticle.euroRo.form(after: "1") == "로")
    #expect(KoreanParticle.euroRo.form(after: "7") == "로")
    #expect(KoreanParticle.euroRo.form(after: "3") == "으로")
    #expect(KoreanParticle.euroRo.form(after: "2") == "로")
  }

  @Test(arguments: ["Apple", "iPhone", "A+", "…", "", "ㅋ"])
  func otherEndingsKeepThePairAsWritten(word: String) {
    #expect(KoreanParticle.eulReul.form(after: word[...]) == nil)
  }

  @Test func pairsAreRecognizedAtTheStartOfText() {
    #expect(KoreanParticle.prefix(of: "을(를) 삭제할까요?") == .eulReul)
    #expect(KoreanParticle.prefix(of: "이에요(예요).") == .ieyoYeyo)
    #expect(KoreanParticle.prefix(of: "이(가) 없어요") == .iGa)
    #expect(KoreanParticle.prefix(of: "을 삭제할까요?") == nil)
    #expect(KoreanParticle.eulReul.afterConsonant == "을")
    #expect(KoreanParticle.eulReul.afterVowel == "를")
  }

  @Test(arguments: KoreanParticle.allCases)
  func formsAreThePairAsWritten(particle: KoreanParticle) {
    #expect("\(particle.afterConsonant)(\(particle.afterVowel))" == particle.rawValue)
  }
}
