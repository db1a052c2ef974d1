import Copydeck
import CopydeckFiles
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

  @Test func scanWithoutNotesReadsTheSameTablesWithoutTheirNotes() throws {
    let url = CatalogFixtures.url("basic")
    let full = try LocalizationsFolder.scan(url), bare = try LocalizationsFolder.scanWithoutNotes(url)
    #expect(bare.files.map(\.relativePath) == full.files.map(\.relativePath))
    var notes = 0
    for (withNotes, without) in zip(full.files, bare.files) {
      let entries = try #require(withNotes.table?.entries), bareEntries = try #require(without.table?.entries)
      #expect(bareEntries.map(\.key) == entries.map(\.key))
      #expect(bareEntries.map(\.value) == entries.map(\.value))
      #expect(bareEntries.map(\.location) == entries.map(\.location))
      #expect(bareEntries.map(\.valueLocation) == entries.map(\.valueLocation))
      #expect(without.diagnostics.map(\.message) == withNotes.diagnostics.map(\.message))
      #expect(bareEntries.allSatisfy { $0.comment == nil })
      notes += entries.filter { $0.comment != nil }.count
    }
    #expect(notes > 0, "the fixture should have notes to leave out")
  }

  @Test func scanAlongsideRunsItsWorkOnceAndReadsTheSameTables() throws {
    let url = CatalogFixtures.url("basic")
    let runs = Locked(0)
    let bare = try LocalizationsFolder.scanWithoutNotes(url)
    let beside = try LocalizationsFolder.scanWithoutNotes(url) { runs.withLock { $0 += 1 } }
    #expect(runs.withLock { $0 } == 1)
    #expect(beside.files.map(\.relativePath) == bare.files.map(\.relativePath))
    #expect(beside.files.map { $0.table?.entries.map(\.value) } == bare.files.map { $0.table?.entries.map(\.value) })
    #expect(throws: StringsDiagnostic.self) {
      try LocalizationsFolder.scanWithoutNotes(URL(fileURLWithPath: "/nonexistent-copydeck")) { runs.withLock { $0 += 1 } }
    }
    #expect(runs.withLock { $0 } == 1, "the work does not run when the folder cannot be listed")
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

