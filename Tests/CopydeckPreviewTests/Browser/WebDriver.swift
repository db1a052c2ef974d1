import Foundation

/// A W3C WebDriver session on Debian's headless Chromium, driven through `chromedriver` with plain JSON over HTTP.
///
/// `start()` runs `chromedriver --port=0`, reads the port it prints, and opens a session with headless Chromium
/// (`--no-sandbox`, so it runs as root in CI). Call ``quit()`` when done: it closes the browser and the driver.
///
/// Commands go over ``RawHTTPClient`` rather than `URLSession`: chromedriver writes headers without a space after
/// the colon (`Content-Length:916`), which FoundationNetworking on Linux rejects ("Failed writing header").
final class WebDriver {
  /// Something chromedriver or the browser answered with an error.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The width and height of the browser window, in CSS pixels.
  static let windowSize = (width: 1280, height: 1800)

  private let driver: Process
  private let port: UInt16
  private let session: String
  /// The origins ``open(_:)`` has loaded since the last ``reset()``, whose storage the reset clears.
  private var visitedOrigins: Set<String> = []

  private init(driver: Process, port: UInt16, session: String) {
    self.driver = driver
    self.port = port
    self.session = session
  }

  /// Starts chromedriver and a headless Chromium session.
  ///
  /// A chromedriver that exits before it says which port it listens on is started again, up to three times in all:
  /// on a loaded machine it has been seen to do so once in hundreds of starts, with nothing of ours involved yet.
  /// The last one's own error output is in the failure.
  static func start() throws -> WebDriver {
    var attempt = 1
    while true {
      do {
        return try startOnce()
      } catch is DriverExitedEarly where attempt < 3 {
        attempt += 1
      } catch let failure as DriverExitedEarly {
        throw Failure(description: failure.description)
      }
    }
  }

  /// chromedriver exited before it printed its port; what it wrote to its standard error.
  private struct DriverExitedEarly: Error, CustomStringConvertible {
    var status: Int32
    var errorOutput: String
    var description: String {
      "chromedriver exited (status \(status)) without saying which port it listens on; it wrote: \(errorOutput.isEmpty ? "nothing" : errorOutput)"
    }
  }

