import Foundation
import Testing

/// `copydeck set`, run in process on files in a temporary folder.
@Suite struct SetCommandTests {
  private func file(_ contents: [UInt8]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Alerts.strings")
    try Data(contents).write(to: url)
    return url
  }

  @Test func changesOneValueAndKeepsEveryOtherByte() throws {
    let original = "/* Title */\r\n\"a.title\" = \"Old\";\r\n\r\n// Keep me\r\n\"b\"   =   \"B\"; \r\n"
    let url = try file(Array(original.utf8))
    let result = runCopydeck(["set", url.path, "a.title", "새 \"제목\"\n둘째 줄"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("changed \"a.title\""))
    let expected = original.replacingOccurrences(of: "\"Old\"", with: "\"새 \\\"제목\\\"\\n둘째 줄\"")
    #expect(try Data(contentsOf: url) == Data(expected.utf8))
    let parsed = runCopydeck(["parse", url.path])
    #expect(parsed.stdout.contains("\"a.title\": \"새 \\\"제목\\\"\\n둘째 줄\""))
  }

  @Test func addsANewKeyAtTheEndKeepingUTF16AndTheBOM() throws {
    let text = "\"a\" = \"A\";\n"
    let bytes: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    let url = try file(bytes)
    let result = runCopydeck(["set", url.path, "b", "비"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("added \"b\""))
    let written = try Data(contentsOf: url)
    #expect(written.starts(with: bytes))
    let added = "\"b\" = \"비\";\n".utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    #expect(Array(written.dropFirst(bytes.count)) == added)
  }

  @Test func refusesAMalformedFileAndLeavesItAlone() throws {
    let original = Array("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8)
    let url = try file(original)
    let result = runCopydeck(["set", url.path, "a", "x"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(":2:1: error:"))
    #expect(try Data(contentsOf: url) == Data(original))
  }

  @Test func refusesToAddAKeyTheDeviceWouldNeverSee() throws {
    let original = Array("\"a\" = \"A\";\n#\n\"b\" = \"B\";\n".utf8)
    let url = try file(original)
    let result = runCopydeck(["set", url.path, "new", "x"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(":2:1: error: a new entry at the end of this file would never reach the device"))
    #expect(try Data(contentsOf: url) == Data(original))
  }

  @Test func usageErrorsExitTwo() throws {
    let result = runCopydeck(["set", "only-a-file.strings"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("USAGE: copydeck set FILE KEY VALUE"))
    #expect(runCopydeck(["help", "set"]).stdout.contains("atomically"))
  }
}
