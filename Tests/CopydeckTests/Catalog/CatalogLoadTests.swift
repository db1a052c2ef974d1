import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct CatalogLoadTests {
  @Test func loadsFromABundle() throws {
    let bundle = try #require(Bundle(url: CatalogFixtures.url("basic")))
    let catalog = try Catalog.load(bundle: bundle)
    #expect(catalog.languages == ["en", "ko"])
    #expect(catalog.resolve(id: "group.full", locale: "ko-KR").title == "그룹 정원이 가득 찼어요")
  }

  @Test func aTableThatDoesNotParseFallsBackAndIsReported() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("\"group.full.title\" = \"unterminated;\n".utf8).write(to: url.appendingPathComponent("ko.lproj/Groups.strings"))
    let copy = try Catalog.load(from: url).resolve(id: "group.full", locale: "ko")
    #expect(copy.language == "en")
    #expect(copy.trail.first { $0.language == "ko" }?.reason.hasPrefix("ko.lproj/Groups.strings cannot be read: ") == true)
  }

  @Test func aMissingLanguageFolderFallsBack() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.removeItem(at: url.appendingPathComponent("ko.lproj"))
    let copy = try Catalog.load(from: url).resolve(id: "group.full", locale: "ko")
    #expect(copy.language == "en")
    #expect(copy.trail.first?.reason == "ko.lproj/Groups.strings does not exist")
  }

  @Test func anInvalidManifestFailsTheLoad() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("{}".utf8).write(to: url.appendingPathComponent("catalog.json"))
    #expect { try Catalog.load(from: url) } throws: { error in
      "\(error)".hasSuffix("catalog.json:1:1: error: missing field 'developmentLanguage'\n  hint: add \"developmentLanguage\": \"…\"")
    }
  }

  @Test func commonFailureMissingEverywhereFallsToTheBuiltInSentence() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    for language in ["en", "ko"] {
      try FileManager.default.removeItem(at: url.appendingPathComponent("\(language).lproj/Common.strings"))
    }
    let catalog = try Catalog.load(from: url)
    let korean = catalog.resolve(id: "broken.everywhere", locale: "ko-KR")
    #expect(korean.id == "copydeck.builtIn")
    #expect(korean.language == "ko")
    #expect(korean.title == "문제가 생겼어요")
    #expect(korean.buttons.map(\.label) == ["다시 시도"])
    #expect(korean.trail.last?.outcome == .used)
    let japanese = catalog.resolve(id: "common.unknown", locale: "ja-JP")
    #expect(japanese.language == "en")
    #expect(japanese.title == "Something Went Wrong")
  }

  /// What Xcode puts into an app: every table a binary property list (`.strings` and `.stringsdict`), one UTF-16
  /// text table, the `.lproj` folders among files and folders that are no table. Every entry resolves as from the
  /// source folder, in every language (the bug: every entry fell to the built-in sentence, "byte 0xDC is not valid
  /// UTF-8").
  @Test(arguments: ["basic", "plurals"])
  func readsTheTablesOfABuiltBundle(_ fixture: String) throws {
    let source = CatalogFixtures.url(fixture)
    let bundle = try CatalogFixtures.copy(fixture)
    defer { try? FileManager.default.removeItem(at: bundle) }
    let manager = FileManager.default
    var converted = 0
    for folder in try manager.contentsOfDirectory(atPath: bundle.path) where folder.hasSuffix(".lproj") {
      let lproj = bundle.appendingPathComponent(folder)
      for file in try manager.contentsOfDirectory(atPath: lproj.path) where file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
        let url = lproj.appendingPathComponent(file)
        let table = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0).write(to: url)
        converted += 1
      }
    }
    #expect(converted > 2)
    try Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8).write(to: bundle.appendingPathComponent("Info.plist"))
    for folder in ["Base.lproj/Main.storyboardc", "_CodeSignature"] {
      try manager.createDirectory(at: bundle.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data([0xCF, 0xFA, 0xED, 0xFE]).write(to: bundle.appendingPathComponent("App"))
    try Data([0xFF, 0xFE] + "\"unrelated\" = \"표\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      .write(to: bundle.appendingPathComponent("ko.lproj/InfoPlist.strings"))

    let expected = try Catalog.load(from: source)
    let built = try Catalog.load(from: bundle)
    for entry in expected.entries {
      for locale in ["en-US", "ko-KR"] {
        let arguments = entry.arguments.map { CopyArgument.text($0.samples[locale.hasPrefix("ko") ? "ko" : "en"] ?? "3") }
        let want = expected.resolve(id: entry.id, locale: locale, arguments: arguments)
        let got = built.resolve(id: entry.id, locale: locale, arguments: arguments)
        #expect(got.id == want.id && got.language == want.language, "\(entry.id) \(locale): \(got.trail)")
        #expect(got.title == want.title && got.message == want.message && got.buttons == want.buttons, "\(entry.id) \(locale)")
      }
    }
    #expect(built.resolve(id: expected.entries[0].id, locale: "ko-KR").id != "copydeck.builtIn")
  }
}
