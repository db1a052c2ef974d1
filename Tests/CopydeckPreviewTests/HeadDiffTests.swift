import Foundation
import Testing

/// "What changed since HEAD": the entry page shows each value that differs from the last commit, and the index can
/// show only those entries; git runs as a real process on a real repository.
@Suite struct HeadDiffTests {
  private func git(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
  }

  private func cookie(_ fixture: PreviewFixture) throws -> String {
    let secret = try #require(fixture.server.editAddress?.split(separator: "=").last)
    return "Cookie: copydeck-edit-\(fixture.server.port)=\(secret)\r\n"
  }

  private func page(_ fixture: PreviewFixture, _ path: String) throws -> String {
    try fixture.client.send(
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\n\(cookie(fixture))Connection: close\r\n\r\n"
    ).text
  }

  @Test func aValueChangedSinceTheLastCommitShowsBothTextsAndTheIndexCanFilterToIt() throws {
    let fixture = try PreviewFixture()
    try git(["init", "-q"], in: fixture.root)
    try git(["add", "."], in: fixture.root)
    try git(["commit", "-q", "-m", "copy"], in: fixture.root)
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "자리가 없어요")
      .write(to: table, atomically: true, encoding: .utf8)
    // The watcher reloads; wait for the page to show the new text (each request sees the newest snapshot).
    var entry = ""
    for _ in 0..<100 {
      entry = try page(fixture, "/entries/group.full")
      if entry.contains("data-head-changed") { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(entry.contains("<del lang=\"ko\">그룹 인원이 가득 찼어요</del><ins lang=\"ko\">자리가 없어요</ins>"))
    #expect(entry.components(separatedBy: "data-head-changed").count == 2)
    #expect(!(try page(fixture, "/entries/group.leave")).contains("data-head-changed"))
    let index = try page(fixture, "/?changed=1")
    #expect(index.contains("data-entry-card=\"group.full\""))
    #expect(!index.contains("data-entry-card=\"group.leave\""))
    #expect(index.contains("name=\"changed\" value=\"1\" checked"))
    #expect(try page(fixture, "/").contains("data-entry-card=\"group.leave\""))
  }

  @Test func withoutARepositoryThereIsNoChangeAndNoFilter() throws {
    let fixture = try PreviewFixture()
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "자리가 없어요")
      .write(to: table, atomically: true, encoding: .utf8)
    #expect(!(try page(fixture, "/entries/group.full")).contains("data-head-changed"))
    #expect(!(try page(fixture, "/")).contains("data-head-filter"))
  }
}
