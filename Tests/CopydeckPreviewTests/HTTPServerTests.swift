import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckPreview

/// The libmicrohttpd wrapper on its own, over real sockets.
@Suite struct HTTPServerTests {
  @Test func servesHandlerResponsesOnAnEphemeralPort() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
      HTTPResponse(
        status: 200, contentType: "text/plain",
        text:
          "\(request.method) \(request.path) \(request.query["lang"] ?? "-") \(request.query["flag"] ?? "nil") \(request.header("X-Test") ?? "-")"
      )
    }
    defer { server.stop() }
    #expect(server.port != 0)
    let response = try RawHTTPClient(port: server.port).send(
      "GET /a%20b/c?lang=ko&flag HTTP/1.1\r\nHost: x\r\nX-Test: 한\r\nConnection: close\r\n\r\n")
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/plain")
    #expect(response.text == "GET /a b/c ko  한")
  }

  @Test func answers413WhenTheBodyIsOverTheCap() throws {
    var limits = HTTPServer.Limits()
    limits.maxBodySize = 10
    let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { request in
      HTTPResponse(status: 200, contentType: "text/plain", bytes: request.body)
    }
    defer { server.stop() }
    let client = RawHTTPClient(port: server.port)
    let small = try client.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
    #expect(small.status == 200)
    #expect(small.text == "hello")
    let large = try client.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 20\r\nConnection: close\r\n\r\n01234567890123456789")
    #expect(large.status == 413)
  }

  @Test func streamsABodyAsItIsProduced() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      let remaining = LockedCounter(3)
      return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")]) { _ in
        remaining.decrement() >= 0 ? Array("part\n".utf8) : nil
      }
    }
    defer { server.stop() }
    let response = try RawHTTPClient(port: server.port).get("/")
    #expect(response.text == "part\npart\npart\n")
  }

  @Test func portInUseIsAnAddressInUseError() throws {
    let first = try HTTPServer(host: "127.0.0.1", port: 0) { _ in HTTPResponse(status: 204, contentType: "text/plain", text: "") }
    defer { first.stop() }
    #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: first.port)) {
      try HTTPServer(host: "127.0.0.1", port: first.port) { _ in HTTPResponse(status: 204, contentType: "text/plain", text: "") }
    }
  }

  @Test func unknownHostIsReported() throws {
    #expect(throws: HTTPServerError.unknownHost("no-such-host.invalid")) {
      try HTTPServer(host: "no-such-host.invalid", port: 0) { _ in HTTPResponse(status: 204, contentType: "text/plain", text: "") }
    }
  }

  @Test func stopIsIdempotentAndFreesThePort() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in HTTPResponse(status: 200, contentType: "text/plain", text: "ok") }
    let port = server.port
    server.stop()
    server.stop()
    let again = try HTTPServer(host: "127.0.0.1", port: port) { _ in HTTPResponse(status: 200, contentType: "text/plain", text: "again") }
    defer { again.stop() }
    #expect(try RawHTTPClient(port: port).get("/").text == "again")
  }
}

/// A counter shared between the threads of a test.
final class LockedCounter: Sendable {
  private let value: Locked<Int>
  init(_ value: Int) { self.value = Locked(value) }
  /// Decrements and returns the new value.
  func decrement() -> Int {
    value.withLock {
      $0 -= 1; return $0
    }
  }
}

/// The limits that keep one client from exhausting the server.
@Suite struct HTTPServerLimitTests {
  @Test func anIdleConnectionIsClosedAfterTheTimeout() throws {
    var limits = HTTPServer.Limits()
    limits.connectionTimeout = 1
    let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { _ in
      HTTPResponse(status: 200, contentType: "text/plain", text: "ok")
    }
    defer { server.stop() }
    let idle = try RawHTTPClient.Connection(port: server.port)
    try idle.write(Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8))  // never finished
    // The server closes it (end of file) well before the client's own 20-second read timeout would throw.
    #expect(throws: Never.self) { _ = try idle.readToEnd() }
  }

  @Test func overTheConnectionLimitNoMoreConnectionsAreTakenUntilASlotFrees() throws {
    var limits = HTTPServer.Limits()
    limits.connectionLimit = 2
    let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { _ in
      HTTPResponse(status: 200, contentType: "text/plain", text: "ok")
    }
    defer { server.stop() }
    var idle = try [RawHTTPClient.Connection(port: server.port), RawHTTPClient.Connection(port: server.port)]
    for connection in idle { try connection.write(Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)) }
    #expect(wait(upTo: 10) { server.currentConnections == 2 }, "the server never took both idle connections")

    var extra: RawHTTPClient.Connection? = try RawHTTPClient.Connection(port: server.port)
    try? extra?.write(Array("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
    // libmicrohttpd does not take it: it closes it at once (no answer, or a reset) or leaves it in the kernel's queue.
    #expect(server.currentConnections == 2)
    extra = nil
    idle.removeFirst()
    #expect(wait(upTo: 10) { server.currentConnections <= 1 }, "the closed connection's slot never came back")
    #expect(try RawHTTPClient(port: server.port).get("/").status == 200)
  }
}
