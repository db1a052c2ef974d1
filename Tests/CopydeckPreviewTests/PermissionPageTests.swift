import CopydeckFiles
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

  /// The save of `value` as `language`'s purpose string for `key`, from a page that showed `shown` (`nil`: none).
  private func save(
    _ folder: URL, _ key: String, language: String, value: String, shown: String? = nil
  ) throws -> TableSaver.Outcome {
    let catalog = try #require(snapshot(folder).catalog)
    let change = EditRequest.Change(
      language: language, table: PermissionPrompts.table, key: key, value: value, version: ValueVersion.of(shown))
    return try TableSaver.save([change], in: catalog.folder, developmentLanguage: catalog.manifest.developmentLanguage)
  }

  private func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

  /// `purpose-string-missing` reports a language without `InfoPlist.strings`; fixing it on the page creates the file
  /// (UTF-8, with only the new key), in an existing `.lproj` folder and in the folder of a language the app ships
  /// that has none yet, and the finding is gone.
  @Test func aPurposeStringSavedIntoALanguageWithoutInfoPlistStringsCreatesTheFile() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("ko.lproj/InfoPlist.strings")
    try FileManager.default.removeItem(at: table)
    let manifest = folder.appendingPathComponent("catalog.json")
    try Data(try text(manifest).replacingOccurrences(of: "\"ko\"\n  ]", with: "\"ko\",\n    \"ja\"\n  ]").utf8).write(to: manifest)
    let missing = { (language: String) in
      self.snapshot(folder).findings.filter { $0.rule == "purpose-string-missing" && $0.language == language }.map(\.key)
    }
    #expect(missing("ko").contains("NSMicrophoneUsageDescription"))
    #expect(missing("ja").contains("NSMicrophoneUsageDescription"))
    let korean = "친구에게 보낼 음성 메시지를 녹음해요."
    // A save that writes nothing (here the English value changed since the page loaded) leaves no new file behind.
    let catalog = try #require(snapshot(folder).catalog)
    let stale = [
      EditRequest.Change(
        language: "ko", table: "InfoPlist", key: "NSMicrophoneUsageDescription", value: korean, version: ValueVersion.of(nil)),
      EditRequest.Change(
        language: "en", table: "InfoPlist", key: "NSCameraUsageDescription", value: "Scan.", version: ValueVersion.of("old")),
    ]
    guard case .conflicts = try TableSaver.save(stale, in: catalog.folder, developmentLanguage: catalog.manifest.developmentLanguage) else {
      Issue.record("a stale value is a conflict"); return
    }
    #expect(!FileManager.default.fileExists(atPath: table.path))
    let outcome = try save(folder, "NSMicrophoneUsageDescription", language: "ko", value: korean)
    #expect(
      outcome
        == .saved([
          EditRequest.Change(
            language: "ko", table: "InfoPlist", key: "NSMicrophoneUsageDescription", value: korean, version: ValueVersion.of(korean))
        ]))
    #expect(try Data(contentsOf: table) == Data("\"NSMicrophoneUsageDescription\" = \"\(korean)\";\n".utf8))
    #expect(!missing("ko").contains("NSMicrophoneUsageDescription"))
    #expect(snapshot(folder).permissions?.prompt(key: "NSMicrophoneUsageDescription")?.translations["ko"] == korean)
    // Japanese, which the app ships, has no ja.lproj yet: the folder is made too.
    let japanese = "友だちに送るボイスメッセージを録音します。"
    #expect(try save(folder, "NSCameraUsageDescription", language: "ja", value: japanese) != .conflicts([]))
    #expect(try text(folder.appendingPathComponent("ja.lproj/InfoPlist.strings")) == "\"NSCameraUsageDescription\" = \"\(japanese)\";\n")
    #expect(!missing("ja").contains("NSCameraUsageDescription"))
  }

  /// A table another program made after the page loaded is never replaced: its bytes are kept and the key added, or,
  /// when it already has a text for the key, the save is a conflict and nothing is written.
  @Test func anInfoPlistStringsThatAppearedMeanwhileIsEditedNotReplaced() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("ko.lproj/InfoPlist.strings")
    try FileManager.default.removeItem(at: table)
    let catalog = try #require(snapshot(folder).catalog)
    let theirs = "/* Xcode */\n\"NSMicrophoneUsageDescription\" = \"다른 사람이 쓴 문구\";\n"
    try Data(theirs.utf8).write(to: table)
    let change = EditRequest.Change(
      language: "ko", table: "InfoPlist", key: "NSMicrophoneUsageDescription", value: "내 문구", version: ValueVersion.of(nil))
    #expect(
      try TableSaver.save([change], in: catalog.folder, developmentLanguage: catalog.manifest.developmentLanguage)
        == .conflicts([TableSaver.Conflict(change: change, theirs: "다른 사람이 쓴 문구")]))
    #expect(try text(table) == theirs)
    let name = "\"CFBundleDisplayName\" = \"페블\";\n"
    try Data(name.utf8).write(to: table)
    #expect(
      try TableSaver.save([change], in: catalog.folder, developmentLanguage: catalog.manifest.developmentLanguage)
        != .conflicts([TableSaver.Conflict(change: change, theirs: nil)]))
    #expect(try text(table) == name + "\"NSMicrophoneUsageDescription\" = \"내 문구\";\n")
  }

  /// A table the save would create through a symbolic link that leads out of the localizations folder, or through
  /// one that leads nowhere, is refused and nothing is written anywhere.
  @Test func anInfoPlistStringsIsNeverCreatedOutsideTheFolder() throws {
    let folder = try app()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-outside-\(UUID().uuidString)")
    defer { for url in [folder, outside] { try? FileManager.default.removeItem(at: url) } }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let korean = folder.appendingPathComponent("ko.lproj")
    try FileManager.default.removeItem(at: korean.appendingPathComponent("InfoPlist.strings"))
    try FileManager.default.moveItem(at: korean, to: outside.appendingPathComponent("ko.lproj"))
    try FileManager.default.createSymbolicLink(at: korean, withDestinationURL: outside.appendingPathComponent("ko.lproj"))
    #expect(throws: FolderBoundary.Violation.self) {
      try self.save(folder, "NSMicrophoneUsageDescription", language: "ko", value: "새 문구")
    }
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("ko.lproj/InfoPlist.strings").path))
    // A dangling link where the table would go: writing through it would create its target wherever it points.
    try FileManager.default.removeItem(at: korean)
    try FileManager.default.moveItem(at: outside.appendingPathComponent("ko.lproj"), to: korean)
    try FileManager.default.createSymbolicLink(
      atPath: korean.appendingPathComponent("InfoPlist.strings").path,
      withDestinationPath: outside.appendingPathComponent("made.strings").path)
    #expect(throws: FolderBoundary.Violation.self) {
      try self.save(folder, "NSMicrophoneUsageDescription", language: "ko", value: "새 문구")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  /// An app that keeps its purpose strings in `InfoPlist.xcstrings` gets a new key, or a new language of a key, there.
  @Test func aPurposeStringOfALanguageTheCatalogLacksIsAddedToInfoPlistXcstrings() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["en", "ko"] {
      try FileManager.default.removeItem(at: folder.appendingPathComponent("\(language).lproj/InfoPlist.strings"))
    }
    let catalog = folder.appendingPathComponent("InfoPlist.xcstrings")
    try Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "comment" : "Privacy - Camera Usage Description",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Scan a friend’s code to add them."
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8
    ).write(to: catalog)
    #expect(try save(folder, "NSCameraUsageDescription", language: "ko", value: "친구의 코드를 스캔해요.") != .conflicts([]))
    #expect(try save(folder, "NSMicrophoneUsageDescription", language: "ko", value: "음성 메시지를 녹음해요.") != .conflicts([]))
    let prompts = try #require(snapshot(folder).permissions)
    #expect(prompts.prompt(key: "NSCameraUsageDescription")?.translations["ko"] == "친구의 코드를 스캔해요.")
    #expect(prompts.prompt(key: "NSMicrophoneUsageDescription")?.translations["ko"] == "음성 메시지를 녹음해요.")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ko.lproj/InfoPlist.strings").path))
  }

  /// The tracking prompt's Korean title and buttons are the ones a Korean device shows (docs/permissions.md, sources
  /// 4 and 5): the title a UI test of 오늘의집 matches the system alert by, "앱에 추적 금지 요청" and "허용".
  @Test func theTrackingPromptInKoreanIsTheSourcedOne() throws {
    let prompt = try #require(SystemPrompt.of(key: "NSUserTrackingUsageDescription", language: "ko"))
    #expect(prompt.title == "‘%@’이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?")
    #expect(prompt.buttons.map(\.label) == ["앱에 추적 금지 요청", "허용"])
    #expect(prompt.buttons.map(\.role) == [.cancel, .default])
  }

  /// A language whose system texts Copydeck does not know says that iOS writes them.
  @Test func otherLanguagesSayWhatTheSystemSupplies() {
    #expect(SystemPrompt.of(key: "NSCameraUsageDescription", language: "de") == nil)
    #expect(SystemPrompt.of(key: "NSCameraUsageDescription", language: "en-GB")?.title == "“%@” Would Like to Access the Camera")
    #expect(Bilingual.permissionSystemTexts("de").english.hasPrefix("iOS writes the title and buttons in de"))
  }
}
