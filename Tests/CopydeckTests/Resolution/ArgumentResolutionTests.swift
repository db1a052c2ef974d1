import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct ArgumentResolutionTests {
  let catalog = CatalogFixtures.basic

  @Test func koreanObjectParticleFollowsTheArgument() {
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["장보기"]).title == "장보기를 삭제할까요?")
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["일정"]).title == "일정을 삭제할까요?")
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["메모 3"]).title == "메모 3을 삭제할까요?")
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["메모 2"]).title == "메모 2를 삭제할까요?")
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["Notion"]).title == "Notion을 삭제할까요?")
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["Wi-Fi"]).title == "Wi-Fi를 삭제할까요?")
    #expect(catalog.resolve(id: "item.delete", locale: "ko", arguments: ["🙂"]).title == "🙂을(를) 삭제할까요?")
  }

  @Test func directionParticleTakesRoAfterRieul() {
    let message = { (reason: String) in
      catalog.resolve(id: "account.suspended", locale: "ko", arguments: [.text(reason)]).message
    }
    #expect(message("스팸 신고")?.hasPrefix("스팸 신고로 계정이") == true)
    #expect(message("규칙 위반")?.hasPrefix("규칙 위반으로 계정이") == true)
    #expect(message("욕설")?.hasPrefix("욕설로 계정이") == true)
  }

  @Test func positionalArgumentsWithTopicParticleAndGroupedNumber() {
    let copy = catalog.resolve(id: "form.tooShort", locale: "ko-KR", arguments: ["닉네임", 2])
    #expect(copy.language == "ko")
    #expect(copy.title == nil)
    #expect(copy.message == "닉네임은 2자 이상 입력해 주세요.")
    #expect(
      catalog.resolve(id: "form.tooShort", locale: "en", arguments: ["Password", 12_000]).message
        == "Password must be at least 12,000 characters.")
  }

  @Test func decimalsUseThePrecisionAndPercentEscapes() {
    #expect(catalog.resolve(id: "form.price", locale: "en", arguments: [1234.56]).message == "1,234.6 won, 100% refundable.")
    #expect(catalog.resolve(id: "form.price", locale: "ko", arguments: [2]).message == "2.0원, 100% 환불돼요.")
  }

  @Test func missingArgumentFallsToTheCommonFailureWithoutCrashing() {
    let copy = catalog.resolve(id: "form.tooShort", locale: "ko", arguments: ["닉네임"])
    #expect(copy.id == "common.unknown")
    #expect(copy.language == "ko")
    #expect(copy.trail.contains { $0.reason == "%2$d needs argument 2, but 1 was given" })
  }

  @Test func noArgumentsForAnEntryThatNeedsThemFallsBack() {
    let copy = catalog.resolve(id: "item.delete", locale: "en")
    #expect(copy.id == "common.unknown")
    #expect(copy.title == "Something Went Wrong")
  }

  @Test func textForANumberIsShownAsGivenAndNoted() {
    let copy = catalog.resolve(id: "form.tooShort", locale: "en", arguments: ["Name", "many"])
    #expect(copy.id == "form.tooShort")
    #expect(copy.message == "Name must be at least many characters.")
    #expect(copy.trail.last?.reason.contains("argument 2 'many' is not a whole number for %2$d; shown as given") == true)
  }

  @Test func numericTextFillsANumberSpecifier() {
    let copy = catalog.resolve(id: "form.tooShort", locale: "en", arguments: ["Name", "3"])
    #expect(copy.message == "Name must be at least 3 characters.")
  }

  @Test func extraArgumentsAreIgnoredAndNoted() {
    let copy = catalog.resolve(id: "group.full", locale: "en", arguments: ["unused"])
    #expect(copy.id == "group.full")
    #expect(copy.trail.last?.reason.contains("1 extra argument(s) not used by the copy") == true)
  }

  @Test func plainAndArgumentPathsAgree() {
    let fast = catalog.resolve(id: "group.alreadyMember", locale: "ko-KR")
    let general = catalog.resolver.resolve(
      entry: catalog.resolver.entryIndex["group.alreadyMember"]!, requested: "group.alreadyMember",
      chain: catalog.resolver.languages.chain(for: "ko-KR"), arguments: [], locale: "ko-KR")
    #expect(fast == general)
  }
}
