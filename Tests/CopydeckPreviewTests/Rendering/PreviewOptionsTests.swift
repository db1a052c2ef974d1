import Testing

@testable import CopydeckPreview

@Suite struct PreviewOptionsTests {
  @Test func defaultsLeaveTheQueryEmpty() {
    #expect(PreviewOptions(query: [:], languages: ["en", "ko"]).queryString == "")
  }

  @Test func everyStateRoundTripsThroughTheQuery() {
    let query = [
      "lang": "accented", "appearance": "dark", "size": "ax3", "design": "classic", "arg.ko.reason": "스팸 & 광고",
      "q": "group", "problems": "1",
    ]
    let options = PreviewOptions(query: query, languages: ["en", "ko"])
    #expect(options.language == .pseudo(.accented))
    #expect(options.appearance == .dark)
    #expect(options.textSize == .ax3)
    #expect(options.design == .classic)
    #expect(options.argument("reason", language: "ko") == "스팸 & 광고")
    #expect(options.search == "group")
    #expect(options.problemsOnly)
    #expect(
      options.queryString
        == "?lang=accented&appearance=dark&size=ax3&design=classic&arg.ko.reason=%EC%8A%A4%ED%8C%B8%20%26%20%EA%B4%91%EA%B3%A0&q=group&problems=1"
    )
  }

  @Test func unknownValuesFallBackToTheDefaults() {
    let options = PreviewOptions(
      query: ["lang": "fr", "appearance": "sepia", "size": "huge", "design": "ios7"], languages: ["en", "ko"])
    #expect(options == PreviewOptions())
  }

  @Test func aCatalogLanguageIsAccepted() {
    #expect(PreviewOptions(query: ["lang": "ko"], languages: ["en", "ko"]).language == .one("ko"))
  }
}
