import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckPreview

/// A page never lies about the device: when a translation is missing, it draws what the app would show (the
/// whole entry in the fallback language) and says so.
@Suite struct FallbackDrawingTests {
  @Test func aMissingKoreanTitleDrawsTheEnglishEntryAndSaysSo() throws {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("copydeck-fallback-\(UUID().uuidString)")
    defer { try? files.removeItem(at: folder) }
    try files.copyItem(at: GoldenPageTests.copy, to: folder)
    let table = folder.appendingPathComponent("ko.lproj/Preview.strings")
    let korean = try String(contentsOf: table, encoding: .utf8)
      .replacingOccurrences(of: "\"account.notSignedIn.title\" = \"로그인하고 계속하세요\";\n", with: "")
    try korean.write(to: table, atomically: true, encoding: .utf8)

    let snapshot = PreviewSnapshot(catalog: try Catalog.scanning(folder), findings: [], loadErrors: [], generation: 0)
    let html = try #require(PreviewPages.entry(id: "account.notSignedIn", snapshot, query: ["lang": "ko"]))
    #expect(
      html.contains("data-entry=\"account.notSignedIn\" data-lang=\"ko\" data-kind=\"alert\" data-presentation=\"alert\" lang=\"en\""))
    #expect(html.contains("Sign In to Continue"))
    #expect(!html.contains("그룹에 참여하려면"), "an alert is never half Korean, half English")
    #expect(html.contains("data-note=\"fallback\""))
  }
}
