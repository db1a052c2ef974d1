import Foundation
import Testing

/// Bytes that are not a well-formed request never crash the server: each gets an error status or a closed
/// connection, and the server answers normally afterwards.
@Suite struct MalformedRequestTests {
  static let requests: [[UInt8]] = [
    Array("\r\n\r\n".utf8),
    Array("GARBAGE\r\n\r\n".utf8),
    Array("GET\r\n\r\n".utf8),
    Array("GET /\r\n\r\n".utf8),
    Array("GET / HTTP/9.9\r\nHost: x\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost x\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8),
    Array("GET /%zz%%%/entries/%ff%fe?lang=%ZZ&&=&%00 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8),
    Array("GET /entries/\u{0}\u{1}\u{7f} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8),
    [0x47, 0x45, 0x54, 0x20, 0x2f, 0xff, 0xfe, 0x80, 0x20] + Array("HTTP/1.1\r\nHost: \u{1}\r\n\r\n".utf8),
    Array("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "b", count: 200_000))\r\n\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(String(repeating: "X: y\r\n", count: 20_000))\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8),
    Array(repeating: 0, count: 4096),
    (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) },
  ]

  @Test func malformedRequestsGetAnErrorOrAClosedConnection() throws {
    let fixture = try PreviewFixture()
    for (index, raw) in Self.requests.enumerated() {
      let connection = try RawHTTPClient.Connection(port: fixture.server.port)
      try? connection.write(raw)
      shutdown(connection.descriptor, Int32(SHUT_WR))
      let reply = (try? connection.readToEnd()) ?? []
      if let response = try? RawHTTPClient.parse(reply) {
        #expect(response.status >= 400 || response.status == 200, "request \(index) answered \(response.status)")
      }
      #expect(try fixture.client.get("/").status == 200, "the server stopped answering after request \(index)")
    }
  }

  @Test func anOversizedHeaderIsRefusedWith431() throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.send(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\nX-Big: \(String(repeating: "b", count: 100_000))\r\nConnection: close\r\n\r\n"
    )
    #expect(response.status == 431)
  }

  @Test func aClientThatDisconnectsMidRequestDoesNotHurtOthers() throws {
    let fixture = try PreviewFixture()
    for _ in 0..<50 {
      let connection = try RawHTTPClient.Connection(port: fixture.server.port)
      try connection.write(Array("GET /entries/group.full HTTP/1.1\r\nHost: 127.0".utf8))
    }
    #expect(try fixture.client.get("/").status == 200)
  }
}
