import Foundation
import Testing
import Copydeck

@Suite struct LocalizationsFolderTests {
  @Test func scansEveryTableOfEveryLanguage() throws {
    let folder = try LocalizationsFolder.scan(CatalogFixtures.url("basic"))
    #expect(folder.languages == ["en", "ko"])
    #expect(folder.files.map(\.relativePath) == [
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