/// Xcode keeps the catalogs it makes from storyboards and xibs in `mul.lproj/` ("multilingual"): they are read as if
/// they were at the top of the folder, `mul` is no language, and their paths are the real ones.
@Suite struct LocalizationsFolderMultilingualTests {
  private func folder(_ files: [String: URL]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-\(UUID().uuidString)")
    for (path, source) in files {
      let target = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: target)
    }
    return url
  }

  /// What an entry says, without the file it came from.
  private struct Shape: Equatable {
    var key: String, value: TableValue, substitutions: [Substitution], comment: String?, state: TranslationState?
    var line: Int, column: Int
    init(_ entry: TableEntry) {
      (key, value, substitutions, comment, state) = (entry.key, entry.value, entry.substitutions, entry.comment, entry.state)
      (line, column) = (entry.location.line, entry.location.column)
    }
  }

  @Test func aCatalogInMulLprojReadsAsOneAtTheTop() throws {
    let top = try folder(["Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Plural")])
    let inside = try folder(["mul.lproj/Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Plural")])
    defer { for url in [top, inside] { try? FileManager.default.removeItem(at: url) } }
    let expected = try LocalizationsFolder.scan(top)
    let scanned = try LocalizationsFolder.scan(inside)
    #expect(scanned.languages.isEmpty, "mul.lproj holds no language's tables")
    #expect(scanned.files.map(\.language) == ["en", "ko"])
    #expect(scanned.files.map(\.relativePath) == ["mul.lproj/Counts.xcstrings", "mul.lproj/Counts.xcstrings"])
    #expect(scanned.files.map(\.url.path) == [inside.path + "/mul.lproj/Counts.xcstrings", inside.path + "/mul.lproj/Counts.xcstrings"])
    #expect(scanned.catalogFiles.map(\.relativePath) == ["mul.lproj/Counts.xcstrings"])
    #expect(scanned.tableNames(language: "ko") == ["Counts"])
    #expect(scanned.catalog("Counts")?.sourceLanguage == "en")
    for language in ["en", "ko"] {
      #expect(
        scanned.entries("Counts", language: language).map(Shape.init) == expected.entries("Counts", language: language).map(Shape.init))
      #expect(scanned.entries("Counts", language: language).allSatisfy { $0.location.file == inside.path + "/mul.lproj/Counts.xcstrings" })
      #expect(scanned.table("Counts", language: language)?.keys == expected.table("Counts", language: language)?.keys)
    }
    #expect(scanned.diagnostics.isEmpty)
  }

  @Test func aTableWithACatalogAtTheTopAndInMulLprojIsAnErrorNamingBoth() throws {
    let url = try folder([
      "Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Plural"),
      "mul.lproj/Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Simple"),
    ])
    defer { try? FileManager.default.removeItem(at: url) }
    let scanned = try LocalizationsFolder.scan(url)
    let error = try #require(scanned.diagnostics.first)
    #expect(scanned.diagnostics.count == 1)
    #expect(error.id == "table-defined-twice" && error.severity == .error)
    #expect(error.location.file == url.path + "/mul.lproj/Counts.xcstrings")
    #expect(error.related?.file == url.path + "/Counts.xcstrings")
    #expect(error.message.contains(url.path + "/mul.lproj/Counts.xcstrings") && error.message.contains(url.path + "/Counts.xcstrings"))
    #expect(error.message.contains("reads Counts.xcstrings and ignores mul.lproj/Counts.xcstrings"))
    // The top catalog is the table; the other is one file with the error.
    let plural = try LocalizationsFolder.scan(try folder(["Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Plural")]))
    #expect(scanned.catalog("Counts")?.languages == plural.catalog("Counts")?.languages)
    #expect(scanned.entries("Counts", language: "en").map(\.key) == plural.entries("Counts", language: "en").map(\.key))
    #expect(scanned.catalogFiles.map(\.relativePath) == ["Counts.xcstrings", "mul.lproj/Counts.xcstrings"])
    #expect(scanned.catalogFiles.map { $0.catalog != nil } == [true, false])
    try? FileManager.default.removeItem(at: plural.url)
  }

  @Test func aCatalogInMulLprojBesideLprojTablesOfTheSameNameIsAnErrorNamingBoth() throws {
    let url = try folder(["mul.lproj/Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Plural")])
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.createDirectory(at: url.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try Data("\"a\" = \"A\";\n".utf8).write(to: url.appendingPathComponent("en.lproj/Counts.strings"))
    let scanned = try LocalizationsFolder.scan(url)
    #expect(scanned.languages == ["en"])
    #expect(scanned.diagnostics.map(\.id) == ["table-defined-twice"])
    #expect(scanned.diagnostics.first?.location.file == url.path + "/mul.lproj/Counts.xcstrings")
    #expect(scanned.diagnostics.first?.message.contains(url.path + "/en.lproj/Counts.strings") == true)
    #expect(scanned.catalog("Counts") == nil)
    #expect(scanned.entries("Counts", language: "en").map(\.key) == ["a"])
  }

  @Test func mulLprojIsALanguageOnlyWhenItHoldsTablesAndACatalogInAnotherLprojIsNotRead() throws {
    let url = try folder(["ko.lproj/Counts.xcstrings": StringCatalogFixtures.url("Xcode15-Plural")])
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.createDirectory(at: url.appendingPathComponent("mul.lproj"), withIntermediateDirectories: true)
    try Data("\"a\" = \"A\";\n".utf8).write(to: url.appendingPathComponent("mul.lproj/Other.strings"))
    let scanned = try LocalizationsFolder.scan(url)
    #expect(scanned.languages == ["ko", "mul"])
    #expect(scanned.catalogFiles.isEmpty)
    #expect(scanned.files.map(\.relativePath) == ["mul.lproj/Other.strings"])
  }
}
