import Foundation
import Testing

/// Saving from the preview into a table kept as a String Catalog (`Preview.xcstrings`, every language in one file),
/// over real sockets: one locked atomic write that changes exactly the saved values, conflicts with both texts, a new
/// localization in Xcode's own formatting, and the change against git `HEAD`.
@Suite struct StringCatalogSavingTests {
  static let copy = PreviewFixture.fixtures.appendingPathComponent("StringCatalogCopy")

  private func catalogURL(_ fixture: PreviewFixture) -> URL { fixture.localizations.appendingPathComponent("Preview.xcstrings") }

  /// The version the entry page shows for `key` in `lang`.
  private func version(_ fixture: PreviewFixture, entry: String, key: String, lang: String) throws -> String {
    let text = try fixture.editablePage("/entries/\(entry)")
    let after = try #require(text.range(of: "data-edit-key=\"\(key)\" data-edit-lang=\"\(lang)\" data-edit-table=\"Preview\"")).upperBound
    let start = try #require(text.range(of: "data-edit-version=\"", range: after..<text.endIndex)).upperBound
    return String(text[start...].prefix { $0 != "\"" })
  }

  /// Saves `changes` (`lang`, `key`, `value`, `version`) of `entry` from the server's own page.
  private func save(_ fixture: PreviewFixture, entry: String, _ changes: [[String: String]]) throws -> RawHTTPClient.Response {
    let object: [String: Any] = ["entry": entry, "changes": changes.map { $0.merging(["table": "Preview"]) { a, _ in a } }]
    let body = Array(try JSONSerialization.data(withJSONObject: object))
    let head =
      "POST /api/edit/save HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\nContent-Type: application/json\r\n"
      + "Content-Length: \(body.count)\r\n\(try fixture.editCookie())Origin: http://127.0.0.1:\(fixture.server.port)\r\n"
      + "Sec-Fetch-Site: same-origin\r\nConnection: close\r\n\r\n"
    return try RawHTTPClient.parse(fixture.client.sendRaw(Array(head.utf8) + body))
  }

  private func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

