import Foundation
import Testing

/// `GET /api/entries` and `GET /api/entries/ID`: the resolved copy as JSON.
@Suite struct EntriesAPITests {
  private func json(_ response: RawHTTPClient.Response) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(response.body))
  }

  @Test func oneEntryInKorean() throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.get("/api/entries/group.full?lang=ko")
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json")
    let copy = try #require(try json(response) as? [String: Any])
    #expect(copy["id"] as? String == "group.full")
    #expect(copy["kind"] as? String == "alert")
    #expect(copy["category"] as? String == "business")
    #expect(copy["language"] as? String == "ko")
    #expect(copy["title"] as? String == "그룹 인원이 가득 찼어요")
    #expect(copy["retryable"] as? Bool == false)
    #expect(copy["trail"] is [Any])
    let buttons = try #require(copy["buttons"] as? [[String: Any]])
    #expect(buttons.count == 1)
    #expect(buttons.first?["id"] as? String == "ok")
    #expect(buttons.first?["label"] as? String == "확인")
    #expect(buttons.first?["role"] as? String == "default")
    #expect(buttons.first?["preferred"] as? Bool == true)
  }

  @Test func languageDefaultsToTheDevelopmentLanguage() throws {
    let fixture = try PreviewFixture()
    let copy = try #require(try json(fixture.client.get("/api/entries/group.full")) as? [String: Any])
    #expect(copy["language"] as? String == "en")
    #expect(copy["title"] as? String == "This Group Is Full")
  }

  @Test func argumentsComeFromTheSamplesOrTheQuery() throws {
    let fixture = try PreviewFixture()
    let sample = try #require(try json(fixture.client.get("/api/entries/group.leave?lang=ko")) as? [String: Any])
    #expect(sample["title"] as? String == "독서 모임에서 나갈까요?")
    let given = try #require(
      try json(fixture.client.get("/api/entries/group.leave?lang=ko&arg.group=%EC%82%B0%EC%95%85%ED%9A%8C")) as? [String: Any])
    #expect(given["title"] as? String == "산악회에서 나갈까요?")
  }

  @Test func everyEntryInOneLanguage() throws {
    let fixture = try PreviewFixture()
    let list = try #require(try json(fixture.client.get("/api/entries?lang=ko")) as? [[String: Any]])
    #expect(list.map { $0["id"] as? String } == ["common.unknown", "group.full", "group.leave"])
    #expect(list.allSatisfy { $0["language"] as? String == "ko" })
  }

  @Test func unknownEntryIs404JSON() throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.get("/api/entries/no.such")
    #expect(response.status == 404)
    let body = try #require(try json(response) as? [String: String])
    #expect(body["error"]?.contains("no.such") == true)
    #expect(body["errorKo"] != nil)
  }
}
