import CopydeckFiles
import CopydeckPreview
import Foundation
import Testing

/// Saving from the preview over real sockets: only this run's pages, with the secret, through the right Host, with
/// a well-formed body, may write — and a refused write changes no byte.
@Suite struct EditingSecurityTests {
  /// Every byte of every file under `folder`, by relative path.
  private func bytes(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
    for case let url as URL in enumerator where !url.hasDirectoryPath {
      files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
    }
    return files
  }

  /// The run's secret, read from the address the server prints.
  private func secret(_ fixture: PreviewFixture) throws -> String {
    let address = try #require(fixture.server.editAddress)
    return String(try #require(address.split(separator: "=").last))
  }

  private func cookie(_ fixture: PreviewFixture, _ value: String) -> String {
    "Cookie: copydeck-edit-\(fixture.server.port)=\(value)\r\n"
  }

  /// A `POST` of `body` with the given extra header lines (and the server's own Host unless `host` is given).
  private func post(
    _ fixture: PreviewFixture, _ path: String = "/api/edit/save", body: [UInt8], headers: String, host: String? = nil,
    contentType: String = "application/json"
  ) throws -> RawHTTPClient.Response {
    let head =
      "POST \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(fixture.server.port)")\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\(headers)Connection: close\r\n\r\n"
    return try RawHTTPClient.parse(fixture.client.sendRaw(Array(head.utf8) + body))
  }

  private func saveBody(
    key: String = "group.full.title", value: String, version: String, lang: String = "ko", table: String = "Groups", confirm: Bool = false
  ) throws -> [UInt8] {
    let object: [String: Any] = [
      "entry": String(key.split(separator: ".").prefix(2).joined(separator: ".")), "confirm": confirm,
      "changes": [["lang": lang, "table": table, "key": key, "value": value, "version": version]],
    ]
    return Array(try JSONSerialization.data(withJSONObject: object))
  }

  /// The version the entry page shows for `key` in `lang`.
  private func version(_ fixture: PreviewFixture, entry: String, key: String, lang: String = "ko", secret: String) throws -> String {
    let page = try fixture.client.send(
      "GET /entries/\(entry) HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\n\(cookie(fixture, secret))Connection: close\r\n\r\n"
    ).text
    let marker = "data-edit-key=\"\(key)\" data-edit-lang=\"\(lang)\""
    let after = try #require(page.range(of: marker)).upperBound
    let versionStart = try #require(page.range(of: "data-edit-version=\"", range: after..<page.endIndex)).upperBound
    return String(page[versionStart...].prefix { $0 != "\"" })
  }

  @Test func theSecretAddressSetsAStrictCookieAndRedirectsWithoutTheSecret() throws {
    let fixture = try PreviewFixture()
    let secret = try secret(fixture)
    let response = try fixture.client.get("/entries/group.full?edit=\(secret)&lang=ko")
    #expect(response.status == 303)
    #expect(response.headers["location"] == "/entries/group.full?lang=ko")
    let setCookie = try #require(response.headers["set-cookie"])
    #expect(setCookie == "copydeck-edit-\(fixture.server.port)=\(secret); Path=/; HttpOnly; SameSite=Strict")
    let wrong = try fixture.client.get("/?edit=not-the-secret")
    #expect(wrong.status == 303)
    #expect(wrong.headers["set-cookie"] == nil)
  }

  @Test func aSaveWithTheSecretFromItsOwnPageWritesExactlyThatValue() throws {
    let fixture = try PreviewFixture()
    let secret = try secret(fixture)
    let before = try bytes(of: fixture.localizations)
    let version = try version(fixture, entry: "group.full", key: "group.full.title", secret: secret)
    let response = try post(
      fixture, body: saveBody(value: "자리가 \"없어요\"\n다음에 와요", version: version),
      headers: cookie(fixture, secret) + "Origin: http://127.0.0.1:\(fixture.server.port)\r\nSec-Fetch-Site: same-origin\r\n")
    #expect(response.status == 200, "\(response.text)")
    var after = try bytes(of: fixture.localizations)
    let table = "/ko.lproj/Groups.strings"
    let expected = String(decoding: before[table]!, as: UTF8.self).replacingOccurrences(
      of: "\"그룹 인원이 가득 찼어요\"", with: "\"자리가 \\\"없어요\\\"\\n다음에 와요\"")
    #expect(after[table] == Data(expected.utf8))
    after[table] = before[table]
    // The first write of a translated table records its review state beside it (docs/review-state.md).
    #expect(after.removeValue(forKey: "/Groups.copydeck-review") != nil)
    #expect(after == before)
  }

