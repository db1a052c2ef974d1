import Foundation
import Testing

/// Server-sent events from the file watcher: open pages learn about a change on disk without polling.
@Suite struct LiveReloadTests {
  @Test func anEventFollowsAFileRewrite() throws {
    let fixture = try PreviewFixture()
    let events = try RawHTTPClient.Connection.events(port: fixture.server.port)
    let opening = try events.readGeneration(0)
    #expect(opening.contains("HTTP/1.1 200"))
    #expect(opening.lowercased().contains("content-type: text/event-stream"))
    #expect(opening.contains("event: generation\ndata: 0\n\n"))
    #expect(try fixture.client.get("/").text.contains("data-generation=\"0\""))
    #expect(try fixture.client.get("/").headers["server-timing"] == "cache;desc=hit")

    try fixture.rewrite("ko.lproj/Groups.strings", "\"group.full.title\" = \"그룹이 꽉 찼어요\";\n")
    let update = try events.readGeneration(1)
    #expect(update.contains("event: generation\ndata: 1\n\n"))
    #expect(try fixture.client.get("/").text.contains("data-generation=\"1\""))
  }

  @Test func manifestChangesAreWatchedToo() throws {
    let fixture = try PreviewFixture()
    let events = try RawHTTPClient.Connection.events(port: fixture.server.port)
    try events.readGeneration(0)
    let manifest = fixture.localizations.appendingPathComponent("catalog.json")
    try (String(contentsOf: manifest, encoding: .utf8) + "\n").write(to: manifest, atomically: true, encoding: .utf8)
    try events.readGeneration(1)
  }

  @Test func stoppingTheServerEndsOpenStreams() throws {
    let fixture = try PreviewFixture()
    let events = try RawHTTPClient.Connection.events(port: fixture.server.port)
    try events.readGeneration(0)
    fixture.server.stop()
    // The stream ends (end of file), rather than staying open until the client's read timeout throws.
    #expect(throws: Never.self) { try events.readToEnd() }
  }
}

/// A file that stops parsing: the preview keeps the last good copy and says what is wrong, where.
@Suite struct LastGoodCopyTests {
  @Test func aBrokenFileKeepsTheLastGoodCopyAndShowsWhere() throws {
    let fixture = try PreviewFixture()
    let events = try RawHTTPClient.Connection.events(port: fixture.server.port)
    var received = try events.read(until: "data: 0\n\n")

    try fixture.rewrite("ko.lproj/Groups.strings", "\"group.full.title\" = \"그룹이 꽉 찼어요\";\n\"group.full.message\" = \"끝나지 않은 문자열\n")
    received = try events.read(until: "data: 1\n\n", after: received)
    let kept = try JSONSerialization.jsonObject(with: Data(fixture.client.get("/api/entries/group.full?lang=ko").body)) as? [String: Any]
    #expect(kept?["title"] as? String == "그룹 인원이 가득 찼어요")
    let page = try fixture.client.get("/").text
    #expect(page.contains("ko.lproj/Groups.strings:2:"), "the page names the file, line and column")

    try fixture.rewrite(
      "ko.lproj/Groups.strings",
      "\"group.full.title\" = \"그룹이 꽉 찼어요\";\n\"group.full.message\" = \"다른 초대 코드로 참여해 주세요.\";\n\"group.full.button.ok\" = \"확인\";\n")
    _ = try events.read(until: "data: 2\n\n", after: received)
    let fixed = try JSONSerialization.jsonObject(with: Data(fixture.client.get("/api/entries/group.full?lang=ko").body)) as? [String: Any]
    #expect(fixed?["title"] as? String == "그룹이 꽉 찼어요")
    #expect(!(try fixture.client.get("/").text.contains("ko.lproj/Groups.strings:2:")))
  }

  @Test func aBrokenManifestKeepsTheLastGoodCopy() throws {
    let fixture = try PreviewFixture()
    let events = try RawHTTPClient.Connection.events(port: fixture.server.port)
    let received = try events.read(until: "data: 0\n\n")
    try fixture.rewrite("catalog.json", "{\n  \"developmentLanguage\": \"en\",\n  \"languages\": [\"en\", \"ko\"],\n  \"oops\n")
    _ = try events.read(until: "data: 1\n\n", after: received)
    #expect(try fixture.client.get("/api/entries/group.full?lang=ko").status == 200)
    #expect(try fixture.client.get("/").text.contains("catalog.json:"))
  }
}
