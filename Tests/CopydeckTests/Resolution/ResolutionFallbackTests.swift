import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct ResolutionFallbackTests {
  let catalog = CatalogFixtures.basic

  @Test(arguments: [("ko-KR", "ko"), ("ko", "ko"), ("ko_KR", "ko"), ("en-US", "en"), ("en", "en"), ("ja-JP", "en"), ("zh-Hant-TW", "en")])
  func localeResolvesToItsChainThenEnglish(locale: String, language: String) {
    let copy = catalog.resolve(id: "group.full", locale: locale)
    #expect(copy.id == "group.full")
    #expect(copy.language == language)
    #expect(copy.title == (language == "ko" ? "그룹 정원이 가득 찼어요" : "This Group Is Full"))
    #expect(copy.buttons.map(\.label) == [language == "ko" ? "확인" : "OK"])
    #expect(copy.trail.last?.outcome == .used)
    #expect(copy.trail.last?.language == language)
  }

  @Test func koreanRegionIsTriedBeforeTheLanguage() {
    let trail = catalog.resolve(id: "group.full", locale: "ko-KR").trail
    #expect(trail.map(\.language) == ["ko-KR", "ko"])
    #expect(trail[0].outcome == .skipped)
    #expect(trail[0].reason.contains("no ko-KR"))
  }

  @Test func traditionalChineseTriesScriptAndRegionThenDevelopmentLanguage() {
    let trail = catalog.resolve(id: "group.full", locale: "zh-Hant-TW").trail
    #expect(trail.map(\.language) == ["zh-Hant-TW", "zh-Hant", "zh-TW", "en"])
    #expect(trail.last?.reason == "every part is present and valid (development language)")
  }

  @Test func japaneseFallsToEnglish() {
    let trail = catalog.resolve(id: "group.full", locale: "ja-JP").trail
    #expect(trail.map(\.language) == ["ja-JP", "ja", "en"])
  }

  @Test func missingKoreanMessageResolvesTheWholeEntryInEnglish() {
    let copy = catalog.resolve(id: "group.alreadyMember", locale: "ko-KR")
    #expect(copy.language == "en")
    #expect(copy.title == "You're Already a Member")
    #expect(copy.message == "Open the group from your list.")
    #expect(copy.buttons.map(\.label) == ["OK"])
    let skipped = copy.trail.first { $0.language == "ko" }
    #expect(skipped?.outcome == .skipped)
    #expect(skipped?.reason == "ko.lproj/Groups.strings has no key 'group.alreadyMember.message'")
  }

  @Test func mismatchedKoreanSpecifiersResolveInEnglish() {
    let copy = catalog.resolve(id: "group.closed", locale: "ko", arguments: ["아침 달리기"])
    #expect(copy.language == "en")
    #expect(copy.message == "아침 달리기 is no longer taking members.")
    let skipped = copy.trail.first { $0.language == "ko" }
    #expect(skipped?.reason == "'group.closed.message' in ko.lproj/Groups.strings takes %d but en takes %@")
  }

  @Test func blankKoreanTitleResolvesTheWholeEntryInEnglish() {
    let copy = catalog.resolve(id: "domain.deadline", locale: "ko-KR")
    #expect(copy.language == "en")
    #expect(copy.message == "Submissions closed at midnight.")
    #expect(copy.trail.first { $0.language == "ko" }?.reason == "'domain.deadline.title' is empty in ko.lproj/Domain.strings")
  }

  @Test func strayPercentInKoreanResolvesTheWholeEntryInEnglish() {
    let copy = catalog.resolve(id: "domain.window", locale: "ko")
    #expect(copy.language == "en")
    #expect(copy.title == "Outside the Attendance Window")
    #expect(
      copy.trail.first { $0.language == "ko" }?.reason.hasPrefix(
        "'domain.window.message' in ko.lproj/Domain.strings: '%를' is not a format specifier") == true)
  }

  @Test(arguments: ["ko-KR", "en-US"])
  func unknownIDResolvesToTheCommonFailure(locale: String) {
    let copy = catalog.resolve(id: "no.such", locale: locale)
    #expect(copy.id == "common.unknown")
    #expect(copy.requested == "no.such")
    #expect(!copy.isRequestedEntry)
    #expect(copy.isFallback)
    #expect(copy.kind == .errorScreen)
    #expect(copy.trail.first { $0.entry == "no.such" }?.reason == "the catalog has no entry 'no.such'")
  }

  @Test func unknownCodeResolvesToTheCommonFailure() {
    let copy = catalog.resolve(code: "ZZZ9999", locale: "ko-KR")
    #expect(copy.id == "common.unknown")
    #expect(copy.language == "ko")
    #expect(copy.title == "문제가 생겼어요")
    #expect(copy.requested == "ZZZ9999")
    #expect(copy.trail.contains { $0.reason == "no entry maps the server code 'ZZZ9999'" })
  }

  @Test func knownCodeResolvesToItsEntry() {
    let copy = catalog.resolve(code: "CGF0003", locale: "ko-KR")
    #expect(copy.id == "group.full")
    #expect(!copy.isFallback)
    #expect(copy.requested == "CGF0003")
    #expect(copy.language == "ko")
  }

  @Test func entryMissingInEveryLanguageResolvesToTheCommonFailure() {
    let copy = catalog.resolve(id: "broken.everywhere", locale: "ko")
    #expect(copy.id == "common.unknown")
    #expect(copy.language == "ko")
    #expect(copy.trail.map(\.outcome) == [.skipped, .skipped, .skipped, .used])
    #expect(copy.trail[0].reason == "ko.lproj/Missing.strings does not exist")
  }
}