  /// The `stringUnit` value of `key` in `lang`, read by Foundation's JSON parser (not Copydeck's).
  private func value(_ url: URL, _ key: String, _ lang: String) throws -> String? {
    let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let strings = root["strings"] as? [String: Any]
    let localizations = (strings?[key] as? [String: Any])?["localizations"] as? [String: Any]
    return ((localizations?[lang] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
  }

  @Test func aSaveOfTwoLanguagesChangesExactlyThoseTwoValuesOfTheCatalog() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let url = catalogURL(fixture)
    let before = try text(url)
    let ko = try version(fixture, entry: "account.notSignedIn", key: "account.notSignedIn.title", lang: "ko")
    let en = try version(fixture, entry: "account.notSignedIn", key: "account.notSignedIn.title", lang: "en")
    let response = try save(
      fixture, entry: "account.notSignedIn",
      [
        ["lang": "ko", "key": "account.notSignedIn.title", "value": "로그인하고 \"계속\"하세요\n지금", "version": ko],
        ["lang": "en", "key": "account.notSignedIn.title", "value": "Sign In\tFirst", "version": en],
      ])
    #expect(response.status == 200, "\(response.text)")
    let expected =
      before
      .replacingOccurrences(of: "\"value\" : \"로그인하고 계속하세요\"", with: "\"value\" : \"로그인하고 \\\"계속\\\"하세요\\n지금\"")
      .replacingOccurrences(of: "\"value\" : \"Sign In to Continue\"", with: "\"value\" : \"Sign In\\tFirst\"")
    #expect(expected != before)
    #expect(try text(url) == expected)
    #expect(try value(url, "account.notSignedIn.title", "ko") == "로그인하고 \"계속\"하세요\n지금")
    // The page shows the saved state at once, with the new version.
    let after = try fixture.editablePage("/entries/account.notSignedIn")
    #expect(after.contains("로그인하고 &quot;계속&quot;하세요") || after.contains("로그인하고 \"계속\"하세요"))
    #expect(try version(fixture, entry: "account.notSignedIn", key: "account.notSignedIn.title", lang: "ko") != ko)
  }

  @Test func aValueChangedInTheCatalogSinceThePageLoadedIsAConflictAndNothingIsWritten() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let url = catalogURL(fixture)
    let version = try version(fixture, entry: "business.groupFull", key: "business.groupFull.title", lang: "ko")
    let english = try self.version(fixture, entry: "business.groupFull", key: "business.groupFull.title", lang: "en")
    let theirs = try text(url).replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "다른 사람이 고쳤어요")
    try Data(theirs.utf8).write(to: url)
    let response = try save(
      fixture, entry: "business.groupFull",
      [
        ["lang": "en", "key": "business.groupFull.title", "value": "Mine Too", "version": english],
        ["lang": "ko", "key": "business.groupFull.title", "value": "내가 고쳤어요", "version": version],
      ])
    #expect(response.status == 409, "\(response.text)")
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    let conflicts = try #require(answer["conflicts"] as? [[String: Any]])
    #expect(conflicts.count == 1)
    #expect(conflicts.first?["mine"] as? String == "내가 고쳤어요")
    #expect(conflicts.first?["theirs"] as? String == "다른 사람이 고쳤어요")
    #expect(try text(url) == theirs, "neither language was written")
    // Keep mine: save again with the version of theirs.
    let keep = try save(
      fixture, entry: "business.groupFull",
      [
        [
          "lang": "ko", "key": "business.groupFull.title", "value": "내가 고쳤어요",
          "version": try #require(conflicts.first?["version"] as? String),
        ]
      ])
    #expect(keep.status == 200, "\(keep.text)")
    #expect(try value(url, "business.groupFull.title", "ko") == "내가 고쳤어요")
  }

  @Test func aLanguageTheKeyLacksIsAddedInXcodesFormatting() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let url = catalogURL(fixture)
    // Take the Korean localization of one key out, as a catalog mid-translation has it.
    let original = try text(url)
    let lacking = try text(url).replacingOccurrences(
      of: """
        ,
                "ko" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "확인"
                  }
                }
        """, with: "")
    #expect(lacking != original)
    try Data(lacking.utf8).write(to: url)
    var version = ""
    for _ in 0..<100 {
      version = try self.version(fixture, entry: "business.groupFull", key: "business.groupFull.button.ok", lang: "ko")
      if version == "absent" { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(version == "absent")
    let response = try save(
      fixture, entry: "business.groupFull",
      [
        ["lang": "ko", "key": "business.groupFull.button.ok", "value": "확인", "version": version]
      ])
    #expect(response.status == 200, "\(response.text)")
    #expect(try text(url) == original, "the localization Xcode would write, where Xcode would put it")
  }

  @Test func aValueChangedInTheCatalogSinceTheLastCommitShowsBothTexts() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    try GitRepository.commitEverything(in: fixture.root)
    let ko = try version(fixture, entry: "business.groupFull", key: "business.groupFull.title", lang: "ko")
    let response = try save(
      fixture, entry: "business.groupFull",
      [
        ["lang": "ko", "key": "business.groupFull.title", "value": "자리가 없어요", "version": ko]
      ])
    #expect(response.status == 200, "\(response.text)")
    let entry = try fixture.editablePage("/entries/business.groupFull")
    #expect(entry.contains("<del lang=\"ko\">그룹 인원이 가득 찼어요</del><ins lang=\"ko\">자리가 없어요</ins>"))
    #expect(entry.components(separatedBy: "data-head-changed").count == 2, "only the saved value differs from HEAD")
    #expect(try fixture.editablePage("/?changed=1").contains("data-entry-card=\"business.groupFull\""))
    #expect(!(try fixture.editablePage("/?changed=1")).contains("data-entry-card=\"account.notSignedIn\""))
  }

  /// Xcode keeps some catalogs in `mul.lproj/`: the preview shows that catalog, saves into it (and nowhere else),
  /// compares it with `HEAD` at its real path, and reloads when it changes on disk.
  @Test func aCatalogInMulLprojIsShownSavedComparedWithHeadAndReloaded() throws {
    let files = FileManager.default
    let copy = files.temporaryDirectory.appendingPathComponent("copydeck-mul-\(UUID().uuidString)")
    defer { try? files.removeItem(at: copy) }
    try files.copyItem(at: Self.copy, to: copy)
    try files.createDirectory(at: copy.appendingPathComponent("mul.lproj"), withIntermediateDirectories: true)
    try files.moveItem(at: copy.appendingPathComponent("Preview.xcstrings"), to: copy.appendingPathComponent("mul.lproj/Preview.xcstrings"))
    let fixture = try PreviewFixture(copy: copy)
    try GitRepository.commitEverything(in: fixture.root)
    let url = fixture.localizations.appendingPathComponent("mul.lproj/Preview.xcstrings")
    let before = try text(url)
    let ko = try version(fixture, entry: "business.groupFull", key: "business.groupFull.title", lang: "ko")
    let response = try save(
      fixture, entry: "business.groupFull",
      [
        ["lang": "ko", "key": "business.groupFull.title", "value": "자리가 없어요", "version": ko]
      ])
    #expect(response.status == 200, "\(response.text)")
    #expect(try text(url) == before.replacingOccurrences(of: "\"value\" : \"그룹 인원이 가득 찼어요\"", with: "\"value\" : \"자리가 없어요\""))
    #expect(!files.fileExists(atPath: catalogURL(fixture).path), "nothing is written at the top of the folder")
    let entry = try fixture.editablePage("/entries/business.groupFull")
    #expect(entry.contains("<del lang=\"ko\">그룹 인원이 가득 찼어요</del><ins lang=\"ko\">자리가 없어요</ins>"))
    // An edit on disk is picked up by the live reload.
    try Data(try text(url).replacingOccurrences(of: "자리가 없어요", with: "곧 자리가 생겨요").utf8).write(to: url)
    var reloaded = false
    for _ in 0..<100 where !reloaded {
      reloaded = try fixture.editablePage("/entries/business.groupFull").contains("곧 자리가 생겨요")
      if !reloaded { Thread.sleep(forTimeInterval: 0.1) }
    }
    #expect(reloaded)
  }
}
