import Foundation
import Testing

@testable import CopydeckPreview

/// The permission prompts drawn as iOS draws them: a page per declared permission, every language side by side, the
/// system's title with the app's localized name, the purpose string as the message, the system's buttons (three for
/// location), and the index linking each page so the static site exports it too.
@Suite struct PermissionPageTests {
  /// A catalog folder (the checks' `clean` fixture) with an Info.plist beside it declaring the camera, "always"
  /// location and the microphone, and `InfoPlist.strings` in both languages (Korean lacks the microphone).
  private func app() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-permission-page-\(UUID().uuidString)")
    let clean = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CopydeckChecksTests/Fixtures/clean")
    try FileManager.default.copyItem(at: clean, to: folder)
    let files = [
      "Info.plist": """
      <plist version="1.0"><dict>
      <key>CFBundleDisplayName</key><string>Pebble</string>
      <key>NSCameraUsageDescription</key><string>Scan a friend’s code to add them.</string>
      <key>NSLocationWhenInUseUsageDescription</key><string>Show friends on a trip where you are.</string>
      <key>NSMicrophoneUsageDescription</key><string>Record voice messages for your friends.</string>
      </dict></plist>
      """,
      "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a friend’s code to add them.\";\n",
      "ko.lproj/InfoPlist.strings": """
      "CFBundleDisplayName" = "페블";
      "NSCameraUsageDescription" = "친구의 코드를 스캔해서 친구로 추가해요.";
      "NSLocationWhenInUseUsageDescription" = "여행 중인 친구에게 내 위치를 보여 줘요.";

      """,
    ]
    for (path, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
    return folder
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
    #expect(camera.contains("‘페블’에서 카메라에 접근하려고 합니다."))
    #expect(camera.contains("“Pebble” Would Like to Access the Camera"))
    #expect(camera.contains("친구의 코드를 스캔해서 친구로 추가해요."))
    for label in ["허용 안 함", "허용", "Don’t Allow", "Allow"] { #expect(camera.contains(">\(label)<")) }
    // Location: the three buttons of the system, in both languages.
    let location = try #require(PreviewPages.permission(key: "NSLocationWhenInUseUsageDescription", snapshot, query: ["design": "ios18"]))
    for label in ["Allow Once", "Allow While Using App", "한 번 허용", "앱을 사용하는 동안 허용"] { #expect(location.contains(">\(label)<")) }
    #expect(location.contains("Allow “Pebble” to use your location?"))
    // Korean lacks the microphone's purpose string: the English one is drawn under the Korean title, and the page says so.
    let microphone = try #require(PreviewPages.permission(key: "NSMicrophoneUsageDescription", snapshot, query: ["appearance": "dark"]))
    #expect(microphone.contains("‘페블’에서 마이크에 접근하려고 합니다."))
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

  /// A language whose system texts Copydeck does not know says that iOS writes them.
  @Test func otherLanguagesSayWhatTheSystemSupplies() {
    #expect(SystemPrompt.of(key: "NSCameraUsageDescription", language: "de") == nil)
    #expect(SystemPrompt.of(key: "NSCameraUsageDescription", language: "en-GB")?.title == "“%@” Would Like to Access the Camera")
    #expect(Bilingual.permissionSystemTexts("de").english.hasPrefix("iOS writes the title and buttons in de"))
  }
}
