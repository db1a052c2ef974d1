import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A W3C WebDriver session on Debian's headless Chromium, driven through `chromedriver` with plain JSON over HTTP.
///
/// `start()` runs `chromedriver --port=0`, reads the port it prints, and opens a session with headless Chromium
/// (`--no-sandbox`, so it runs as root in CI). Call ``quit()`` when done: it closes the browser and the driver.
final class WebDriver {
  /// Something chromedriver or the browser answered with an error.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The width and height of the browser window, in CSS pixels.
  static let windowSize = (width: 1280, height: 1800)

  private let driver: Process
  private let base: URL
  private let session: String

  private init(driver: Process, base: URL, session: String) {
    self.driver = driver
    self.base = base
    self.session = session
  }

  /// Starts chromedriver and a headless Chromium session.
  static func start() async throws -> WebDriver {
    let driver = Process()
    driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
    driver.arguments = ["--port=0"]
    let output = Pipe()
    driver.standardOutput = output
    driver.standardError = FileHandle.nullDevice
    let port = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
      let reader = PortReader(continuation)
      output.fileHandleForReading.readabilityHandler = { handle in reader.read(handle.availableData) }
      driver.terminationHandler = { _ in reader.fail("chromedriver exited before it was ready") }
      do {
        try driver.run()
      } catch {
        reader.fail("cannot run /usr/bin/chromedriver (\(error)); install Debian's chromium-driver (scripts/bootstrap)")
      }
    }
    driver.terminationHandler = nil
    let base = URL(string: "http://127.0.0.1:\(port)")!
    let arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--window-size=\(windowSize.width),\(windowSize.height)",
    ]
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": ["binary": "/usr/bin/chromium", "args": arguments],
        ]
      ]
    ]
    let answer: Any
    do {
      answer = try await send("POST", base.appendingPathComponent("session"), capabilities)
    } catch {
      driver.terminate()
      throw error
    }
    guard let session = (answer as? [String: Any])?["sessionId"] as? String else {
      driver.terminate()
      throw Failure(description: "chromedriver opened no session: \(answer)")
    }
    return WebDriver(driver: driver, base: base, session: session)
  }

  /// Loads `url` and waits until the page has loaded.
  func open(_ url: String) async throws {
    _ = try await command("POST", "url", ["url": url])
  }

  /// Runs `script` (a function body; `arguments[0]`… are `arguments`) in the page and returns its JSON result.
  ///
  /// A script that returns a promise is awaited.
  @discardableResult
  func run(_ script: String, _ arguments: [Any] = []) async throws -> Any {
    try await command("POST", "execute/sync", ["script": script, "args": arguments])
  }

  /// A PNG of the first element matching `selector`.
  func screenshot(of selector: String) async throws -> Data {
    let found = try await command("POST", "element", ["using": "css selector", "value": selector])
    guard let element = (found as? [String: Any])?.values.first as? String else {
      throw Failure(description: "no element matches \(selector)")
    }
    let image = try await command("GET", "element/\(element)/screenshot", nil)
    guard let base64 = image as? String, let png = Data(base64Encoded: base64) else {
      throw Failure(description: "the screenshot of \(selector) is not base64")
    }
    return png
  }

  /// Closes the browser and stops chromedriver.
  func quit() async {
    _ = try? await Self.send("DELETE", base.appendingPathComponent("session/\(session)"), nil)
    driver.terminate()
    driver.waitUntilExit()
  }

  private func command(_ method: String, _ path: String, _ body: [String: Any]?) async throws -> Any {
    try await Self.send(method, base.appendingPathComponent("session/\(session)/\(path)"), body)
  }

  /// Sends one WebDriver command and returns the `value` of its answer, or throws the error it reports.
  private static func send(_ method: String, _ url: URL, _ body: [String: Any]?) async throws -> Any {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.timeoutInterval = 120
    if let body {
      request.httpBody = try JSONSerialization.data(withJSONObject: body)
      request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
    }
    let (data, _) = try await URLSession.shared.data(for: request)
    let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let value = (json as? [String: Any])?["value"] ?? NSNull()
    if let error = value as? [String: Any], let kind = error["error"] as? String {
      throw Failure(description: "\(method) \(url.path): \(kind): \(error["message"] ?? "")")
    }
    return value
  }
}

/// Reads chromedriver's output until it says which port it listens on, then resumes the waiting task once.
private final class PortReader: Sendable {
  private let state: Mutex<(text: String, continuation: CheckedContinuation<Int, any Error>?)>

  init(_ continuation: CheckedContinuation<Int, any Error>) {
    state = Mutex(("", continuation))
  }

  func read(_ data: Data) {
    state.withLock { state in
      state.text += String(decoding: data, as: UTF8.self)
      guard let range = state.text.range(of: "started successfully on port ") else { return }
      let digits = state.text[range.upperBound...].prefix { $0.isNumber }
      guard let port = Int(digits), state.text[range.upperBound...].dropFirst(digits.count).first != nil else { return }
      state.continuation?.resume(returning: port)
      state.continuation = nil
    }
  }

  func fail(_ message: String) {
    state.withLock { state in
      state.continuation?.resume(throwing: WebDriver.Failure(description: message))
      state.continuation = nil
    }
  }
}
