import Copydeck
import Foundation
import Testing

@Suite struct LocalizationsFolderTests {
  @Test func scansEveryTableOfEveryLanguage() throws {
    let folder = try LocalizationsFolder.scan(CatalogFixtures.url("basic"))
    #expect(folder.languages == ["en", "ko"])
    #expect(
      folder.files.map(\.relativePath) == [
        "en.lproj/Account.strings", "en.lproj/Common.strings", "en.lproj/Domain.strings", "en.lproj/Forms.strings",
        "en.lproj/Groups.strings", "ko.lproj/Account.strings", "ko.lproj/Common.strings", "ko.lproj/Domain.strings",
        "ko.lproj/Forms.strings", "ko.lproj/Groups.strings",
      ])
    #expect(folder.table("Groups", language: "ko")?.value(forKey: "group.full.button.ok") == "확인")
    #expect(folder.manifestURL.lastPathComponent == "catalog.json")
  }

  @Test func keepsEachFilesParseErrorAndGoesOn() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("\"group.full.title\" = \"unterminated;\n".utf8).write(to: url.appendingPathComponent("ko.lproj/Groups.strings"))
    let folder = try LocalizationsFolder.scan(url)
    #expect(folder.files.count == 10)
    let broken = try #require(folder.file("Groups", language: "ko"))
    #expect(broken.table == nil)
    #expect(broken.diagnostics.count == 1)
    #expect(broken.diagnostics.first?.severity == .error)
    #expect(folder.table("Common", language: "ko") != nil)
  }

  @Test func unreadableFolderThrows() {
    #expect(throws: StringsDiagnostic.self) { try LocalizationsFolder.scan(URL(fileURLWithPath: "/nonexistent-copydeck")) }
  }
}

@Suite struct LocalizationsFolderStringsDictTests {
  /// A folder with `.strings` and `.stringsdict` tables side by side, in a temporary directory.
  private func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-\(UUID().uuidString)")
    for (path, text) in files {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return url
  }

  private static let plural = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>cart.count</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d item</string>
          <key>other</key><string>%d items</string>
        </dict>
      </dict>
      <key>only.here</key><dict>
        <key>NSStringDeviceSpecificRuleType</key><dict><key>other</key><string>Anywhere</string></dict>
      </dict>
    </dict></plist>
    """

  @Test func stringsDictKeysJoinTheTableAndWinOverStrings() throws {
    let url = try folder([
      "en.lproj/Cart.strings": "\"cart.title\" = \"Cart\";\n\"cart.count\" = \"ignored on the device\";\n",
      "en.lproj/Cart.stringsdict": Self.plural,
      "ko.lproj/Cart.strings": "\"cart.title\" = \"장바구니\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: url) }
    let folder = try LocalizationsFolder.scan(url)
    #expect(folder.files.map(\.relativePath) == ["en.lproj/Cart.strings", "ko.lproj/Cart.strings"])
    #expect(folder.stringsDictFiles.map(\.relativePath) == ["en.lproj/Cart.stringsdict"])
    #expect(folder.tableNames(language: "en") == ["Cart"])
    let english = folder.entries("Cart", language: "en")
    #expect(english.map(\.key) == ["cart.title", "cart.count", "only.here"])
    #expect(english.map(\.format) == [.strings, .stringsdict, .stringsdict])
    #expect(english[0].value == .string("Cart"))
    #expect(english[1].substitutions.first?.value == .plural([.one: .string("%d item"), .other: .string("%d items")]))
    #expect(folder.entry(forKey: "cart.count", table: "Cart", language: "en")?.hasPlural == true)
    #expect(folder.entry(forKey: "cart.count", table: "Cart", language: "ko") == nil)
    #expect(folder.entries("Cart", language: "ko").map(\.key) == ["cart.title"])
    #expect(folder.diagnostics.isEmpty)
  }

  @Test func aBrokenStringsDictIsReportedAndItsTableStillReads() throws {
    let url = try folder([
      "en.lproj/Cart.strings": "\"cart.title\" = \"Cart\";\n",
      "en.lproj/Cart.stringsdict": "<plist><dict><key>x</key></plist>",
    ])
    defer { try? FileManager.default.removeItem(at: url) }
    let folder = try LocalizationsFolder.scan(url)
    let broken = try #require(folder.stringsDictFile("Cart", language: "en"))
    #expect(broken.entries == nil)
    #expect(folder.diagnostics.map(\.id) == ["invalid-xml"])
    #expect(folder.diagnostics.first?.location.file.hasSuffix("en.lproj/Cart.stringsdict") == true)
    #expect(folder.entries("Cart", language: "en").map(\.key) == ["cart.title"])
  }
}

@Suite struct LocalizationsFolderStringCatalogTests {
  @Test func aCatalogIsOneTablePerLanguageWithItsVariations() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.copyItem(at: StringCatalogFixtures.url("Xcode15-Plural"), to: url.appendingPathComponent("Counts.xcstrings"))
    let folder = try LocalizationsFolder.scan(url)
    #expect(folder.files.map(\.relativePath) == ["Counts.xcstrings", "Counts.xcstrings"])
    #expect(folder.files.map(\.language) == ["en", "ko"])
    #expect(folder.files.allSatisfy { $0.format == .xcstrings })
    #expect(folder.tableNames(language: "ko") == ["Counts"])
    #expect(folder.catalog("Counts")?.sourceLanguage == "en")
    // The plain table has the keys whose value is one string; every key, with its variations, is in entries.
    #expect(folder.table("Counts", language: "ko")?.keys == ["validation.tooShort.message"])
    #expect(folder.entries("Counts", language: "ko").map(\.key) == ["%lld items", "files.moved.message", "validation.tooShort.message"])
    #expect(
      folder.entry(forKey: "%lld items", table: "Counts", language: "en")?.value
        == .plural([.one: .string("%lld item"), .other: .string("%lld items")]))
    #expect(folder.diagnostics.isEmpty)
  }

  @Test func anUnreadableCatalogIsOneFileWithTheError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("{\"sourceLanguage\" : \"en\",".utf8).write(to: url.appendingPathComponent("Broken.xcstrings"))
    let folder = try LocalizationsFolder.scan(url)
    #expect(folder.files.count == 1)
    #expect(folder.files.first?.language == "")
    #expect(folder.catalog("Broken") == nil)
    #expect(folder.diagnostics.map(\.id) == ["invalid-json"])
  }
}