  @Test func refusedWritesChangeNoByte() throws {
    let fixture = try PreviewFixture()
    let port = fixture.server.port
    let secret = try secret(fixture)
    let before = try bytes(of: fixture.localizations)
    let version = try version(fixture, entry: "group.full", key: "group.full.title", secret: secret)
    let good = try saveBody(value: "바뀌면 안 돼요", version: version)
    let own = "Origin: http://127.0.0.1:\(port)\r\n"
    let cases: [(String, RawHTTPClient.Response, Int)] = [
      ("no secret", try post(fixture, body: good, headers: own), 403),
      ("wrong secret", try post(fixture, body: good, headers: own + cookie(fixture, String(secret.reversed()))), 403),
      ("foreign Origin", try post(fixture, body: good, headers: cookie(fixture, secret) + "Origin: https://evil.example\r\n"), 403),
      ("null Origin", try post(fixture, body: good, headers: cookie(fixture, secret) + "Origin: null\r\n"), 403),
      ("cross-site", try post(fixture, body: good, headers: cookie(fixture, secret) + "Sec-Fetch-Site: cross-site\r\n"), 403),
      ("same-site other port", try post(fixture, body: good, headers: cookie(fixture, secret) + "Sec-Fetch-Site: same-site\r\n"), 403),
      ("foreign Host", try post(fixture, body: good, headers: cookie(fixture, secret), host: "evil.example"), 403),
      ("form post", try post(fixture, body: good, headers: own + cookie(fixture, secret), contentType: "text/plain"), 415),
      ("not JSON", try post(fixture, body: Array("entry=group.full".utf8), headers: own + cookie(fixture, secret)), 400),
      ("not UTF-8", try post(fixture, body: [0x7B, 0xFF, 0xFE, 0x7D], headers: own + cookie(fixture, secret)), 400),
      (
        "unknown key",
        try post(fixture, body: saveBody(key: "group.full.nothing", value: "x", version: version), headers: own + cookie(fixture, secret)),
        400
      ),
      (
        "another entry's key",
        try post(
          fixture,
          body: saveBody(key: "group.leave.title", value: "x", version: version).replacing(
            Array("group.leave\"".utf8), with: Array("group.full\"".utf8)), headers: own + cookie(fixture, secret)), 400
      ),
      (
        "unknown language",
        try post(fixture, body: saveBody(value: "x", version: version, lang: "fr"), headers: own + cookie(fixture, secret)), 400
      ),
      (
        "unknown table",
        try post(fixture, body: saveBody(value: "x", version: version, table: "../../secret"), headers: own + cookie(fixture, secret)), 400
      ),
      (
        "no version",
        try post(
          fixture, body: saveBody(value: "x", version: version).replacing(Array("\"version\"".utf8), with: Array("\"versio\"".utf8)),
          headers: own + cookie(fixture, secret)), 400
      ),
      (
        "too large",
        try post(
          fixture, body: saveBody(value: String(repeating: "가", count: 40_000), version: version), headers: own + cookie(fixture, secret)),
        413
      ),
    ]
    for (name, response, status) in cases {
      #expect(response.status == status, "\(name): \(response.status) \(response.text)")
    }
    #expect(try bytes(of: fixture.localizations) == before)
  }

