import Testing

@testable import Copydeck

/// What a language read from a file (an XLIFF's target-language) must look like before it names a `.lproj` folder.
@Suite struct LanguageTagSyntaxTests {
  @Test(arguments: [
    "ko", "en", "pt-BR", "zh-Hans", "zh-Hant-TW", "es-419", "sr-Latn", "en-GB-oxendict", "de-CH-1901", "zh-yue-HK", "x-private",
    "en-a-bbb-x-ccc", "EN-gb", "tlh",
  ])
  func aWellFormedTagIsALanguage(_ tag: String) {
    #expect(LanguageTagSyntax.isWellFormed(tag))
  }

  @Test(arguments: [
    "", "..", ".", "../../escape", "../../otherproject/ko", "/tmp/ko", "ko\0x", "ko_KR", "ko ", "k", "ko-", "-ko", "ko--KR", "ko.lproj",
    "123", "en-a", "x", "abcdefghi", "ko-KR/..", "ko\\x", "한국어", "en-x-", "en-US-a",
  ])
  func anythingElseIsNot(_ text: String) {
    #expect(!LanguageTagSyntax.isWellFormed(text))
  }
}
