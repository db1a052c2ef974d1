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

  @Test func aCatalogOfManyLanguagesKeepsEveryOne() {
    let list = LanguageList(names: ["en", "ko", "ja", "fr", "de", "es", "it", "pt", "nl", "sv"], development: 0)
    #expect(list.chain(for: "sv-SE") == [9, 0])
    #expect(list.chain(for: "en-GB") == [0])
  }

  @Test func withdrawnCodesAndCaseAreNormalized() {
    #expect(LanguageTag("iw")?.language == "he")
    #expect(LanguageTag("in")?.language == "id")
    #expect(LanguageTag("ji")?.language == "yi")
    #expect(LanguageTag("no-NO")?.language == "nb")
    #expect(LanguageTag("ZH_hant_tw")?.identifier == "zh-Hant-TW")
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

/// The language an app shows without an explicit locale, chosen from the user's preferred languages as `Bundle` does.
@Suite struct PreferredLanguageTests {
  private func catalog(_ languages: [String]) -> Catalog {
    Catalog(
      manifest: CatalogManifest(developmentLanguage: languages[0], languages: languages, commonFailure: "x", entries: []),
      tables: CopyTables())
  }

  @Test(arguments: [
    (["ja-JP", "ko-KR"], ["en", "ko"], "ko"), (["ko-KR"], ["en", "ko"], "ko"), (["zh-TW"], ["en", "zh-Hant"], "zh-Hant"),
    ([], ["en", "ko"], "en"), (["ja-JP"], ["en", "ko"], "en"), (["zh-HK", "en"], ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
    (["zh-CN"], ["en", "zh-Hant"], "en"), (["en-GB", "ko"], ["ko", "en"], "en"),
  ])
  func bundleChoosesThePreferredLanguage(preferences: [String], languages: [String], expected: String) {
    #expect(catalog(languages).preferredLanguage(for: preferences) == expected)
  }

  @Test func anExplicitLocaleStillWins() {
    #expect(CatalogFixtures.basic.resolve(id: "group.full", locale: "ko-KR").language == "ko")
    #expect(CatalogFixtures.basic.resolve(id: "group.full", locale: "en-US").language == "en")
  }
}

/// A resolution does not parse its locale again: each locale's chain is worked out once.
@Suite struct LocaleChainCacheTests {
  @Test func aLocaleIsParsedOncePerCatalog() throws {
    let catalog = try Catalog.load(from: CatalogFixtures.url("basic"))
    for _ in 0..<3 {
      #expect(catalog.resolve(id: "group.full", locale: "ko-KR").language == "ko")
      #expect(catalog.resolve(code: "CGF0003", locale: "ko_KR").language == "ko")
      _ = catalog.resolve(id: "group.full")
    }
    // ko-KR, ko_KR and the language matched to the user's preferences.
    #expect(catalog.resolver.languages.chainsWorkedOut == 3)
  }
}
