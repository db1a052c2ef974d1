import Copydeck
import CopydeckFiles
import CopydeckTestSupport
import Testing

@Suite struct KoreanParticleTests {
  static let eulReul = KoreanParticle.prefix(of: "을(를)")!
  static let euroRo = KoreanParticle.prefix(of: "으로(로)")!

  @Test(arguments: [
    ("을(를)", "사과", "를"), ("을(를)", "수박", "을"), ("이(가)", "친구", "가"), ("이(가)", "선생님", "이"),
    ("은(는)", "나", "는"), ("은(는)", "책", "은"), ("과(와)", "너", "와"), ("과(와)", "빵", "과"),
    ("으로(로)", "학교", "로"), ("으로(로)", "서울", "로"), ("으로(로)", "부산", "으로"),
    ("이에요(예요)", "의자", "예요"), ("이에요(예요)", "책상", "이에요"), ("아(야)", "민수", "야"), ("아(야)", "지민", "아"),
  ])
  func hangulChoosesByFinalConsonant(pair: String, word: String, expected: String) throws {
    #expect(try #require(KoreanParticle.prefix(of: pair[...])).form(after: word[...]) == expected[...])
  }

  @Test(arguments: [
    ("0", "을"), ("1", "을"), ("2", "를"), ("3", "을"), ("4", "를"), ("5", "를"), ("6", "을"), ("7", "을"), ("8", "을"),
    ("9", "를"), ("10", "을"), ("12", "를"),
  ])
  func digitsChooseByKoreanReading(number: String, expected: String) {
    #expect(Self.eulReul.form(after: number[...]) == expected[...])
  }

  @Test func digitsEndingInRieulTakeRo() {
    #expect(Self.euroRo.form(after: "1") == "로")
    #expect(Self.euroRo.form(after: "7") == "로")
    #expect(Self.euroRo.form(after: "3") == "으로")
    #expect(Self.euroRo.form(after: "2") == "로")
  }

  /// Unknown readings keep the pair: symbols, emoji, a lone jamo, a unit that is minutes or metres (`5m`), a number
  /// after a Latin word read differently in English and Korean (`iOS 17` 세븐틴/십칠 → 으로 or 로), spellings that do
  /// not tell (`-ate`: 업데이트 but 템플릿).
  @Test(arguments: ["A+", "…", "", "ㅋ", "🙂", "5m", "iOS 15", "Xyzate", "Kebab", "Zug15"])
  func unknownReadingsKeepThePairAsWritten(word: String) {
    #expect(Self.eulReul.form(after: word[...]) == nil)
  }

  /// Every way translators write a pair: both orders, the optional letters in parentheses first or last.
  @Test(arguments: [
    ("을(를)", "을(를)", "을", "를"), ("를(을)", "를(을)", "을", "를"), ("(을)를", "(을)를", "을", "를"),
    ("(를)을", "(를)을", "을", "를"), ("이(가)", "이(가)", "이", "가"), ("(이)가", "(이)가", "이", "가"),
    ("가(이)", "가(이)", "이", "가"), ("은(는)", "은(는)", "은", "는"), ("(은)는", "(은)는", "은", "는"),
    ("는(은)", "는(은)", "은", "는"), ("과(와)", "과(와)", "과", "와"), ("(와)과", "(와)과", "과", "와"),
    ("와(과)", "와(과)", "과", "와"), ("으로(로)", "으로(로)", "으로", "로"), ("(으)로 열기", "(으)로", "으로", "로"),
    ("(으)로서", "(으)로서", "으로서", "로서"), ("로(으로)", "로(으로)", "으로", "로"), ("(이)나 ", "(이)나", "이나", "나"),
    ("이나(나)", "이나(나)", "이나", "나"), ("(이)라고 해요", "(이)라고", "이라고", "라고"), ("(이)여", "(이)여", "이여", "여"),
    ("(이)랑", "(이)랑", "이랑", "랑"), ("이에요(예요).", "이에요(예요)", "이에요", "예요"), ("(아)야", "(아)야", "아", "야"),
  ])
  func everyPairFormIsUnderstood(text: String, written: String, afterConsonant: String, afterVowel: String) throws {
    let particle = try #require(KoreanParticle.prefix(of: text[...]))
    #expect(particle.written == written)
    #expect(particle.afterConsonant == afterConsonant[...] && particle.afterVowel == afterVowel[...])
  }

  @Test(arguments: ["을 삭제할까요?", "이름", "(확인)", "삭제(확인)", "(%d)", "(이)", "님(께서)", "을 (를)", ""])
  func otherTextIsNoPair(text: String) {
    #expect(KoreanParticle.prefix(of: text[...]) == nil)
  }

  @Test func theRieulRuleHoldsForEveryFormStartingWithEu() throws {
    let particle = try #require(KoreanParticle.prefix(of: "(으)로부터"))
    #expect(particle.form(after: "서울") == "로부터")
    #expect(particle.form(after: "URL") == "로부터")
    #expect(particle.form(after: "iPhone") == "으로부터")
    #expect(try #require(KoreanParticle.prefix(of: "(이)나")).form(after: "서울") == "이나")
  }

  @Test(arguments: KoreanParticle.pairs)
  func pairsAreWrittenConsonantFormFirst(particle: KoreanParticle) {
    #expect("\(particle.afterConsonant)(\(particle.afterVowel))" == particle.written)
  }
}

/// The reading table (Tests/CopydeckTests/Fixtures/KoreanReadings/readings.txt): every argument takes, for each of
/// the five measured particles, the form its Korean reading takes.
@Suite struct KoreanReadingTableTests {
  @Test func theTableHasAtLeastThreeHundredWords() {
    #expect(KoreanReadings.table.count >= 300)
  }

  @Test(arguments: KoreanReadings.table)
  func everyWordTakesTheParticleItsReadingTakes(entry: KoreanReadings.Reading) throws {
    for pair in KoreanReadings.measured {
      let particle = try #require(KoreanParticle.prefix(of: "\(pair.0)(\(pair.1))"))
      #expect(particle.form(after: entry.word[...]).map(String.init) == KoreanReadings.expected(pair, after: entry.reading), "\(entry)")
    }
  }
}
