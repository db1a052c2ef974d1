import Foundation
import Testing

/// The preview's routes, over real sockets.
@Suite struct PreviewRoutingTests {
  @Test func indexIsHTMLWithSecurityHeadersAndRenderTime() throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.get("/")
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/html; charset=utf-8")
    #expect(response.headers["x-content-type-options"] == "nosniff")
    #expect(response.headers["content-security-policy"]?.contains("script-src 'self'") == true)
    #expect(response.headers["server-timing"]?.hasPrefix("render;dur=") == true)
    #expect(response.text.contains("data-generation=\"0\""))
  }

  @Test func unknownRouteGetsTheFriendly404Page() throws {
    let fixture = try PreviewFixture()
    for path in ["/nope", "/entries/no.such.entry", "/entries/", "/public/", "/public/missing.css", "/public/icons"] {
      let response = try fixture.client.get(path)
      #expect(response.status == 404, "\(path)")
      #expect(response.headers["content-type"] == "text/html; charset=utf-8", "\(path)")
      #expect(response.text.contains("<html"), "\(path)")
    }
  }

  @Test func headIsAnsweredAndOtherMethodsAreRefused() throws {
    let fixture = try PreviewFixture()
    let head = try fixture.client.get("/", method: "HEAD")
    #expect(head.status == 200)
    #expect(head.body.isEmpty)
    for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
      let response = try fixture.client.get("/", method: method)
      #expect(response.status == 405, "\(method)")
      #expect(response.headers["allow"] == "GET, HEAD")
    }
  }

  @Test(arguments: [
    ("/public/style.css", "text/css; charset=utf-8", "style.css"),
    ("/public/app.js", "text/javascript; charset=utf-8", "app.js"),
    ("/public/icons/dot.svg", "image/svg+xml", "icons/dot.svg"),
  ])
  func staticFilesComeFromPublicWithTheirContentType(path: String, contentType: String, file: String) throws {
    let fixture = try PreviewFixture()
    let response = try fixture.client.get(path)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == contentType)
    #expect(Data(response.body) == (try Data(contentsOf: PreviewFixture.fixtures.appendingPathComponent("public/\(file)"))))
  }

  @Test func nothingOutsidePublicIsEverServed() throws {
    let fixture = try PreviewFixture()
    let attempts = [
      "/public/../secret.txt", "/public/%2e%2e/secret.txt", "/public/%2E%2E/secret.txt", "/public/..%2fsecret.txt",
      "/public/%2e%2e%2fsecret.txt", "/public/icons/../../secret.txt", "/public/icons/%2e%2e/%2e%2e/secret.txt",
      "/public//etc/passwd", "/public/%2fetc%2fpasswd", "/public/..%5csecret.txt", "/public/escape.txt",
      "/public/outside/secret.txt", "/public/./style.css", "/public/icons/../style.css",
      "/public/.%2e/secret.txt", "/public/%00/../secret.txt", "/public/style.css%00.js", "/../secret.txt", "/public/../../../../etc/passwd",
    ]
    for path in attempts {
      let response = try fixture.client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\nConnection: close\r\n\r\n")
      #expect(response.status == 404 || response.status == 400, "\(path) answered \(response.status)")
      #expect(!response.text.contains("TOP-SECRET-CONTENT"), "\(path) leaked the file")
      #expect(!response.text.contains("root:"), "\(path) leaked /etc/passwd")
      #expect(!response.text.contains("color: #111"), "\(path) served a file through a dot path")
    }
  }
}
