import Foundation
import Testing

/// The `Host` header check that defeats DNS rebinding.
@Suite struct HostCheckTests {
  @Test func answersTheServedAddressAndLoopbackNames() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "localhost.:\(port)"] {
      #expect(try fixture.client.get("/", host: host).status == 200, "\(host)")
    }
  }

  @Test func refusesOtherNamesAndPorts() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    for host in [
      "evil.example", "evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port &+ 1)", "localhost.evil.example:\(port)", "10.0.0.1:\(port)",
    ] {
      let response = try fixture.client.get("/", host: host)
      #expect(response.status == 403, "\(host)")
      #expect(response.text.contains("--allow-host"))
    }
    for path in ["/api/entries", "/public/style.css", "/events"] {
      #expect(try fixture.client.get(path, host: "evil.example:\(port)").status == 403, "\(path)")
    }
  }

  @Test func refusesARequestWithoutHost() throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.send("GET / HTTP/1.0\r\n\r\n")
    #expect(response.status == 403)
  }

  @Test func allowHostAcceptsMoreNames() throws {
    let fixture = try PreviewFixture(allowedHosts: ["preview.test", "other.test:9999"])
    #expect(try fixture.client.get("/", host: "preview.test:\(fixture.server.port)").status == 200)
    #expect(try fixture.client.get("/", host: "preview.test:1234").status == 200)
    #expect(try fixture.client.get("/", host: "other.test:9999").status == 200)
    #expect(try fixture.client.get("/", host: "other.test:\(fixture.server.port)").status == 403)
    #expect(try fixture.client.get("/", host: "evil.example:\(fixture.server.port)").status == 403)
  }

  @Test func allowHostStarAcceptsEverything() throws {
    let fixture = try PreviewFixture(allowedHosts: ["*"])
    #expect(try fixture.client.get("/", host: "anything.example").status == 200)
  }
}