  /// Starts chromedriver and a headless Chromium session once.
  private static func startOnce() throws -> WebDriver {
    let driver = Process()
    driver.executableURL = URL(fileURLWithPath: BrowserAvailability.chromedriver)
    driver.arguments = ["--port=0"]
    let output = Pipe()
    driver.standardOutput = output
    // Its error output goes to a file nobody has to drain, read only when it exits early.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("chromedriver-\(UUID().uuidString).err")
    FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    driver.standardError = try FileHandle(forWritingTo: errorFile)
    do {
      try driver.run()
    } catch {
      throw Failure(description: "cannot run /usr/bin/chromedriver (\(error)); install Debian's chromium-driver (scripts/bootstrap)")
    }
    guard let port = readPort(output.fileHandleForReading) else {
      stop(driver)
      let errorOutput = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      throw DriverExitedEarly(
        status: driver.terminationStatus, errorOutput: errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    // Keep draining its output so it never blocks on a full pipe.
    output.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    let arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--window-size=\(windowSize.width),\(windowSize.height)",
    ]
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": ["binary": BrowserAvailability.chromium, "args": arguments],
          "goog:loggingPrefs": ["browser": "ALL"],
        ]
      ]
    ]
    do {
      let answer = try send("POST", "/session", capabilities, port: port)
      guard let session = (answer as? [String: Any])?["sessionId"] as? String else {
        throw Failure(description: "chromedriver opened no session: \(answer)")
      }
      return WebDriver(driver: driver, port: port, session: session)
    } catch {
      stop(driver)
      throw error
    }
  }

  /// Loads `url` and waits until the page has loaded.
  func open(_ url: String) throws {
    if let parts = URLComponents(string: url), let scheme = parts.scheme, let host = parts.host {
      visitedOrigins.insert("\(scheme)://\(host)" + (parts.port.map { ":\($0)" } ?? ""))
    }
    _ = try command("POST", "url", ["url": url])
  }

  /// Makes the session as a new one is, for the next test: one blank tab in a window of ``windowSize``, and no
  /// cookies, cache, or storage of any origin it opened.
  func reset() throws {
    let handles = try windowHandles()
    for handle in handles.dropFirst() {
      try switchTo(handle)
      _ = try command("DELETE", "window", nil)
    }
    if let first = handles.first { try switchTo(first) }
    _ = try command("POST", "url", ["url": "about:blank"])
    try devTools("Network.clearBrowserCookies")
    try devTools("Network.clearBrowserCache")
    for origin in visitedOrigins { try devTools("Storage.clearDataForOrigin", ["origin": origin, "storageTypes": "all"]) }
    visitedOrigins = []
    _ = try command("POST", "window/rect", ["width": Self.windowSize.width, "height": Self.windowSize.height])
  }

  /// Sends a Chrome DevTools Protocol command through chromedriver.
  private func devTools(_ method: String, _ parameters: [String: Any] = [:]) throws {
    _ = try command("POST", "goog/cdp/execute", ["cmd": method, "params": parameters])
  }

  /// Runs `script` (a function body; `arguments[0]`… are `arguments`) in the page and returns its JSON result.
  @discardableResult
  func run(_ script: String, _ arguments: [Any] = []) throws -> Any {
    try command("POST", "execute/sync", ["script": script, "args": arguments])
  }

  /// Runs `script` with a callback as its last argument and returns what the page passes to it.
  ///
  /// Used to wait for something the page does on its own (a live reload), without polling from the test.
  func runAsync(_ script: String, _ arguments: [Any] = []) throws -> Any {
    try command("POST", "execute/async", ["script": script, "args": arguments])
  }

  /// Resizes the browser window so that the page's viewport (`innerWidth` × `innerHeight`) is `width` × `height`
  /// CSS pixels: the window is grown by what the browser's own frame takes, until the viewport measures right.
  func resizeViewport(width: Int, height: Int) throws {
    // The frame's size is not known in advance, and a busy browser may still report the previous viewport:
    // correct by the measured difference until the viewport is exactly the size asked.
    var window = (width: width, height: height)
    for _ in 0..<10 {
      _ = try command("POST", "window/rect", ["width": window.width, "height": window.height])
      let inner = try run("return [innerWidth, innerHeight];") as? [Int] ?? [width, height]
      if inner == [width, height] { return }
      // A browser busy elsewhere may report a viewport of nothing: keep the window between the size asked and that
      // plus a generous frame, so a bad reading never asks for an impossible window.
      window = (
        min(max(window.width + width - inner[0], width), width + 400), min(max(window.height + height - inner[1], height), height + 400)
      )
    }
    throw Failure(description: "the browser would not give a \(width)×\(height) viewport")
  }

  /// Types `text` into the first element matching `selector` with real key events, as a person would.
  func type(_ text: String, into selector: String) throws {
    let found = try command("POST", "element", ["using": "css selector", "value": selector])
    guard let element = (found as? [String: Any])?.values.first as? String else {
      throw Failure(description: "no element matches \(selector)")
    }
    _ = try command("POST", "element/\(element)/value", ["text": text])
  }

  /// Clicks the first element matching `selector` as a person would (scrolled into view, a real mouse click).
  func click(_ selector: String) throws {
    let found = try command("POST", "element", ["using": "css selector", "value": selector])
    guard let element = (found as? [String: Any])?.values.first as? String else {
      throw Failure(description: "no element matches \(selector)")
    }
    _ = try command("POST", "element/\(element)/click", [:])
  }

  /// Opens a new tab and makes it the current one; returns its handle.
  @discardableResult
  func openTab() throws -> String {
    guard let handle = (try command("POST", "window/new", ["type": "tab"]) as? [String: Any])?["handle"] as? String else {
      throw Failure(description: "chromedriver opened no tab")
    }
    try switchTo(handle)
    return handle
  }

  /// The handles of every open tab and window.
  func windowHandles() throws -> [String] {
    try command("GET", "window/handles", nil) as? [String] ?? []
  }

  /// Makes the tab or window `handle` the current one.
  func switchTo(_ handle: String) throws {
    _ = try command("POST", "window", ["handle": handle])
  }

  /// A PNG of the browser window.
  func screenshot() throws -> Data {
    guard let base64 = try command("GET", "screenshot", nil) as? String, let png = Data(base64Encoded: base64) else {
      throw Failure(description: "the window screenshot is not base64")
    }
    return png
  }

  /// A PNG of the first element matching `selector`.
  func screenshot(of selector: String) throws -> Data {
    let found = try command("POST", "element", ["using": "css selector", "value": selector])
    guard let element = (found as? [String: Any])?.values.first as? String else {
      throw Failure(description: "no element matches \(selector)")
    }
    guard let base64 = try command("GET", "element/\(element)/screenshot", nil) as? String,
      let png = Data(base64Encoded: base64)
    else {
      throw Failure(description: "the screenshot of \(selector) is not base64")
    }
    return png
  }

  /// The browser's messages since the last call, as `LEVEL message`: console messages, uncaught exceptions, and
  /// every request that failed ("Failed to load resource: net::ERR_FILE_NOT_FOUND"), from chromedriver's log.
  func browserLog() throws -> [String] {
    let entries = try command("POST", "se/log", ["type": "browser"]) as? [[String: Any]] ?? []
    return entries.map { "\($0["level"] ?? "") \($0["message"] ?? "")" }
  }

  /// Closes the browser and stops chromedriver.
  func quit() {
    _ = try? Self.send("DELETE", "/session/\(session)", nil, port: port)
    Self.stop(driver)
  }

  /// Stops chromedriver. It ignores SIGTERM when started from a test process, so it gets SIGKILL; the browser it
  /// started is already closed by then (the session was deleted, or never opened).
  private static func stop(_ driver: Process) {
    kill(driver.processIdentifier, SIGKILL)
    driver.waitUntilExit()
  }

  private func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any {
    try Self.send(method, "/session/\(session)/\(path)", body, port: port)
  }

  /// Sends one WebDriver command and returns the `value` of its answer, or throws the error it reports.
  private static func send(_ method: String, _ path: String, _ body: [String: Any]?, port: UInt16) throws -> Any {
    let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if body != nil {
      head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(payload.count)\r\n"
    }
    // Longer than the browser's own timeouts (a script's 30 s), so a slow page fails with the browser's answer.
    let connection = try RawHTTPClient.Connection(port: port, timeout: 120)
    try connection.write(Array((head + "\r\n").utf8) + Array(payload))
    let response = try RawHTTPClient.parse(readResponse(connection))
    let json = try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
    let value = (json as? [String: Any])?["value"] ?? NSNull()
    if let error = value as? [String: Any], let kind = error["error"] as? String {
      throw Failure(description: "\(method) \(path): \(kind): \(error["message"] ?? "")")
    }
    return value
  }

  /// Reads one response: the head, then the body as `Content-Length` or chunked encoding delimits it
  /// (chromedriver keeps the connection open even when asked to close it).
  private static func readResponse(_ connection: RawHTTPClient.Connection) throws -> [UInt8] {
    var bytes = try connection.read(until: "\r\n\r\n")
    let headEnd = bytes.firstRange(of: Array("\r\n\r\n".utf8))!.upperBound
    let head = String(decoding: bytes[..<headEnd], as: UTF8.self).lowercased()
    if head.contains("transfer-encoding:chunked") || head.contains("transfer-encoding: chunked") {
      return try connection.read(until: "\r\n0\r\n\r\n", after: bytes)
    }
    let lengthLine = head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
    guard let lengthLine, let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
    else { return bytes }
    while bytes.count - headEnd < length {
      guard let more = try connection.readSome() else { break }
      bytes += more
    }
    return bytes
  }

  /// Reads chromedriver's output until it prints "started successfully on port N"; `nil` if it ends first.
  private static func readPort(_ output: FileHandle) -> UInt16? {
    var text = ""
    while true {
      let data = output.availableData
      if data.isEmpty { return nil }
      text += String(decoding: data, as: UTF8.self)
      if let range = text.range(of: "started successfully on port "),
        let end = text[range.upperBound...].firstIndex(where: { !$0.isNumber })
      {
        return UInt16(text[range.upperBound..<end])
      }
    }
  }
}
