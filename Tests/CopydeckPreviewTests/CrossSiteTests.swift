import Foundation
import Testing

/// A page on another site may link to the preview but not read its API or hold its event streams.
@Suite struct CrossSiteTests {
  /// `GET path` with extra header lines, over a real socket.
  private func get(_ fixture: PreviewFixture, _ path: String, _ headers: String) throws -> RawHTTPClient.Response {
    try fixture.client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\n\(headers)Connection: close\r\n\r\n")
  }

  @Test func refusesTheAPIAndEventsFromAnotherSite() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    for path in ["/events", "/api/entries", "/api/entries/group.full"] {
      for headers in [
        "Origin: https://evil.example\r\n", "Origin: null\r\n", "Origin: http://127.0.0.1:\(port &+ 1)\r\n",
        "Sec-Fetch-Site: cross-site\r\n", "Sec-Fetch-Site: same-site\r\n",
        "Origin: http://127.0.0.1:\(port)\r\nSec-Fetch-Site: cross-site\r\n",
      ] {
        let response = try get(fixture, path, headers)
        #expect(response.status == 403, "\(path) with \(headers)")
        #expect(response.text.contains("another site") && response.text.contains("다른 사이트"))
      }
    }
  }

  @Test func answersItsOwnPagesAndRequestsFromNoPage() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    for headers in [
      "", "Origin: http://127.0.0.1:\(port)\r\n", "Sec-Fetch-Site: same-origin\r\n", "Sec-Fetch-Site: none\r\n",
      "Origin: http://127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n",
    ] {
      #expect(try get(fixture, "/api/entries", headers).status == 200, "\(headers)")
    }
  }

  @Test func aLinkFromAnotherSiteStillOpensThePages() throws {
    let fixture = try PreviewFixture()
    #expect(try get(fixture, "/", "Sec-Fetch-Site: cross-site\r\n").status == 200)
    #expect(try get(fixture, "/entries/group.full", "Sec-Fetch-Site: cross-site\r\n").status == 200)
  }
}
