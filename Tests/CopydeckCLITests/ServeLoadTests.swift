import Foundation
import Testing

/// A bounded burst of concurrent requests with `wrk` against `copydeck serve`: no errors, and no memory growth
/// from one burst to the next. (Speed is measured in Benchmarks/, not here.)
@Suite struct ServeLoadTests {
  /// Every kind of route a browser uses, in turn.
  static let script = """
    local paths = {"/", "/entries/group.full", "/entries/account.suspended?lang=ko&appearance=dark",
      "/api/entries/group.full?lang=ko", "/api/entries?lang=en", "/public/preview.css", "/public/preview.js"}
    local i = 0
    request = function()
      i = i + 1
      return wrk.format("GET", paths[(i % #paths) + 1])
    end
    """

  /// What one `wrk` run reports.
  struct Burst {
    var requests: Int
    var non2xx: Int
    var socketErrors: String?
  }

  @Test func burstsOfConcurrentRequestsHaveNoErrorsAndNoMemoryGrowth() throws {
    let server = try RunningServer(["--port", "0"])
    let port = try #require(server.port, "printed: \(server.firstLine)")
    let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-load-\(UUID().uuidString).lua")
    try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scriptFile) }

    // The first burst warms up (thread stacks, allocator arenas); the two after it must leave memory where it was.
    var resident: [Int] = []
    for _ in 0..<3 {
      let burst = try runWrk(port: port, script: scriptFile)
      #expect(burst.requests > 0)
      #expect(burst.non2xx == 0, "responses other than 2xx")
      #expect(burst.socketErrors == nil, "wrk saw socket errors: \(burst.socketErrors ?? "")")
      resident.append(try residentKilobytes(of: server.process.processIdentifier))
    }
    // 4 MiB of slack for the allocator; a leak of one page per request would be hundreds of MiB.
    #expect(resident[2] - resident[1] < 4096, "RSS after each burst (KiB): \(resident)")
    #expect(server.stop(with: SIGTERM).status == 0)
  }

  /// Runs `wrk` for two seconds with 16 connections on 2 threads.
  private func runWrk(port: UInt16, script: URL) throws -> Burst {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["wrk", "-t2", "-c16", "-d2s", "-s", script.path, "http://127.0.0.1:\(port)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let requests = Self.number(in: text, after: #"([0-9]+) requests in"#) else {
      Issue.record("wrk failed (install it with scripts/bootstrap): \(text)")
      return Burst(requests: 0, non2xx: 0, socketErrors: nil)
    }
    let socketErrors = text.split(separator: "\n").first { $0.contains("Socket errors") }.map(String.init)
    return Burst(
      requests: requests, non2xx: Self.number(in: text, after: #"Non-2xx or 3xx responses: ([0-9]+)"#) ?? 0, socketErrors: socketErrors)
  }

  /// The resident set size of process `pid` in KiB, as `ps -o rss=` prints it on Linux and macOS alike.
  private func residentKilobytes(of pid: Int32) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ps", "-o", "rss=", "-p", String(pid)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), "ps printed '\(text)'")
  }

  private static func number(in text: String, after pattern: String) -> Int? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return Int(text[range])
  }
}