  @Test func aValueChangedOnDiskSinceThePageLoadedIsAConflictWithBothTexts() throws {
    let fixture = try PreviewFixture()
    let secret = try secret(fixture)
    let version = try version(fixture, entry: "group.full", key: "group.full.title", secret: secret)
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    let theirs = try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "다른 사람이 고쳤어요")
    try Data(theirs.utf8).write(to: table)
    let headers = cookie(fixture, secret) + "Origin: http://127.0.0.1:\(fixture.server.port)\r\n"
    let response = try post(fixture, body: saveBody(value: "내가 고쳤어요", version: version), headers: headers)
    #expect(response.status == 409)
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    let conflict = try #require((answer["conflicts"] as? [[String: Any]])?.first)
    #expect(conflict["mine"] as? String == "내가 고쳤어요")
    #expect(conflict["theirs"] as? String == "다른 사람이 고쳤어요")
    #expect(try String(contentsOf: table, encoding: .utf8) == theirs)
    // Keep mine: the same save against their version goes through.
    let kept = try post(fixture, body: saveBody(value: "내가 고쳤어요", version: try #require(conflict["version"] as? String)), headers: headers)
    #expect(kept.status == 200)
    #expect(try String(contentsOf: table, encoding: .utf8) == theirs.replacingOccurrences(of: "다른 사람이 고쳤어요", with: "내가 고쳤어요"))
  }

  @Test func aSaveThatAddsAnErrorAsksForConfirmationFirst() throws {
    let fixture = try PreviewFixture()
    let secret = try secret(fixture)
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    let before = try Data(contentsOf: table)
    let version = try version(fixture, entry: "group.leave", key: "group.leave.title", secret: secret)
    let headers = cookie(fixture, secret) + "Origin: http://127.0.0.1:\(fixture.server.port)\r\n"
    let dropped = try saveBody(key: "group.leave.title", value: "그룹에서 나갈까요?", version: version)
    let asked = try post(fixture, body: dropped, headers: headers)
    #expect(asked.status == 422)
    #expect(asked.text.contains("format-mismatch"))
    #expect(try Data(contentsOf: table) == before)
    let confirmed = try post(
      fixture, body: saveBody(key: "group.leave.title", value: "그룹에서 나갈까요?", version: version, confirm: true), headers: headers)
    #expect(confirmed.status == 200)
    #expect(try String(contentsOf: table, encoding: .utf8).contains("\"group.leave.title\" = \"그룹에서 나갈까요?\";"))
  }

  @Test func concurrentSavesOfDifferentKeysOfOneTableKeepThemAll() throws {
    let fixture = try PreviewFixture()
    let secret = try secret(fixture)
    let headers = cookie(fixture, secret) + "Origin: http://127.0.0.1:\(fixture.server.port)\r\n"
    let keys = [
      ("group.full", "group.full.title"), ("group.full", "group.full.message"), ("group.full", "group.full.button.ok"),
      ("group.leave", "group.leave.message"), ("group.leave", "group.leave.button.leave"),
    ]
    let bodies = try keys.enumerated().map { index, pair in
      try saveBody(key: pair.1, value: "동시에 고친 값 \(index)", version: version(fixture, entry: pair.0, key: pair.1, secret: secret))
    }
    let statuses = Locked<[Int]>([])
    nonisolated(unsafe) let shared = fixture  // only read by the threads: its port and client
    DispatchQueue.concurrentPerform(iterations: bodies.count) { index in
      let response = try? post(shared, body: bodies[index], headers: headers)
      statuses.withLock { $0.append(response?.status ?? 0) }
      if response?.status != 200 { Issue.record("\(keys[index].1): \(response?.text ?? "no answer")") }
    }
    #expect(statuses.withLock { $0 } == Array(repeating: 200, count: keys.count))
    let text = try String(contentsOf: fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings"), encoding: .utf8)
    for (index, (_, key)) in keys.enumerated() { #expect(text.contains("\"\(key)\" = \"동시에 고친 값 \(index)\";"), "\(key) was lost") }
  }

  @Test func readOnlyServesNoEditorAndRefusesEverySave() throws {
    let fixture = try PreviewFixture(editing: .never)
    #expect(fixture.server.editAddress == nil)
    let before = try bytes(of: fixture.localizations)
    let page = try fixture.client.get("/entries/group.full")
    #expect(page.status == 200)
    #expect(!page.text.contains("data-edit-key"))
    #expect(try fixture.client.get("/?edit=anything").headers["set-cookie"] == nil)
    let response = try post(
      fixture, body: saveBody(value: "x", version: "absent"), headers: "Origin: http://127.0.0.1:\(fixture.server.port)\r\n")
    #expect(response.status == 403)
    #expect(response.text.contains("Editing is off"))
    #expect(try bytes(of: fixture.localizations) == before)
  }

  @Test func editingIsOnForLoopbackOnlyUnlessAskedFor() {
    let automatic = EditingMode.loopbackOnly
    #expect(
      automatic.allowsEditing(onHost: "127.0.0.1") && automatic.allowsEditing(onHost: "::1") && automatic.allowsEditing(onHost: "localhost")
    )
    #expect(!automatic.allowsEditing(onHost: "0.0.0.0") && !automatic.allowsEditing(onHost: "192.168.1.20"))
    #expect(EditingMode.always.allowsEditing(onHost: "0.0.0.0"))
    #expect(!EditingMode.never.allowsEditing(onHost: "127.0.0.1"))
  }

  @Test func theLockedPageSaysHowToUnlockAndTheUnlockedOneDoesNot() throws {
    let fixture = try PreviewFixture()
    let locked = try fixture.client.get("/entries/group.full").text
    #expect(locked.contains("data-edit=\"locked\"") && locked.contains("data-edit-locked"))
    let ready = try fixture.client.send(
      "GET /entries/group.full HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.server.port)\r\n\(cookie(fixture, try secret(fixture)))Connection: close\r\n\r\n"
    ).text
    #expect(ready.contains("data-edit=\"ready\"") && !ready.contains("data-edit-locked"))
    #expect(ready.contains("data-edit-key=\"group.full.title\" data-edit-lang=\"ko\" data-edit-table=\"Groups\""))
  }
}
