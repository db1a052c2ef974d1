import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// What a language read from a file (a manifest's languages, an XLIFF's target-language) must look like before it
/// names a `.lproj` folder.
@Suite struct LanguageTagSyntaxTests {
  @Test(arguments: ["ko", "en", "pt-BR", "pt_BR", "zh-Hans", "zh-Hant-TW", "es-419", "sr-Latn", "de-CH-1901", "English", "yue"])
  func aLanguageTagNamesAFolder(_ tag: String) {
    #expect(LanguageTagSyntax.isLanguageTag(tag))
  }

  @Test(arguments: [
    "", "..", ".", "../../escape", "../../otherproject/ko", "/tmp/ko", "ko\0x", "ko ", "k", "ko-", "-ko", "ko--KR", "ko.lproj", "123",
    "abcdefghi", "ko-KR/..", "ko\\x", "한국어", "ko\u{301}", "en-x-",
  ])
  func anythingElseDoesNot(_ text: String) {
    #expect(!LanguageTagSyntax.isLanguageTag(text))
  }
}
