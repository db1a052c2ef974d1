import Foundation
import Testing

/// `copydeck serve` as a user runs it: the real binary, real signals, real sockets.
@Suite struct ServeCommandTests {
  @Test func printsTheAddressServesAndStopsOnSIGTERM() throws {
    let server = try RunningServer(["--port", "0"])
    let port = try #require(server.port, "printed: \(server.firstLine)")
    #expect(port != 0)
    #expect(try httpStatus(port: port, path: "/") == 200)
    #expect(try httpStatus(port: port, path: "/api/entries/group.full?lang=ko") == 200)
    let stopped = server.stop(with: SIGTERM)
    #expect(stopped.status == 0)
    #expect(stopped.stdout.contains("Stopped"))
  }

  @Test func stopsCleanlyOnSIGINT() throws {
    let server = try RunningServer(["--port", "0"])
    _ = try #require(server.port)
    #expect(server.stop(with: SIGINT).status == 0)
  }

  @Test func aPortInUseExitsTwoWithAClearMessage() throws {
    let first = try RunningServer(["--port", "0"])
    let port = try #require(first.port)
    let second = try launchCopydeck([
      "serve", "--localizations", repositoryRoot.appendingPathComponent("Localizations").path, "--port", String(port),
    ])
    #expect(second.status == 2)
    #expect(second.stderr.contains("port \(port) on 127.0.0.1 is already in use"))
    #expect(first.stop(with: SIGTERM).status == 0)
  }

  /// Listening beyond loopback warns; it asks for --allow-host only when none was given, and names the hosts given.
  @Test func theNetworkWarningAsksForAllowHostOnlyWithoutOne() throws {
    func warning(_ arguments: [String]) throws -> String {
      let server = try RunningServer(["--port", "0", "--host", "0.0.0.0"] + arguments)
      #expect(server.stop(with: SIGTERM).status == 0, "\(arguments)")
      let stderr = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return stderr.split(separator: "\n").map(String.init).first { $0.contains("warning: listening on") } ?? ""
    }
    #expect(try warning([]).hasSuffix("addressed to 0.0.0.0, localhost, so add the name they use with --allow-host NAME"))
    let given = try warning(["--allow-host", "mac.local", "--allow-host", "10.0.0.2:8080"])
    #expect(given.hasSuffix("answers only requests addressed to 0.0.0.0, localhost, mac.local, 10.0.0.2:8080"), "\(given)")
    #expect(try warning(["--allow-host", "*"]).hasSuffix("answers requests addressed to any name"))
  }

  @Test func aMissingFolderExitsTwo() throws {
    let result = runCopydeck(["serve", "--localizations", "/no/such/folder", "--port", "0"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no folder at '/no/such/folder'"))
  }

  @Test func servesTheAssetsOfTheFolderGivenWithPublic() throws {
    let assets = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-public-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: assets) }
    try Data("body { color: teal }".utf8).write(to: assets.appendingPathComponent("only-here.css"))
    let server = try RunningServer(["--port", "0", "--public", assets.path])
    let port = try #require(server.port, "printed: \(server.firstLine)")
    #expect(try httpStatus(port: port, path: "/public/only-here.css") == 200)
    #expect(try httpStatus(port: port, path: "/public/drawing.css") == 404)
    #expect(server.stop(with: SIGTERM).status == 0)
  }

  @Test func aMissingPublicFolderExitsTwo() throws {
    let result = runCopydeck([
      "serve", "--localizations", repositoryRoot.appendingPathComponent("Localizations").path, "--port", "0", "--public", "/no/such/assets",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no folder at '/no/such/assets'"))
  }

  @Test func editingIsOnForLoopbackOffWithReadOnlyAndOnElsewhereOnlyWithEdit() throws {
    /// What the server prints about editing, for `arguments`.
    func editing(_ arguments: [String]) throws -> String {
      let server = try RunningServer(["--port", "0"] + arguments)
      let stopped = server.stop(with: SIGTERM)
      #expect(stopped.status == 0, "\(arguments)")
      // The first read may already hold more than the first line: look at everything it printed.
      let lines = (server.firstLine + stopped.stdout).split(separator: "\n").map(String.init)
      return lines.first { $0.hasPrefix("To edit") || $0.hasPrefix("Editing is") } ?? ""
    }
    #expect(try editing([]).hasPrefix("To edit and save, open http://127.0.0.1:"))
    #expect(try editing([]).contains("/?edit="))
    #expect(try editing(["--read-only"]) == "Editing is off (--read-only)")
    #expect(try editing(["--host", "0.0.0.0"]) == "Editing is off (not on loopback; add --edit to allow it)")
    #expect(try editing(["--host", "0.0.0.0", "--edit"]).hasPrefix("To edit and save, open http://"))
    let both = runCopydeck(["serve", "--edit", "--read-only", "--port", "0"])
    #expect(both.status == 2)
    #expect(both.stderr.contains("--edit and --read-only cannot be given together"))
  }

  @Test func aBadPortIsAUsageError() throws {
    let result = runCopydeck(["serve", "--port", "http"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--port must be a number"))
  }

  /// The status code of `GET path` on 127.0.0.1:`port`, over a real socket.
  private func httpStatus(port: UInt16, path: String) throws -> Int? {
    try RawHTTPClient(port: port).get(path).status
  }
}
