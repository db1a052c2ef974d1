import Foundation
import Testing

@testable import CopydeckPreview

/// The permission prompts drawn as iOS draws them: a page per declared permission, every language side by side, the
/// system's title with the app's localized name, the purpose string as the message, the system's buttons (three for
/// location), and the index linking each page so the static site exports it too.
@Suite struct PermissionPageTests {
  /// A catalog folder (the checks' `clean` fixture) as an app that declares the camera, location and the microphone
  /// (``PermissionApp``: Korean lacks the microphone's purpose string).
  private func app() throws -> URL {
    try PermissionApp.copy(
      of: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CopydeckChecksTests/Fixtures/clean"))
  }

  private func snapshot(_ folder: URL) -> PreviewSnapshot {
    let loaded = LoadedCopy.load(from: folder)
    return PreviewSnapshot(
      catalog: loaded.catalog, findings: loaded.findings, loadErrors: loaded.errors, generation: 0, permissions: loaded.permissions)
  }

  @Test func eachDeclaredPermissionIsDrawnInEveryLanguage() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = snapshot(folder)
    #expect(
      snapshot.permissions?.prompts.map(\.key) == [
        "NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription", "NSMicrophoneUsageDescription",
      ])
    let camera = try #require(PreviewPages.permission(key: "NSCameraUsageDescription", snapshot, query: [:]))
    #expect(camera.contains("‘페블’이(가) 카메라에 접근하려고 합니다"))
    #expect(camera.contains("“Pebble” Would Like to Access the Camera"))
    #expect(camera.contains("친구의 코드를 스캔해서 친구로 추가해요."))
    for label in ["허용 안 함", "허용", "Don’t Allow", "Allow"] { #expect(camera.contains(">\(label)<")) }
    // Location: the three buttons of the system, in both languages.
    let location = try #require(PreviewPages.permission(key: "NSLocationWhenInUseUsageDescription", snapshot, query: ["design": "ios18"]))
    for label in ["Allow Once", "Allow While Using App", "한 번 허용", "앱을 사용하는 동안 허용"] { #expect(location.contains(">\(label)<")) }
    #expect(location.contains("Allow “Pebble” to use your location?"))
    // Korean lacks the microphone's purpose string: the English one is drawn under the Korean title, and the page says so.
    let microphone = try #require(PreviewPages.permission(key: "NSMicrophoneUsageDescription", snapshot, query: ["appearance": "dark"]))
    #expect(microphone.contains("‘페블’이(가) 마이크에 접근하려고 합니다."))
    #expect(microphone.contains("data-note=\"fallback\""))
    let korean = try #require(microphone.range(of: "<figure class=\"permission\" data-lang=\"ko\"").map { microphone[$0.lowerBound...] })
    let koreanFigure = korean[..<(korean.range(of: "</figure>")?.upperBound ?? korean.endIndex)]
    #expect(koreanFigure.contains("Record voice messages for your friends."))
    #expect(koreanFigure.contains("data-note=\"fallback\""))
    // An undeclared key is no page.
    #expect(PreviewPages.permission(key: "NSContactsUsageDescription", snapshot, query: [:]) == nil)
  }

  /// The index links every prompt, which is how the static site finds the pages to export.
  @Test func theIndexLinksEveryPrompt() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let index = PreviewPages.index(snapshot(folder), query: [:])
    for key in ["NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription", "NSMicrophoneUsageDescription"] {
      #expect(index.contains("href=\"/permissions/\(key)\""))
    }
  }

  /// `copydeck export --site` writes each prompt's page in every design, appearance and text size, linked from the
  /// index with relative addresses that name files of the site.
  @Test func theStaticSiteHasEveryPromptPage() throws {
    let folder = try app()
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-permission-site-\(UUID().uuidString)")
    defer { for url in [folder, site] { try? FileManager.default.removeItem(at: url) } }
    _ = try StaticSite.write(
      localizations: folder, publicDirectory: StaticSiteTests.publicFolder, into: site, command: "copydeck serve")
    let keys = ["NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription", "NSMicrophoneUsageDescription"]
    for key in keys {
      let pages = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("permissions/\(key)").path)
      #expect(pages.count == StaticSiteTests.views.designs * StaticSiteTests.views.appearances * StaticSiteTests.views.sizes)
    }
    let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("href=\"permissions/NSCameraUsageDescription/ios26-light-large.html\""))
    let dark = try String(contentsOf: site.appendingPathComponent("index-ko-classic-dark.html"), encoding: .utf8)
    #expect(dark.contains("href=\"permissions/NSCameraUsageDescription/classic-dark-large.html\""))
    let page = site.appendingPathComponent("permissions/NSLocationWhenInUseUsageDescription/classic-dark-ax3.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("‘페블’ 앱이 사용자의 위치를 사용하도록 허용하겠습니까?") && html.contains(">앱을 사용하는 동안 허용<"))
    #expect(!html.contains("data-edit-entry"), "a static page offers no editor")
    #expect(html.contains("data-site-action=\"../../permissions/NSLocationWhenInUseUsageDescription/{design}-{appearance}-{size}.html\""))
    for address in StaticSiteTests.addresses(in: html) {
      let path = String(address.prefix { $0 != "#" })
      guard !path.isEmpty else { continue }
      let target = page.deletingLastPathComponent().appendingPathComponent(path.removingPercentEncoding ?? path).standardizedFileURL
      #expect(FileManager.default.fileExists(atPath: target.path), "\(address) names no file")
    }
  }

  /// A save names the permission instead of an entry: only its own key in the `InfoPlist` table, and only a key the
  /// app declares.
  @Test func aSaveOfAPurposeStringNamesADeclaredKeyInInfoPlist() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = snapshot(folder)
    let catalog = try #require(snapshot.catalog)
    func request(_ key: String, table: String = "InfoPlist", changeKey: String? = nil) throws(EditRequest.Invalid) -> EditRequest {
      let change = ["lang": "ko", "table": table, "key": changeKey ?? key, "value": "새 문구", "version": "x"]
      let body = try! JSONSerialization.data(withJSONObject: ["permission": key, "changes": [change]] as [String: Any])
      return try EditRequest(body: Array(body), catalog: catalog, permissions: snapshot.permissions, needsVersions: true)
    }
    let edit = try request("NSMicrophoneUsageDescription")
    #expect(edit.subject == .permission(key: "NSMicrophoneUsageDescription") && edit.entry == nil)
    #expect(edit.changes.map(\.key) == ["NSMicrophoneUsageDescription"])
    #expect(throws: EditRequest.Invalid.self) { try request("NSContactsUsageDescription") }
    #expect(throws: EditRequest.Invalid.self) { try request("NSCameraUsageDescription", table: "Localizable") }
    #expect(throws: EditRequest.Invalid.self) { try request("NSCameraUsageDescription", changeKey: "CFBundleDisplayName") }
  }

  /// A language whose system texts Copydeck does not know says that iOS writes them.
  @Test func otherLanguagesSayWhatTheSystemSupplies() {
    #expect(SystemPrompt.of(key: "NSCameraUsageDescription", language: "de") == nil)
    #expect(SystemPrompt.of(key: "NSCameraUsageDescription", language: "en-GB")?.title == "“%@” Would Like to Access the Camera")
    #expect(Bilingual.permissionSystemTexts("de").english.hasPrefix("iOS writes the title and buttons in de"))
  }
}
