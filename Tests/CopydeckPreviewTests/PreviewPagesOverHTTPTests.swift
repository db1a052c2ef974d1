import Foundation
import Testing

/// The renderer's pages as the server sends them: entry pages, escaping, findings and live changes.
@Suite struct PreviewPagesOverHTTPTests {
  /// Waits for the next reload by reading the event stream up to `generation`.
  private func reload(_ fixture: PreviewFixture, to generation: Int, after change: () throws -> Void) throws {
    let events = try RawHTTPClient.Connection.events(port: fixture.server.port)
    let opening = try events.read(until: "data: \(generation - 1)\n\n")
    try change()
    _ = try events.read(until: "data: \(generation)\n\n", after: opening)
  }

  @Test func anEntryPageDrawsTheEntryInBothLanguages() throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.get("/entries/group.full")
    #expect(response.status == 200)
    #expect(response.text.contains("data-entry=\"group.full\" data-lang=\"ko\""))
    #expect(response.text.contains("data-entry=\"group.full\" data-lang=\"en\""))
    #expect(response.text.contains("그룹 인원이 가득 찼어요"))
    #expect(response.text.contains("This Group Is Full"))
  }

  @Test func copyWithMarkupIsSentAsText() throws {
    let fixture = try PreviewFixture()
    try reload(fixture, to: 1) {
      try fixture.rewrite(
        "ko.lproj/Groups.strings",
        try String(contentsOf: fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings"), encoding: .utf8)
          .replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "<script>alert(1)</script><img src=x onerror=alert(2)>"))
    }
    for path in ["/", "/entries/group.full"] {
      let page = try fixture.client.get(path).text
      #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(path)")
      #expect(!page.contains("<script>alert(1)"), "\(path)")
      #expect(!page.contains("<img src=x"), "\(path)")
    }
  }

  @Test func queryValuesAreEscapedToo() throws {
    let fixture = try PreviewFixture()
    let page = try fixture.client.get("/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E").text
    #expect(!page.contains("<script>alert(1)"))
  }

  @Test func aFindingOfTheCheckerShowsOnItsEntry() throws {
    let fixture = try PreviewFixture()
    #expect(!(try fixture.client.get("/entries/group.full").text.contains("data-rule=\"missing-translation\"")))
    try reload(fixture, to: 1) {
      try fixture.rewrite("ko.lproj/Groups.strings", "\"group.full.title\" = \"그룹 인원이 가득 찼어요\";\n")
    }
    #expect(try fixture.client.get("/entries/group.full").text.contains("data-rule=\"missing-translation\""))
    #expect(try fixture.client.get("/").text.contains("data-rule=\"missing-translation\""))
  }
}
