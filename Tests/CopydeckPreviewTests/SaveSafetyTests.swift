import CopydeckPreview
import Foundation
import Testing

/// Saves from the preview over a real socket into tables that cannot take them: a table that links to a device, a
/// save of two tables whose English folder is full, a table another program is writing. Nothing but regular files is
/// replaced, a save writes every table or none, and never over another program's write. The first two need root
/// (mknod, mount); CI always runs them.
@Suite(.serialized) struct SaveSafetyTests {
  static let mayChangeFileSystems = getuid() == 0 || ProcessInfo.processInfo.environment["CI"] == "true"

  private func post(_ fixture: PreviewFixture, _ changes: [[String: String]]) throws -> (status: Int, answer: [String: Any]) {
    let object: [String: Any] = ["entry": "group.full", "confirm": true, "changes": changes]
    let body = Array(try JSONSerialization.data(withJSONObject: object))
    let head =
      "POST /api/edit/save HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\(try fixture.editCookie())Origin: http://127.0.0.1:\(fixture.server.port)\r\nConnection: close\r\n\r\n"
    let response = try RawHTTPClient.parse(fixture.client.sendRaw(Array(head.utf8) + body))
    return (response.status, try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]))
  }

  /// The version the entry page shows for `group.full.title` in `lang`.
  private func version(_ fixture: PreviewFixture, lang: String) throws -> String {
    let page = try fixture.editablePage("/entries/group.full")
    let marker = "data-edit-key=\"group.full.title\" data-edit-lang=\"\(lang)\""
    let after = try #require(page.range(of: marker)).upperBound
    let start = try #require(page.range(of: "data-edit-version=\"", range: after..<page.endIndex)).upperBound
    return String(page[start...].prefix { $0 != "\"" })
  }

  @Test(.enabled(if: mayChangeFileSystems, "needs root (mknod); CI always runs it"))
  func aTableLinkedToADeviceIsNotReplaced() throws {
    let fixture = try PreviewFixture()
    let version = try version(fixture, lang: "ko")
    // A private node with the null device's numbers, beside the fixture's folder — never the machine's /dev.
    let device = fixture.root.appendingPathComponent("null")
    try run("/usr/bin/mknod", device.path, "c", "1", "3")
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    try FileManager.default.removeItem(at: table)
    try FileManager.default.createSymbolicLink(atPath: table.path, withDestinationPath: device.path)
    let change = ["lang": "ko", "table": "Groups", "key": "group.full.title", "value": "바뀌면 안 돼요"]
    var (status, answer) = try post(fixture, [change.merging(["version": version]) { $1 }])
    if status == 409, let theirs = (answer["conflicts"] as? [[String: Any]])?.first?["version"] as? String {
      // Keep mine, as the page offers: the save against the version on disk.
      (status, answer) = try post(fixture, [change.merging(["version": theirs]) { $1 }])
    }
    #expect(status == 500)
    #expect((answer["error"] as? String)?.contains("this is a character device, not a regular file, so it was not replaced") == true)
    #expect(answer["written"] as? [String] == [])
    #expect(try FileManager.default.attributesOfItem(atPath: device.path)[.type] as? FileAttributeType == .typeCharacterSpecial)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: table.path) == device.path)
  }

  @Test(.enabled(if: mayChangeFileSystems, "needs root (mount); CI always runs it"))
  func aSaveOfTwoTablesWithOneFolderFullWritesNeither() throws {
    let fixture = try PreviewFixture()
    let english = try version(fixture, lang: "en")
    let korean = try version(fixture, lang: "ko")
    // The English folder on a small file system of its own, filled up.
    let folder = fixture.localizations.appendingPathComponent("en.lproj")
    let saved = fixture.root.appendingPathComponent("en-files")
    try FileManager.default.moveItem(at: folder, to: saved)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try run("/usr/bin/mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", folder.path)
    defer { try? run("/usr/bin/umount", folder.path) }
    for name in try FileManager.default.contentsOfDirectory(atPath: saved.path) {
      try FileManager.default.copyItem(at: saved.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    let filler = folder.appendingPathComponent(".filler")
    FileManager.default.createFile(atPath: filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: filler)
    while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
    try? handle.close()
    let before = try [folder, fixture.localizations.appendingPathComponent("ko.lproj")].map {
      try Data(contentsOf: $0.appendingPathComponent("Groups.strings"))
    }
    let (status, answer) = try post(
      fixture,
      [
        ["lang": "en", "table": "Groups", "key": "group.full.title", "value": "Never written", "version": english],
        ["lang": "ko", "table": "Groups", "key": "group.full.title", "value": "쓰이면 안 돼요", "version": korean],
      ])
    #expect(status == 500)
    #expect((answer["error"] as? String)?.contains("No space left on device") == true, "\(answer)")
    #expect(answer["written"] as? [String] == [])
    let after = try [folder, fixture.localizations.appendingPathComponent("ko.lproj")].map {
      try Data(contentsOf: $0.appendingPathComponent("Groups.strings"))
    }
    #expect(after == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".filler", "Common.strings", "Groups.strings"])
  }

  @Test func aTableAnotherProgramHoldsOpenForWritingAnswersAConflict() throws {
    let fixture = try PreviewFixture()
    let version = try version(fixture, lang: "ko")
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    let before = try Data(contentsOf: table)
    // Another program that has the table open for writing may be halfway through rewriting it in place.
    let writer = try #require(FileHandle(forWritingAtPath: table.path))
    defer { try? writer.close() }
    let (status, answer) = try post(
      fixture, [["lang": "ko", "table": "Groups", "key": "group.full.title", "value": "기다려야 해요", "version": version]])
    #expect(status == 409)
    #expect(answer["outcome"] as? String == "conflict")
    #expect((answer["message"] as? String)?.hasPrefix("Another program (an editor, Xcode, a sync tool) kept writing these tables") == true)
    let conflict = try #require((answer["conflicts"] as? [[String: Any]])?.first)
    #expect(conflict["mine"] as? String == "기다려야 해요")
    #expect(conflict["theirs"] as? String == "그룹 인원이 가득 찼어요")
    #expect(try Data(contentsOf: table) == before)
  }

  @Test func aBinaryTableIsRefusedAndLeftAsItIs() throws {
    let fixture = try PreviewFixture()
    let version = try version(fixture, lang: "ko")
    // The table as Xcode's build writes it: a binary property list with the same values.
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    let values = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: table), format: nil) as? [String: String])
    let binary = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
    try binary.write(to: table)
    let (status, answer) = try post(
      fixture, [["lang": "ko", "table": "Groups", "key": "group.full.title", "value": "바뀌면 안 돼요", "version": version]])
    #expect(status == 500)
    let error = try #require(answer["error"] as? String)
    #expect(error.hasPrefix("\(table.path):1:1: error: this table is a binary property list"), "\(error)")
    #expect(error.contains("hint: tables in a repository are text: convert it with `plutil -convert xml1"))
    #expect(answer["written"] as? [String] == [])
    #expect(try Data(contentsOf: table) == binary)
  }

  /// Runs a system tool and fails the test when it fails.
  private func run(_ tool: String, _ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)"])
    }
  }
}
