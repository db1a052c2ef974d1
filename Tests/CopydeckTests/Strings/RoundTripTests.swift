import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// Every fixture survives the writer: no change keeps every byte; one change touches only that entry's bytes.
@Suite struct RoundTripTests {
  /// Every `.strings` fixture that parses (the regression fixtures included).
  static let fixtures: [URL] = {
    let manager = FileManager.default
    let folders = [fixturesFolder, fixturesFolder.appendingPathComponent("Regressions")]
    return folders.flatMap { (try? manager.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? [] }
      .filter { $0.pathExtension == "strings" }
      .filter { (try? StringsParser.parse(contentsOf: $0)) != nil }
      .sorted { $0.path < $1.path }
  }()

  @Test func thereAreFixturesToRoundTrip() {
    #expect(Self.fixtures.count >= 15)
  }

  @Test(arguments: fixtures)
  func unchangedWriteKeepsEveryByte(file: URL) throws {
    let original = try Data(contentsOf: file)
    let editor = try StringsEditor(data: original, file: file.path)
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString).strings")
    defer { try? FileManager.default.removeItem(at: copy) }
    try Data("placeholder".utf8).write(to: copy)
    try AtomicFileWriter.update(copy) { _ in editor.data }
    #expect(try Data(contentsOf: copy) == original)
  }

  @Test(arguments: fixtures)
  func changingOneValueTouchesOnlyThatEntry(file: URL) throws {
    let original = try Data(contentsOf: file)
    var editor = try StringsEditor(data: original, file: file.path)
    let table = editor.table
    guard let key = table.keys.last, table.form != .xml || editor.table.diagnostics.allSatisfy({ $0.id != "xml-unusual" }) else { return }
    let newValue = "새 값 \"quoted\" \\ and\nnew line 😀"
    try editor.setValue(newValue, forKey: key)
    let edited = editor.data

    let reread = try StringsParser.parse(edited, file: file.path)
    #expect(reread.value(forKey: key) == newValue)
    for other in table.keys where !other.unicodeScalars.elementsEqual(key.unicodeScalars) {
      #expect(reread.value(forKey: other) == table.value(forKey: other))
    }
    if AppleOracle.table(original) != nil {
      let apple = try #require(AppleOracle.table(edited))
      #expect(apple[Array(key.utf16)] == Array(newValue.utf16))
    }

    let prefix = zip(original, edited).prefix { $0 == $1 }.count
    let suffix = zip(original.reversed(), edited.reversed()).prefix { $0 == $1 }.count
    let changedInOriginal = original.count - min(original.count, prefix + suffix)
    let oldValue = table.value(forKey: key) ?? ""
    let widestOldToken = (oldValue.utf8.count * 2 + 2) * 4 + 64
    #expect(changedInOriginal <= widestOldToken, "more than the value's bytes changed in \(file.lastPathComponent)")
  }

  @Test func addingAKeyAppendsInTheFileLineEndingAndEncoding() throws {
    let file = fixturesFolder.appendingPathComponent("Localizable-crlf.strings")
    let original = try Data(contentsOf: file)
    var editor = try StringsEditor(data: original, file: file.path)
    try editor.setValue("새 항목", forKey: "new.key")
    #expect(editor.data.starts(with: original))
    #expect(String(decoding: editor.data.dropFirst(original.count), as: UTF8.self) == "\"new.key\" = \"새 항목\";\r\n")

    let utf16 = fixturesFolder.appendingPathComponent("Localizable-utf16be.strings")
    var other = try StringsEditor(contentsOf: utf16)
    try other.setValue("v", forKey: "k")
    #expect(other.data.starts(with: try Data(contentsOf: utf16)))
    #expect(other.table.encoding == .utf16(bigEndian: true))
  }

  @Test func addingAKeyToTheBracedAndXMLFormsGoesInsideTheDictionary() throws {
    var braced = try StringsEditor(contentsOf: fixturesFolder.appendingPathComponent("Braced.strings"))
    try braced.setValue("새 값", forKey: "new.key")
    #expect(String(decoding: braced.data, as: UTF8.self).hasSuffix("  b = \"B\";\n  \"new.key\" = \"새 값\";\n}\n"))
    #expect(AppleOracle.table(braced.data)?[Array("new.key".utf16)] == Array("새 값".utf16))

    var xml = try StringsEditor(contentsOf: fixturesFolder.appendingPathComponent("XMLPlist.strings"))
    try xml.setValue("a < b & c", forKey: "new.key")
    #expect(
      String(decoding: xml.data, as: UTF8.self).hasSuffix("\t<key>new.key</key>\n\t<string>a &lt; b &amp; c</string>\n</dict>\n</plist>\n"))
    #expect(AppleOracle.table(xml.data)?[Array("new.key".utf16)] == Array("a < b & c".utf16))
  }

  @Test func addingAKeyAfterASilentStopIsRefused() throws {
    var editor = try StringsEditor(contentsOf: fixturesFolder.appendingPathComponent("SilentStop.strings"))
    #expect(throws: StringsDiagnostic.self) { try editor.setValue("x", forKey: "new") }
    try editor.setValue("x", forKey: "a")
    #expect(editor.table.value(forKey: "a") == "x")
  }

  @Test func keyOnlyEntryGetsAValue() throws {
    var editor = try StringsEditor(contentsOf: fixturesFolder.appendingPathComponent("KeyOnly.strings"))
    try editor.setValue("확인", forKey: "ok")
    #expect(String(decoding: editor.data, as: UTF8.self).hasPrefix("\"ok\" = \"확인\";\n"))
  }

  @Test func writeIsAtomicAndLeavesNoTemporaryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("L.strings")
    try Data("\"a\" = \"1\";\n".utf8).write(to: file)
    try StringsEditor.edit(fileAt: file) { try $0.setValue("2", forKey: "a") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["L.strings"])
    #expect(try String(contentsOf: file, encoding: .utf8) == "\"a\" = \"2\";\n")
  }
}
