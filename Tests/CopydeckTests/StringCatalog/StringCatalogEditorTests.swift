import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct StringCatalogEditorTests {
  /// The lines of `after` that are not in `before`, and the other way round (a line diff by common prefix and suffix).
  private func changedLines(_ before: Data, _ after: Data) -> (removed: [String], added: [String]) {
    let a = String(decoding: before, as: UTF8.self).components(separatedBy: "\n")
    let b = String(decoding: after, as: UTF8.self).components(separatedBy: "\n")
    let prefix = zip(a, b).prefix { $0 == $1 }.count
    let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    let cut = min(suffix, min(a.count, b.count) - prefix)
    return (Array(a[prefix..<(a.count - cut)]), Array(b[prefix..<(b.count - cut)]))
  }

  /// One `set` per fixture: the first Korean plain value changes, one line and nothing else.
  @Test(arguments: StringCatalogFixtures.names)
  func settingAValueChangesOneLine(name: String) throws {
    let data = try StringCatalogFixtures.data(name)
    var editor = try StringCatalogEditor(data: data, file: name)
    let entry = try #require(editor.catalog.entries(language: "ko").entries.first { $0.value.string != nil && $0.substitutions.isEmpty })
    try editor.setValue("바뀐 \"값\"\n이에요", forKey: entry.key, language: "ko")
    let diff = changedLines(data, editor.data)
    #expect(diff.removed.count == 1 && diff.added.count == 1)
    #expect(diff.added.first?.hasSuffix("\"value\" : \"바뀐 \\\"값\\\"\\n이에요\"") == true)
    #expect(editor.catalog.entries(language: "ko").entry(forKey: entry.key)?.value == .string("바뀐 \"값\"\n이에요"))
    #expect(editor.catalog.xcodeFormatted == editor.data)
  }

  /// Adding a localization inserts it in Xcode's order and formatting: the result is what Xcode would write.
  @Test(arguments: StringCatalogFixtures.names)
  func addingALocalizationIsWhatXcodeWouldWrite(name: String) throws {
    let data = try StringCatalogFixtures.data(name)
    var editor = try StringCatalogEditor(data: data, file: name)
    let key = try #require(editor.catalog.keys.last?.key)
    try editor.setValue("Hallo", forKey: key, language: "de")
    #expect(editor.catalog.entries(language: "de").entry(forKey: key)?.value == .string("Hallo"))
    #expect(editor.catalog.xcodeFormatted == editor.data)
    let diff = changedLines(data, editor.data)
    #expect(diff.removed.count <= 1)
    #expect(diff.added.contains { $0.hasSuffix("\"de\" : {") })
    // Every other key and language reads as before.
    let before = try StringCatalogParser.parse(data, file: name)
    for language in before.languages {
      #expect(before.entries(language: language).entries.map(\.value) == editor.catalog.entries(language: language).entries.map(\.value))
    }
  }

  @Test func addingAKeyPutsItInXcodesPlaceAsManual() throws {
    let data = try StringCatalogFixtures.data("Xcode15-Simple")
    var editor = try StringCatalogEditor(data: data, file: "Simple")
    try editor.setValue("다시 연결해 주세요", forKey: "common.offline.message", language: "ko")
    #expect(
      editor.catalog.keys.map(\.key).prefix(5) == [
        "", "account.signedOut.title", "Cancel", "common.offline.message", "common.retry.button",
      ])
    #expect(editor.catalog.keys[3].extractionState == .manual)
    #expect(editor.catalog.xcodeFormatted == editor.data)
    try editor.setValue("Settings", forKey: "Settings 3", language: "ko")
    #expect(editor.catalog.keys.map(\.key).suffix(3) == ["Settings 2", "Settings 3", "Settings 10"])
    #expect(editor.catalog.xcodeFormatted == editor.data)
  }

  @Test func aValueThatVariesIsNotChanged() throws {
    let data = try StringCatalogFixtures.data("Xcode15-Plural")
    var editor = try StringCatalogEditor(data: data, file: "Plural")
    #expect(throws: StringsDiagnostic.self) { try editor.setValue("x", forKey: "%lld items", language: "en") }
    #expect(editor.data == data)
  }

  @Test func writesAtomicallyToTheFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-\(UUID().uuidString).xcstrings")
    try StringCatalogFixtures.data("Xcode16-Device").write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var editor = try StringCatalogEditor(contentsOf: url)
    try editor.setValue("싱크", forKey: "sync.title", language: "ko")
    try editor.write(to: url)
    #expect(try StringCatalogParser.parse(contentsOf: url).entries(language: "ko").entry(forKey: "sync.title")?.value == .string("싱크"))
  }
}
