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
    let catalog = try Catalog.load(from: url)
    #expect(catalog.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix("ko.lproj/Groups.strings") })
    let copy = catalog.resolve(id: "group.full", locale: "ko")
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
}
