import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

/// The permission prompts of an app: usage keys in its `Info.plist` and in build settings, Korean and English
/// `InfoPlist.strings` with seeded defects, and the purpose strings judged for saying why.
@Suite struct PermissionChecksTests {
  /// Each finding as `rule language key`.
  private func found(_ report: CheckReport) -> [String] {
    report.findings.map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-")" }.sorted()
  }

  /// The fixture app (Fixtures/permissions-app): exactly the seeded defects — a Korean purpose string missing, one
  /// translated for a permission nobody declares, a vague one in both languages, "always" location without "when in
  /// use", and the Korean rules on a Korean purpose string; the widget's permission is not the app's.
  @Test func theFixtureAppHasExactlyItsSeededDefects() throws {
    let folder = fixturesFolder.appendingPathComponent("permissions-app/App/Localizations")
    #expect(
      try found(Checker(localizations: folder).run()) == [
        "ko-fullwidth-punctuation ko NSCameraUsageDescription",
        "ko-speech-level ko NSLocationAlwaysAndWhenInUseUsageDescription",
        "location-when-in-use-missing en NSLocationAlwaysAndWhenInUseUsageDescription",
        "purpose-string-missing ko NSPhotoLibraryUsageDescription",
        "purpose-string-undeclared ko NSBluetoothAlwaysUsageDescription",
        "purpose-string-vague en NSMicrophoneUsageDescription",
        "purpose-string-vague ko NSMicrophoneUsageDescription",
      ])
  }

  /// `InfoPlist.strings` is no longer compared with the development `InfoPlist.strings`: a key of it another language
  /// lacks is no `missing-translation` (the device shows the Info.plist's own value); a purpose string the app declares
  /// and a language lacks is `purpose-string-missing`, also in a language with no `InfoPlist.strings` at all.
  @Test func infoPlistIsComparedWithWhatTheAppDeclares() throws {
    let root = try temporaryFolder([
      "Info.plist": """
      <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>Scan a code to add a friend.</string>
      <key>CFBundleDisplayName</key><string>Pebble</string></dict></plist>
      """,
      "en.lproj/InfoPlist.strings":
        "\"CFBundleDisplayName\" = \"Pebble\";\n\"NSCameraUsageDescription\" = \"Scan a code to add a friend.\";\n",
      "ko.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"코드를 스캔해서 친구를 추가해요.\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"Hallo Welt\";\n",
      "en-GB.lproj/Localizable.strings": "\"a\" = \"Hello, world\";\n",
      "en.lproj/Localizable.strings": "\"a\" = \"Hello world\";\n",
      "ko.lproj/Localizable.strings": "\"a\" = \"안녕하세요\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try found(Checker(localizations: root).run()) == ["purpose-string-missing de NSCameraUsageDescription"])
  }

  /// Without a project or an Info.plist, the development `InfoPlist.strings` stands for what the app declares.
  @Test func withoutAnInfoPlistTheDevelopmentTableStandsIn() throws {
    let root = try temporaryFolder([
      "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a code to add a friend.\";\n",
      "ko.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"페블\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try found(Checker(localizations: root).run()) == ["purpose-string-missing ko NSCameraUsageDescription"])
  }

  /// A project file that does not parse is a located syntax error, never a silent "no permissions".
  @Test func aBrokenProjectFileIsASyntaxError() throws {
    let root = try temporaryFolder([
      "App.xcodeproj/project.pbxproj": "{\n  objects = {\n<<<<<<< HEAD\n}\n",
      "Resources/en.lproj/Localizable.strings": "\"a\" = \"Hello world\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try Checker(localizations: root.appendingPathComponent("Resources")).run()
    #expect(report.findings.map(\.rule) == ["syntax-error"])
    #expect(report.findings.first?.line == 3)
    #expect(report.findings.first?.message.contains("expected a key or the closing }") == true)
  }

  /// What `purpose-string-vague` says of a text, in English and Korean.
  @Test(arguments: [
    ("", "en", "is empty"),
    ("TODO", "en", "is a placeholder (\"todo\")"),
    ("NSCameraUsageDescription", "en", "only names the key"),
    ("Camera", "en", "is too short to say why the app asks"),
    ("This app needs access to your camera.", "en", "asks for access without saying what for"),
    ("Pebble requires permission to use the camera.", "en", "asks for access without saying what for"),
    ("Pebble needs access to your camera to scan codes.", "en", "-"),
    ("Scan a friend’s code to add them.", "en", "-"),
    ("This authenticates your access to Brave", "en", "-"),
    ("Upload photos & videos to Mastodon", "en", "-"),
    ("Ice Cubes would like to save the selected photo in your photo library.", "en", "-"),
    ("$(PRODUCT_NAME) uses the camera for video calls.", "en", "-"),
    ("카메라", "ko", "is too short to say why the app asks"),
    ("카메라 접근 권한이 필요합니다.", "ko", "asks for access without saying what for"),
    ("QR 코드를 스캔하려면 카메라 접근 권한이 필요해요.", "ko", "-"),
    ("친구에게 보낼 사진을 골라요.", "ko", "-"),
  ])
  func vagueWording(_ text: String, _ language: String, _ expected: String) {
    #expect((PurposeWording.problem(text, key: "NSCameraUsageDescription", language: language)?.description ?? "-") == expected)
  }
}
