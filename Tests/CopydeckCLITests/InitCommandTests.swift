import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// `copydeck init [DIR]`: writes a draft that loads, never overwrites one without `--force`, and says why it guessed.
@Suite struct InitCommandTests {
  /// A scratch app folder with one snake_case alert and one string of the app's own.
  private func app() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-init-cli-\(UUID().uuidString)")
    for (language, texts) in [
      ("en", ["Leave Group?", "You can join again later.", "Cancel", "Leave", "Home"]),
      ("ko", ["그룹에서 나갈까요?", "나중에 다시 참여할 수 있어요.", "취소", "나가기", "홈"]),
    ] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      let keys = ["leave_alert_title", "leave_alert_message", "leave_alert_cancel", "leave_alert_leave_button", "tab_home"]
      let table = zip(keys, texts).map { "\"\($0)\" = \"\($1)\";\n" }.joined()
      try Data(table.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    return folder
  }

  @Test func writesADraftThatLoadsAndExplainsItsGuesses() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runCopydeck(["init", folder.path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("confirm.leave  confirm, confirmation, table Localizable"))
    #expect(result.stdout.contains("button 'leave' destructive: 'leave' deletes or discards something (\"Leave\" / \"나가기\")"))
    #expect(result.stdout.contains("1 other keys of en are the app's own strings"))
    let catalog = try Catalog.load(from: folder)
    #expect(catalog.entries.map(\.id) == ["confirm.leave"])
    #expect(runCopydeck(["check", "--localizations", folder.path, "--strict"]).status == 0)
  }

  /// An app whose copy is only in a String Catalog (no .lproj folder) is drafted too, whether the catalog is at the
  /// top or in Xcode's `mul.lproj/`; the draft loads, resolves and passes the check.
  @Test(arguments: ["Localizable.xcstrings", "mul.lproj/Localizable.xcstrings"])
  func draftsFromAStringCatalogAlone(_ path: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-init-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
    let strings: [String: Any] = [
      "leave_alert_title": ["localizations": ["en": unit("Leave Group?"), "ko": unit("그룹에서 나갈까요?")]],
      "leave_alert_message": ["localizations": ["en": unit("You can join again later."), "ko": unit("나중에 다시 참여할 수 있어요.")]],
      "leave_alert_leave_button": ["localizations": ["en": unit("Leave"), "ko": unit("나가기")]],
      "common_cancel": ["localizations": ["en": unit("Cancel"), "ko": unit("취소")]],
    ]
    let document: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    let result = runCopydeck(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("confirm.leave  confirm, confirmation, table Localizable"))
    #expect(result.stdout.hasPrefix("Drafted 1 entry for "))
    #expect(result.stderr.contains("wrote a draft with 1 entry; review it"))
    #expect(result.stdout.contains("the shared label common_cancel (\"Cancel\" / \"취소\")"))
    let catalog = try Catalog.load(from: folder)
    #expect(catalog.entries.map(\.keys) == [["leave_alert_title", "leave_alert_message", "common_cancel", "leave_alert_leave_button"]])
    #expect(catalog.languages == ["en", "ko"])
    #expect(catalog.resolve(id: "confirm.leave", locale: "ko").title == "그룹에서 나갈까요?")
    let check = runCopydeck(["check", "--localizations", folder.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func neverOverwritesACatalogWithoutForce() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("catalog.json")
    try Data("{ \"mine\": true }\n".utf8).write(to: manifest)
    let refused = runCopydeck(["init", folder.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("catalog.json already exists"))
    #expect(try String(contentsOf: manifest, encoding: .utf8) == "{ \"mine\": true }\n")
    #expect(runCopydeck(["init", folder.path, "--force"]).status == 0)
    #expect(try CatalogManifest.load(contentsOf: manifest).entries.count == 1)
  }

  @Test func dryRunPrintsTheDraftAndWritesNothing() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runCopydeck(["init", folder.path, "--dry-run"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"leave_alert_title\""))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.json").path))
  }

  @Test func aFolderWithoutLprojPointsToTheOnesBelow() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let parent = folder.deletingLastPathComponent().appendingPathComponent("copydeck-init-parent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    try FileManager.default.moveItem(at: folder, to: parent.appendingPathComponent("Resources"))
    let result = runCopydeck(["init", parent.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no <language>.lproj folder or .xcstrings catalog here; they are in 'Resources'"))
  }

  @Test func tablesWithNothingAlertShapedFail() throws {
    let folder = try app()
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["en", "ko"] {
      try Data("\"tab_home\" = \"Home\";\n".utf8).write(to: folder.appendingPathComponent("\(language).lproj/Localizable.strings"))
    }
    let result = runCopydeck(["init", folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("found no alert-shaped keys"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.json").path))
  }
}
