import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct LocaleChainTests {
  let list = LanguageList(names: ["en", "ko", "zh-Hant", "zh-Hans", "pt-BR", "he"], development: 0)

  @Test(arguments: [
    ("ko-KR", ["ko", "en"]), ("ko_KR", ["ko", "en"]), ("KO-kr", ["ko", "en"]), ("ko_KR.UTF-8", ["ko", "en"]),
    ("ko-KR@calendar=gregorian", ["ko", "en"]), ("ko-Kore-KR", ["ko", "en"]), ("ko-KR-u-ca-gregory", ["ko", "en"]),
    ("en-US", ["en"]), ("ja-JP", ["en"]), ("zh-Hant-TW", ["zh-Hant", "en"]), ("zh-TW", ["zh-Hant", "en"]),
    ("zh-HK", ["zh-Hant", "en"]), ("zh-CN", ["zh-Hans", "en"]), ("zh-Hans", ["zh-Hans", "en"]), ("pt-BR", ["pt-BR", "en"]),
    ("pt-PT", ["en"]), ("iw-IL", ["he", "en"]), ("", ["en"]), ("123", ["en"]),
  ])
  func chains(locale: String, expected: [String]) {
    #expect(list.chain(for: locale).map { list.names[$0] } == expected)
  }

  /// One list asked for many locales in turn (more than it remembers, so remembered chains are replaced) answers each
  /// as a new list does.
  @Test func rememberedChainsAreTheComputedOnes() {
    let locales = ["ko-KR", "en-US", "zh-TW", "ko-KR", "pt-BR", "iw-IL", "ja-JP", "ko_KR", "zh-CN", "", "ko-KR", "zh-TW"]
    for _ in 0..<3 {
      for locale in locales {
        let fresh = LanguageList(names: list.names, development: 0)
        #expect(Array(list.chain(for: locale)) == Array(fresh.chain(for: locale)), "\(locale)")
      }
    }
  }

  @Test func chainsKeepOrderAndSkipRepeats() {
    var chain = LanguageChain()
    for index in [3, 0, 3, 7, 0] { chain.append(index) }
    #expect(Array(chain) == [3, 0, 7])
    var full = LanguageChain()
    for index in 0..<10 { full.append(index) }
    #expect(Array(full) == Array(0..<8))
  }

  @Test func packedConstantsMatchTheirSubtags() {
    #expect(LanguageTag.zh == LanguageTag.pack("zh"))
    #expect(LanguageTag.hant == LanguageTag.pack("Hant"))
    #expect(LanguageTag.hans == LanguageTag.pack("hans"))
    #expect(LanguageTag.tw == LanguageTag.pack("TW"))
    #expect(LanguageTag.hk == LanguageTag.pack("hk"))
    #expect(LanguageTag.mo == LanguageTag.pack("mo"))
    #expect(LanguageTag.ko == LanguageTag.pack("ko"))
    #expect(LanguageTag("iw")?.language == LanguageTag.pack("he"))
    #expect(LanguageTag("in")?.language == LanguageTag.pack("id"))
    #expect(LanguageTag("ji")?.language == LanguageTag.pack("yi"))
    #expect(LanguageTag("no-NO")?.language == LanguageTag.pack("nb"))
    #expect(LanguageTag("zh-Hant-TW")?.identifier == "zh-Hant-TW")
  }

  @Test func catalogReportsItsChain() {
    #expect(CatalogFixtures.basic.fallbackChain(for: "ko-KR") == ["ko", "en"])
    #expect(CatalogFixtures.basic.fallbackChain(for: "zh-Hant-TW") == ["en"])
  }

  @Test func foundationLocalesResolveByTheirIdentifier() {
    let copy = CatalogFixtures.basic.resolve(id: "group.full", locale: Locale(identifier: "ko_KR"))
    #expect(copy.language == "ko")
    #expect(CatalogFixtures.basic.resolve(code: "CGF0003", locale: Locale(identifier: "en_US")).language == "en")
  }

  @Test func invalidLocaleIsExplainedInTheTrail() {
    let copy = CatalogFixtures.basic.resolve(id: "group.full", locale: "???")
    #expect(copy.language == "en")
    #expect(copy.trail.first?.reason == "'???' is not a locale identifier; the development language is used")
  }
}
