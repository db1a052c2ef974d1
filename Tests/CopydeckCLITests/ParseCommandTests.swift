import Foundation
import Testing

/// `copydeck parse`, run in process.
@Suite struct ParseCommandTests {
  private func file(_ contents: [UInt8], name: String = "T.strings") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(contents).write(to: url)
    return url
  }

  @Test func printsSortedJSONAndExitsZero() throws {
    let url = try file(Array("\"b\" = \"둘\";\n\"a\" = \"one\\n\\\"quoted\\\"\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"a\": \"one\\n\\\"quoted\\\"\",\n  \"b\": \"둘\"\n}\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func malformedInputPrintsLocationAndHintAndExitsOne() throws {
    let url = try file(Array("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(url.path):2:1: error: expected ; after the value"))
    #expect(result.stderr.contains("\n  hint: "))
  }

  @Test func silentStopPrintsWhatTheDeviceSeesAndExitsOne() throws {
    let url = try file(Array("\"a\" = \"A\";;\n\"b\" = \"B\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 1)
    #expect(result.stdout == "{\n  \"a\": \"A\"\n}\n")
    #expect(result.stderr.contains("\(url.path):1:11: error: Apple's parser stops at ';'"))
    #expect(result.stderr.contains("1 entry below"))
  }

  @Test func warningsGoToStandardErrorAndExitZero() throws {
    let url = try file(Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"a\": \"2\"\n}\n")
    #expect(result.stderr.contains("\(url.path):2:1: warning: key \"a\" is defined again"))
  }

  @Test func lookalikeKeysStayApartInTheJSON() throws {
    let url = try file(Array("\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.stdout == "{\n  \"cafe\u{301}\": \"2\",\n  \"caf\u{E9}\": \"1\"\n}\n")
  }

  @Test func readsUTF16() throws {
    let url = try file([0xFF, 0xFE] + "\"k\" = \"값\";".utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] })
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"k\": \"값\"\n}\n")
  }

  @Test func usageErrorsExitTwoWithUsage() throws {
    let missing = runCopydeck(["parse"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("missing FILE"))
    #expect(missing.stderr.contains("USAGE: copydeck parse FILE"))
    let extra = runCopydeck(["parse", "a", "b"])
    #expect(extra.status == 2)
    let unreadable = runCopydeck(["parse", "/nonexistent/L.strings"])
    #expect(unreadable.status == 2)
    #expect(unreadable.stderr.hasPrefix("/nonexistent/L.strings:1:1: error: there is no file at this path"))
  }

  @Test func helpExplainsTheCommand() throws {
    let result = runCopydeck(["help", "parse"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("EXIT STATUS"))
    #expect(runCopydeck(["--help"]).stdout.contains("parse"))
  }
}
