import Foundation
import Testing

/// `/events` streams cannot tie up the server: a dropped stream gives its connection back at once, and each
/// client holds a bounded number of them.
@Suite struct EventStreamLimitTests {
  private func openStream(_ port: UInt16) throws -> RawHTTPClient.Connection {
    let connection = try RawHTTPClient.Connection(port: port)
    try connection.write(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
    return connection
  }

  @Test func connectAndDropCyclesLeaveTheServerAnswering() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    for _ in 0..<300 {
      let stream = try openStream(port)
      _ = try stream.readSome()  // the response has started: the server holds a stream for it
    }  // each connection closes as it goes out of scope
    // A normal request right after must be answered; its socket gives up after one second.
    let connection = try RawHTTPClient.Connection(port: port, timeout: 1)
    try connection.write(Array("GET /api/entries HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
    let response = try RawHTTPClient.parse(connection.readToEnd())
    #expect(response.status == 200)
    // And the dropped streams gave their slots back: a new page's stream is accepted within the same second,
    // not after the 15 s keep-alive that would otherwise be the first write to fail.
    let deadline = Date(timeIntervalSinceNow: 1)
    var accepted = false
    while !accepted && Date() < deadline {
      let stream = try openStream(port)
      accepted = try RawHTTPClient.parse(stream.read(until: "\r\n\r\n")).status == 200
    }
    #expect(accepted, "a stream slot is free again")
  }

  @Test func aClientHoldsAtMostItsShareOfStreams() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    var streams: [RawHTTPClient.Connection] = []
    for _ in 0..<16 {
      let stream = try openStream(port)
      #expect(String(decoding: try stream.read(until: "data: 0\n\n"), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
      streams.append(stream)
    }
    let refused = try fixture.client.get("/events")
    #expect(refused.status == 429)
    #expect(refused.headers["retry-after"] == "2")
    #expect(refused.text.contains("탭을"))
    #expect(try fixture.client.get("/").status == 200, "pages still load while the streams are taken")

    streams.removeLast()  // one tab closes: its slot comes back without waiting for a keep-alive
    var reopened: RawHTTPClient.Response?
    while reopened == nil {
      let stream = try openStream(port)
      let head = try RawHTTPClient.parse(stream.read(until: "\r\n\r\n"))
      if head.status == 200 { reopened = head; streams.append(stream) } else { #expect(head.status == 429) }
    }
    #expect(reopened?.status == 200)
  }
}
