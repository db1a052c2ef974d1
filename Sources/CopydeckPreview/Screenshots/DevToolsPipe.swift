import Foundation

/// One headless Chromium driven over the Chrome DevTools Protocol through `--remote-debugging-pipe`: commands are
/// JSON messages ended by a NUL byte, written to the browser's file descriptor 3, and it answers on descriptor 4.
///
/// The browser is started through `/bin/sh` so that the pipes given as its standard input and output become
/// descriptors 3 and 4. Commands are sent one at a time and wait for their answer; the events that arrive in
/// between are kept for ``waitFor(_:session:)``. Call ``close()`` when done: it also removes the browser's profile.
final class DevToolsPipe {
  private let process: Process
  private let commands: FileHandle
  private let answers: FileHandle
  private let executable: String
  private let profile: URL
  private var buffer = Data()
  private var nextID = 0
  /// The events seen since ``forgetEvents()``, as `method session`.
  private var events: Set<String> = []

  /// Starts headless Chromium at `chromium` with a blank page.
  init(chromium: URL) throws(ScreenshotError) {
    executable = chromium.path
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-chromium-\(UUID().uuidString)")
    let input = Pipe()
    let output = Pipe()
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    var arguments = [
      "-c", "exec \"$0\" \"$@\" 3<&0 4>&1 0</dev/null 1>/dev/null", chromium.path, "--headless=new",
      "--remote-debugging-pipe", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
      "--user-data-dir=" + profile.path,
    ]
    // Chromium refuses to run as root (as CI containers do) with its sandbox on; the pages are Copydeck's own files.
    if getuid() == 0 { arguments.append("--no-sandbox") }
    arguments.append("about:blank")
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .browserFailed(path: chromium.path, reason: "it could not be started (\(error))")
    }
    commands = input.fileHandleForWriting
    answers = output.fileHandleForReading
  }

  /// Sends `method` with `parameters` (to the page of `session` when given) and returns the answer's `result`.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws(ScreenshotError) -> [String: Any] {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    // The messages are Copydeck's own: strings, Int and Double numbers, booleans and dictionaries of them.
    guard let encoded = try? JSONSerialization.data(withJSONObject: message) else {
      preconditionFailure("\(method): a parameter JSON cannot encode")
    }
    do {
      try commands.write(contentsOf: encoded + [0])
    } catch {
      throw .browserFailed(path: executable, reason: "it stopped reading commands (\(error))")
    }
    while true {
      let answer = try readMessage()
      if answer["id"] == nil, let error = answer["error"] as? [String: Any] {
        throw .browserFailed(path: executable, reason: "it could not read \(method): \(error["message"] ?? error)")
      }
      guard answer["id"] as? Int == nextID else {
        remember(answer)
        continue
      }
      if let error = answer["error"] as? [String: Any] {
        throw .browserFailed(path: executable, reason: "\(method) failed: \(error["message"] ?? error)")
      }
      return answer["result"] as? [String: Any] ?? [:]
    }
  }

  /// Forgets the events seen so far, before a command whose event ``waitFor(_:session:)`` is to wait for.
  func forgetEvents() {
    events = []
  }

  /// Returns when the event `method` of `session` has arrived since ``forgetEvents()``, now or earlier.
  func waitFor(_ method: String, session: String) throws(ScreenshotError) {
    while !events.contains("\(method) \(session)") {
      remember(try readMessage())
    }
  }

  /// Closes the browser, waits for it to end, and removes its profile.
  func close() {
    _ = try? send("Browser.close")
    try? commands.close()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: profile)
  }

  private func remember(_ message: [String: Any]) {
    guard let method = message["method"] as? String else { return }
    events.insert("\(method) \(message["sessionId"] as? String ?? "")")
  }

  /// The next message the browser writes.
  private func readMessage() throws(ScreenshotError) -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[(end + 1)...])
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
          throw .browserFailed(path: executable, reason: "it wrote something that is not a DevTools message")
        }
        return object
      }
      let more = answers.availableData
      guard !more.isEmpty else { throw .browserFailed(path: executable, reason: "it exited") }
      buffer += more
    }
  }
}
