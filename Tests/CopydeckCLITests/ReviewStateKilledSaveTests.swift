import CopydeckFiles
import Foundation
import Testing

/// A `copydeck serve` killed while it saves a new English title: whenever the table has the new English, its Korean
/// translation is outdated (docs/review-state.md, "Safe under concurrency and crashes").
@Suite struct ReviewStateKilledSaveTests {
  /// A localizations folder with one alert in `en` and `ko` and its catalog.json.
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-killed-\(UUID().uuidString)")
    for (language, title, button) in [("en", "Leave the group?", "Leave"), ("ko", "그룹에서 나갈까요?", "나가기")] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("\"group.leave.title\" = \"\(title)\";\n\"group.leave.button.leave\" = \"\(button)\";\n".utf8).write(
        to: lproj.appendingPathComponent("Alerts.strings"))
    }
    let manifest = """
      {"developmentLanguage": "en", "languages": ["en", "ko"], "commonFailure": "group.leave",
       "entries": [{"id": "group.leave", "kind": "alert", "category": "business", "table": "Alerts",
                    "buttons": [{"id": "leave", "role": "default"}], "note": "n"}]}
      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("catalog.json"))
    return folder
  }

  /// Starts `copydeck serve` on `folder`; its port and edit secret.
  private func serve(_ folder: URL) throws -> (Process, port: UInt16, secret: String) {
    let process = Process()
    process.executableURL = copydeckExecutable
    process.arguments = ["serve", "--localizations", folder.path, "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    while !text.contains("?edit=") || !text.hasSuffix("\n") {
      let more = output.fileHandleForReading.availableData
      if more.isEmpty { break }
      text += String(decoding: more, as: UTF8.self)
    }
    let address = try #require(text.split(separator: "\n").first { $0.contains("?edit=") })
    let port = try #require(address.firstRange(of: /127\.0\.0\.1:([0-9]+)/).flatMap { UInt16(address[$0].split(separator: ":")[1]) })
    let secret = String(try #require(address.split(separator: "=").last))
    return (process, port, secret)
  }

  @Test func aServerKilledDuringASaveNeverLeavesTheNewEnglishWithItsTranslationConfirmed() throws {
    for moment in 0..<40 {
      let folder = try folder()
      let (process, port, secret) = try serve(folder)
      let cookie = "Cookie: copydeck-edit-\(port)=\(secret)\r\n"
      let page = try RawHTTPClient(port: port).send(
        "GET /entries/group.leave HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(cookie)Connection: close\r\n\r\n"
      ).text
      let marker = try #require(page.range(of: "data-edit-key=\"group.leave.title\" data-edit-lang=\"en\""))
      let start = try #require(page.range(of: "data-edit-version=\"", range: marker.upperBound..<page.endIndex)).upperBound
      let version = String(page[start...].prefix { $0 != "\"" })
      let object: [String: Any] = [
        "entry": "group.leave", "confirm": true,
        "changes": [["lang": "en", "table": "Alerts", "key": "group.leave.title", "value": "Delete the group?", "version": version]],
      ]
      let body = Array(try JSONSerialization.data(withJSONObject: object))
      let request =
        Array(
          "POST /api/edit/save HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\(cookie)Origin: http://127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            .utf8) + body
      let sent = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        _ = try? RawHTTPClient(port: port).sendRaw(request)
        sent.signal()
      }
      // Killed at 40 moments a millisecond apart, from as the request goes out to after the save is done (one run
      // here: the English written in 13 of 50 runs, the others killed before).
      Thread.sleep(forTimeInterval: Double(moment) / 1000)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      sent.wait()
      let english = try String(contentsOf: folder.appendingPathComponent("en.lproj/Alerts.strings"), encoding: .utf8)
      let outdated = try TableReview(folder: folder, table: "Alerts", developmentLanguage: "en").outdated().map(\.translation.key)
      #expect(outdated == (english.contains("Delete the group?") ? ["group.leave.title"] : []), "killed after \(moment) ms")
    }
  }
}
