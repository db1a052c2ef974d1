import Copydeck
import CopydeckFiles
import CopydeckPreview
import Foundation
import Synchronization
import Testing

/// The review state through the preview (docs/review-state.md): a save keeps the review file true (a new English
/// title makes its Korean title outdated, a new Korean title confirms it), the entry page marks an outdated
/// translation with the old and the new English side by side and a "still right" button, `/api/edit/confirm`
/// confirms it, and a confirmation made elsewhere (`copydeck confirm`) reloads the page.
@Suite struct ReviewStatePreviewTests {
  /// `POST path` with `changes` for the entry `entry`, as the page sends it.
  private func post(
    _ fixture: PreviewFixture, _ path: String, _ changes: [[String: String]], entry: String = "group.full"
  ) throws -> (status: Int, answer: [String: Any]) {
    let response = try RawHTTPClient.parse(fixture.client.sendRaw(try request(fixture, path, changes, entry: entry)))
    return (response.status, try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]))
  }

  /// The bytes of that request.
  private func request(
    _ fixture: PreviewFixture, _ path: String, _ changes: [[String: String]], entry: String = "group.full"
  ) throws -> [UInt8] {
    let object: [String: Any] = ["entry": entry, "confirm": true, "changes": changes]
    let body = Array(try JSONSerialization.data(withJSONObject: object))
    let head =
      "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\(try fixture.editCookie())Origin: http://127.0.0.1:\(fixture.server.port)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + body
  }

  /// The value of `key` in `lang` and the version the entry page shows for it.
  private func change(
    _ fixture: PreviewFixture, _ key: String, _ lang: String, value: String? = nil, entry: String = "group.full", table: String = "Groups"
  ) throws -> [String: String] {
    let page = try fixture.editablePage("/entries/\(entry)")
    let marker = "data-edit-key=\"\(key)\" data-edit-lang=\"\(lang)\""
    let after = try #require(page.range(of: marker)).upperBound
    let start = try #require(page.range(of: "data-edit-version=\"", range: after..<page.endIndex)).upperBound
    let version = String(page[start...].prefix { $0 != "\"" })
    let shown = try #require(page.range(of: ">\n", range: start..<page.endIndex)).upperBound
    let text = String(page[shown...].prefix { $0 != "<" })
    return ["lang": lang, "table": table, "key": key, "value": value ?? text, "version": version]
  }

  private func review(_ fixture: PreviewFixture) -> TableReview {
    TableReview(folder: fixture.localizations, table: "Groups", developmentLanguage: "en")
  }

  private func lines(_ fixture: PreviewFixture) throws -> [String] {
    try String(contentsOf: review(fixture).url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func savingTheEnglishTitleMakesItsKoreanTitleOutdatedAndSavingANewKoreanTitleClearsIt() throws {
    let fixture = try PreviewFixture()
    #expect(!FileManager.default.fileExists(atPath: review(fixture).url.path))
    let english = try post(fixture, "/api/edit/save", [try change(fixture, "group.full.title", "en", value: "The Group Is Full")])
    #expect(english.status == 200, "\(english.answer)")
    #expect(try review(fixture).outdated().map(\.translation) == [.init(key: "group.full.title", language: "ko")])
    let afterEnglish = try lines(fixture)
    #expect(afterEnglish.contains("group.full.title\tko\tThis Group Is Full"))

    let korean = try post(fixture, "/api/edit/save", [try change(fixture, "group.full.title", "ko", value: "그룹이 가득 찼어요")])
    #expect(korean.status == 200, "\(korean.answer)")
    #expect(try review(fixture).outdated().isEmpty)
    let afterKorean = try lines(fixture)
    #expect(afterKorean.count == afterEnglish.count)
    #expect(zip(afterEnglish, afterKorean).filter { $0 != $1 }.map(\.1) == ["group.full.title\tko\tThe Group Is Full"])
  }

  @Test func theEntryPageMarksAnOutdatedTranslationWithBothEnglishTextsAndStillRightClearsIt() throws {
    let fixture = try PreviewFixture()
    #expect(!(try fixture.editablePage("/entries/group.full")).contains("data-outdated"))
    #expect(try post(fixture, "/api/edit/save", [try change(fixture, "group.full.title", "en", value: "The Group Is Full")]).status == 200)
    let page = try fixture.editablePage("/entries/group.full")
    #expect(page.contains("data-outdated-key=\"group.full.title\" data-outdated-lang=\"ko\""))
    #expect(page.components(separatedBy: "data-outdated-key=").count == 2, "only the Korean title is outdated")
    #expect(page.contains("<del lang=\"en\" data-confirmed-text>This Group Is Full</del>"))
    #expect(page.contains("<ins lang=\"en\" data-today-text>The Group Is Full</ins>"))
    #expect(page.contains("data-action=\"still-right\""))

    // The development text is not confirmed; a Korean text changed since the page loaded is a conflict.
    let english = try post(fixture, "/api/edit/confirm", [try change(fixture, "group.full.title", "en")])
    #expect(english.status == 400)
    var stale = try change(fixture, "group.full.title", "ko")
    stale["version"] = "0"
    stale["value"] = "다른 글"
    #expect(try post(fixture, "/api/edit/confirm", [stale]).status == 409)
    #expect(try review(fixture).outdated().count == 1)

    let before = try Data(contentsOf: fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings"))
    let confirmed = try post(fixture, "/api/edit/confirm", [try change(fixture, "group.full.title", "ko")])
    #expect(confirmed.status == 200, "\(confirmed.answer)")
    #expect(confirmed.answer["outcome"] as? String == "confirmed")
    #expect(try review(fixture).outdated().isEmpty)
    #expect(
      try Data(contentsOf: fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")) == before, "the table is not written")
    #expect(!(try fixture.editablePage("/entries/group.full")).contains("data-outdated-key="))
  }

  @Test func aConfirmationMadeOutsideThePreviewReloadsItsFindings() throws {
    let fixture = try PreviewFixture()
    #expect(try post(fixture, "/api/edit/save", [try change(fixture, "group.full.title", "en", value: "The Group Is Full")]).status == 200)
    #expect(try fixture.editablePage("/entries/group.full").contains("translation-outdated"))
    // As `copydeck confirm` does: only the review file changes.
    try review(fixture).confirm([.init(key: "group.full.title", language: "ko")])
    let deadline = Date().addingTimeInterval(20)
    while try fixture.editablePage("/entries/group.full").contains("translation-outdated"), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(!(try fixture.editablePage("/entries/group.full")).contains("translation-outdated"))
  }

  @Test func concurrentSavesAndCommandLineWritesLoseNoReviewLine() throws {
    let fixture = try PreviewFixture()
    let keys = ["group.full.title", "group.full.message", "group.full.button.ok"]
    let saves = try keys.map { key in try request(fixture, "/api/edit/save", [try change(fixture, key, "en", value: "New \(key)")]) }
    let port = fixture.server.port
    let korean = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    let reviewed = review(fixture)
    let failures = Mutex(0)
    // Three English saves through the preview and three Korean writes as `copydeck set` makes them, all at once.
    DispatchQueue.concurrentPerform(iterations: 6) { index in
      do {
        if index < 3 {
          if try RawHTTPClient.parse(RawHTTPClient(port: port).sendRaw(saves[index])).status != 200 { failures.withLock { $0 += 1 } }
        } else {
          let key = ["group.leave.title", "group.leave.message", "group.leave.button.leave"][index - 3]
          _ = try StringsEditor.edit(fileAt: korean, review: reviewed) { editor in try editor.setValue("새 \(key)", forKey: key) }
        }
      } catch {
        failures.withLock { $0 += 1 }
      }
    }
    #expect(failures.withLock { $0 } == 0)
    let outdated = try reviewed.outdated()
    #expect(Set(outdated.map(\.translation.key)) == Set(keys))
    #expect(outdated.first { $0.translation.key == "group.full.title" }?.confirmed == "This Group Is Full")
    #expect(try reviewed.read().confirmed.count == 7, "a line for every Korean translation")
  }

  @Test func aStringCatalogSourceSavedMarksItsTranslationNeedsReviewUntilStillRight() throws {
    let fixture = try PreviewFixture(copy: PreviewFixture.fixtures.appendingPathComponent("StringCatalogCopy"))
    let catalog = fixture.localizations.appendingPathComponent("Preview.xcstrings")
    func state() throws -> TranslationState? {
      try StringCatalogParser.parse(Data(contentsOf: catalog), file: catalog.path)
        .state(ofKey: "account.notSignedIn.title", language: "ko", form: FormPath([]))
    }
    func title(_ lang: String, value: String? = nil) throws -> [String: String] {
      try change(fixture, "account.notSignedIn.title", lang, value: value, entry: "account.notSignedIn", table: "Preview")
    }
    let saved = try post(fixture, "/api/edit/save", [try title("en", value: "Sign In First")], entry: "account.notSignedIn")
    #expect(saved.status == 200, "\(saved.answer)")
    #expect(try state() == .needsReview, "as Xcode marks a translation whose source changed")
    let page = try fixture.editablePage("/entries/account.notSignedIn")
    #expect(page.contains("data-outdated-key=\"account.notSignedIn.title\" data-outdated-lang=\"ko\""))
    #expect(page.contains("<ins lang=\"en\" data-today-text>Sign In First</ins>"))

    let confirmed = try post(fixture, "/api/edit/confirm", [try title("ko")], entry: "account.notSignedIn")
    #expect(confirmed.status == 200, "\(confirmed.answer)")
    #expect(try state() == .translated, "as Xcode's Mark as Reviewed")
    #expect(!(try fixture.editablePage("/entries/account.notSignedIn")).contains("data-outdated-key="))
  }
}
