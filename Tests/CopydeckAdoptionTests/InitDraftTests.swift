import Copydeck
import CopydeckFiles
import CopydeckPreview
import Foundation
import Testing

@testable import CopydeckAdoption

/// `copydeck init`'s drafting on fixture apps written in each naming style (`Fixtures/apps/<style>`).
@Suite struct InitDraftTests {
  static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/apps")

  /// An entry as the tests compare it: id, kind, category, keys in display order, and each button's id and role.
  struct Drafted: Equatable, CustomStringConvertible {
    var id: String
    var kind: EntryKind
    var category: EntryCategory
    var keys: [String]
    var buttons: [String]

    init(_ id: String, _ kind: EntryKind, _ category: EntryCategory, keys: [String], buttons: [String]) {
      (self.id, self.kind, self.category, self.keys, self.buttons) = (id, kind, category, keys, buttons)
    }

    init(_ entry: EntryDefinition) {
      self.init(
        entry.id, entry.kind, entry.category, keys: entry.keys,
        buttons: entry.buttons.map { "\($0.id):\($0.role.rawValue)\($0.preferred ? "*" : "")" })
    }

    var description: String { "\(id) \(kind) \(category) \(keys) \(buttons)" }
  }

  static func draft(_ app: String) throws -> ManifestDraft {
    try ManifestDraft.draft(try LocalizationsFolder.scan(apps.appendingPathComponent(app)))
  }

  @Test func snakeCase() throws {
    let draft = try Self.draft("snake")
    #expect(
      draft.entries.map { Drafted($0.definition) } == [
        Drafted(
          "confirm.delete", .confirm, .confirmation,
          keys: ["delete_alert_title", "delete_alert_message", "delete_alert_cancel", "delete_alert_button_delete"],
          buttons: ["cancel:cancel", "delete:destructive"]),
        Drafted(
          "error.network", .errorScreen, .common, keys: ["network_error_title", "network_error_message", "network_error_retry_button"],
          buttons: ["retry:default*"]),
        Drafted(
          "alert.uploadFailed", .alert, .publishing,
          keys: ["upload_failed_alert_title", "upload_failed_alert_message", "upload_failed_alert_ok"], buttons: ["ok:default*"]),
      ])
    #expect(draft.manifest.commonFailure == "error.network")
    #expect(draft.entries.allSatisfy { $0.style == .snakeCase })
    // The arguments come from the specifiers, in position order, with a sample in each language.
    let upload = try #require(draft.manifest.entry(id: "alert.uploadFailed"))
    #expect(upload.arguments.map(\.format) == ["%d", "%d", "%@"])
    #expect(upload.arguments.last?.samples == ["en": "Alex", "ko": "민지"])
    // The translator comment above the title becomes the note; without one the note says to write it.
    #expect(draft.manifest.entry(id: "confirm.delete")?.note == "Shown before a photo is deleted for good.")
    #expect(draft.entries[1].review.contains { $0.hasPrefix("write the note") })
    // A title and a message without buttons under a stem that says neither alert nor error is a screen's text.
    #expect(draft.skipped.contains { $0.contains("onboarding_title, onboarding_message") })
    #expect(draft.otherKeyCount == 3)
  }

  @Test func dotted() throws {
    let draft = try Self.draft("dotted")
    #expect(
      draft.entries.map { Drafted($0.definition) } == [
        Drafted(
          "alert.signOut", .confirm, .confirmation,
          keys: ["alert.signOut.title", "alert.signOut.message", "alert.signOut.button.cancel", "alert.signOut.button.signOut"],
          buttons: ["cancel:cancel", "signOut:destructive"]),
        Drafted(
          "error.sessionExpired", .alert, .account,
          keys: ["error.sessionExpired.title", "error.sessionExpired.message", "error.sessionExpired.button.signIn"],
          buttons: ["signIn:default*"]),
        Drafted(
          "photo.share", .confirm, .confirmation,
          keys: ["photo.share.title", "photo.share.message", "photo.share.button.cancel", "photo.share.button.share"],
          buttons: ["cancel:cancel", "share:default*"]),
      ])
    // Keys that are already Copydeck's derived keys need no "keys" object.
    #expect(draft.entries.allSatisfy { $0.definition.explicitKeys.isEmpty })
    #expect(!draft.json.contains("\"keys\""))
  }

  @Test func camelCase() throws {
    let draft = try Self.draft("camel")
    #expect(
      draft.entries.map { Drafted($0.definition) } == [
        Drafted(
          "confirm.discardDraft", .confirm, .confirmation,
          keys: ["discardDraftAlertTitle", "discardDraftAlertMessage", "discardDraftAlertCancel", "discardDraftAlertDiscardButton"],
          buttons: ["cancel:cancel", "discard:destructive"]),
        Drafted(
          "error.noConnection", .errorScreen, .common,
          keys: ["noConnectionErrorTitle", "noConnectionErrorMessage", "noConnectionErrorButtonRetry"], buttons: ["retry:default*"]),
      ])
  }

  @Test func keysThatAreTheEnglishText() throws {
    let draft = try Self.draft("english")
    #expect(
      draft.entries.map { Drafted($0.definition) } == [
        Drafted(
          "confirm.deletePhoto", .confirm, .confirmation,
          keys: ["Delete this photo?", "It will be removed from all your devices.", "Cancel", "Delete"],
          buttons: ["cancel:cancel", "delete:destructive"]),
        Drafted(
          "alert.albumNotAvailable", .alert, .business,
          keys: ["Album Not Available", "The owner may have stopped sharing it.", "OK"], buttons: ["ok:default*"]),
      ])
    #expect(draft.entries.allSatisfy { $0.review.contains { $0.hasPrefix("grouped by position") } })
  }

  /// `.stringsdict` keys join the `.strings` keys of their table; a shared Cancel and OK are linked, one key for
  /// several entries.
  @Test func stringsdictKeysAndSharedLabels() throws {
    let draft = try Self.draft("stringsdict")
    #expect(
      draft.entries.map { Drafted($0.definition) } == [
        Drafted(
          "photos.delete", .confirm, .confirmation,
          keys: ["photos.delete.title", "photos.delete.message", "common.cancel", "photos.delete.button.delete"],
          buttons: ["cancel:cancel", "delete:destructive"]),
        Drafted(
          "album.leave", .confirm, .confirmation,
          keys: ["album.leave.title", "album.leave.message", "common.cancel", "album.leave.button.leave"],
          buttons: ["cancel:cancel", "leave:destructive"]),
        Drafted(
          "error.uploadFailed", .alert, .common,
          keys: ["error.uploadFailed.title", "error.uploadFailed.message", "common.ok"], buttons: ["ok:default*"]),
        Drafted(
          "comment.delete", .confirm, .confirmation,
          keys: ["comment.delete.title", "comment.delete.message", "common.cancel", "common.delete"],
          buttons: ["cancel:cancel", "delete:destructive"]),
        // "Remove" is only a menu's (favorite.menu.remove, no word says shared): not linked, so the usual OK.
        Drafted(
          "alert.device.remove", .alert, .business, keys: ["alert.device.remove.title", "alert.device.remove.message", "common.ok"],
          buttons: ["ok:default*"]),
      ])
    let comment = try #require(draft.entries.first { $0.definition.id == "comment.delete" })
    #expect(comment.reasons.contains { $0.contains("the shared label common.delete (\"Delete\" / \"삭제\"): the title says 'delete'") })
    let photos = try #require(draft.entries.first)
    #expect(photos.reasons.contains { $0.contains("the shared label common.cancel (\"Cancel\" / \"취소\")") })
    #expect(photos.review.contains("common.cancel is a shared label, linked by its text: check that this alert shows it"))
    // The plural message reads as its other form, so its count becomes an argument.
    #expect(draft.manifest.entry(id: "photos.delete")?.arguments.map(\.format) == ["%d"])
    #expect(draft.manifest.entry(id: "error.uploadFailed")?.arguments.map(\.format) == ["%d"])
    // A message alone under a stem that says alert is that alert's message (its title is kept elsewhere), not
    // an inline error (DuckDuckGo's alert.unable-to-…-description).
    #expect(draft.otherKeyCount == 2, "alert.sync-failed-description and favorite.menu.remove are left to the app")
  }

  /// A String Catalog app: its plain and plural keys, and its shared Cancel.
  @Test func stringCatalog() throws {
    let draft = try Self.draft("catalog")
    #expect(
      draft.entries.map { Drafted($0.definition) } == [
        Drafted(
          "confirm.deleteAccount", .confirm, .confirmation,
          keys: ["delete_account_alert_title", "delete_account_alert_message", "button_cancel", "delete_account_alert_button_delete"],
          buttons: ["cancel:cancel", "delete:destructive"]),
        Drafted(
          "error.sync", .errorScreen, .common, keys: ["sync_error_title", "sync_error_message", "sync_error_retry_button"],
          buttons: ["retry:default*"]),
      ])
    #expect(draft.manifest.developmentLanguage == "en" && draft.manifest.languages == ["en", "ko"])
    #expect(draft.manifest.entry(id: "confirm.deleteAccount")?.note == "Asks before the account and its posts are deleted.")
    #expect(draft.manifest.entry(id: "confirm.deleteAccount")?.arguments.map(\.format) == ["%lld"])
    #expect(draft.otherKeyCount == 1, "welcome_title is the app's own")
  }

  /// Keys that are English text are grouped by their order only in a `.strings` file: a String Catalog sorts its
  /// keys, and a key with punctuation but no space (`component::todo::title`) is an identifier, not text.
  @Test func positionSaysNothingInACatalogOrForIdentifierKeys() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-init-order-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let texts = ["Album Not Available", "The owner may have stopped sharing it.", "OK"]
    func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
    let strings = Dictionary(uniqueKeysWithValues: texts.map { ($0, ["localizations": ["en": unit($0)]] as [String: Any]) })
    try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "strings": strings, "version": "1.0"], options: .sortedKeys)
      .write(to: folder.appendingPathComponent("Catalog.xcstrings"))
    let identifiers = zip(["component::album::title", "component::album::text", "state::ok"], texts).map { "\"\($0)\" = \"\($1)\";\n" }
    try Data(identifiers.joined().utf8).write(to: folder.appendingPathComponent("en.lproj/Core.strings"))
    #expect(throws: ManifestDraft.Failure.self) { try ManifestDraft.draft(try LocalizationsFolder.scan(folder)) }
    // The same keys in a .strings file, in this order, are one alert.
    try Data(texts.map { "\"\($0)\" = \"\($0)\";\n" }.joined().utf8).write(to: folder.appendingPathComponent("en.lproj/Core.strings"))
    #expect(try ManifestDraft.draft(try LocalizationsFolder.scan(folder)).entries.map(\.definition.keys) == [texts])
  }

  /// A String Catalog beside stale `.lproj` copies of its table (ownCloud's) is defined twice and not read; the
  /// copies are translations, so the draft does not make the first of them the development language.
  @Test func aCatalogDefinedTwiceIsNotReplacedByItsTranslations() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-init-twice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("bg.lproj"), withIntermediateDirectories: true)
    let texts = [
      ("draft.delete.title", "Delete Draft?", "Изтриване на чернова?"),
      ("draft.delete.message", "It will be gone for good.", "Ще изчезне завинаги."),
      ("draft.delete.cancel", "Cancel", "Отказ"),
      ("draft.delete.delete", "Delete", "Изтриване"),
    ]
    func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
    let strings = Dictionary(uniqueKeysWithValues: texts.map { ($0.0, ["localizations": ["en": unit($0.1)]] as [String: Any]) })
    try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "strings": strings, "version": "1.0"], options: .sortedKeys)
      .write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    try Data(texts.map { "\"\($0.0)\" = \"\($0.2)\";\n" }.joined().utf8)
      .write(to: folder.appendingPathComponent("bg.lproj/Localizable.strings"))
    #expect {
      try ManifestDraft.draft(try LocalizationsFolder.scan(folder))
    } throws: { error in
      let text = (error as? ManifestDraft.Failure)?.description ?? ""
      return text.hasPrefix("Localizable.xcstrings holds the development language, en, but is not read (")
        && text.contains("the tables left (bg) are translations")
    }
    // Asked for, the translations are drafted from.
    #expect(try ManifestDraft.draft(try LocalizationsFolder.scan(folder), developmentLanguage: "bg").manifest.developmentLanguage == "bg")
    // Without the stale copy, the catalog is read and English is the development language.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("bg.lproj"))
    #expect(try ManifestDraft.draft(try LocalizationsFolder.scan(folder)).manifest.developmentLanguage == "en")
  }

  @Test func koreanTextDecidesARoleTheEnglishDoesNot() {
    #expect(CopyGuess.role(id: "x", english: "Yes, Go Ahead", korean: "삭제하기").role == .destructive)
    #expect(CopyGuess.role(id: "x", english: nil, korean: "취소").role == .cancel)
    #expect(CopyGuess.role(id: "x", english: "Remove Member", korean: nil).role == .destructive)
    #expect(CopyGuess.role(id: "x", english: "Keep Editing", korean: "계속 편집").role == .default)
  }

  @Test func keyNamesSplitIntoStemAndPart() throws {
    let cases: [(String, String, AlertPart)] = [
      ("delete_alert_title", "delete_alert", .title),
      ("deleteAlertMessage", "deleteAlert", .message),
      ("alert.delete.button.ok", "alert.delete", .button("ok")),
      ("delete_alert_sign_out", "delete_alert", .button("signOut")),
      ("logout_confirm_logout_btn", "logout_confirm", .button("logout")),
      ("error.network.body", "error.network", .message),
    ]
    for (key, stem, part) in cases {
      let name = try #require(KeyName(key), "\(key) names no part")
      #expect(name.stem == stem, "\(key)")
      #expect(name.part == part, "\(key)")
    }
    #expect(KeyName("settings") == nil)
    #expect(KeyName("profile_greeting") == nil)
  }

  @Test(arguments: ["snake", "dotted", "camel", "english", "stringsdict", "catalog"])
  func theDraftLoadsAndThePreviewServesIt(app: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-init-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: Self.apps.appendingPathComponent(app), to: folder)
    let before = try tableBytes(folder)
    let draft = try ManifestDraft.draft(try LocalizationsFolder.scan(folder))
    try Data(draft.json.utf8).write(to: folder.appendingPathComponent("catalog.json"))
    let catalog = try Catalog.load(from: folder)
    #expect(catalog.entries.count == draft.entries.count)
    let samples = { (entry: EntryDefinition) -> [CopyArgument] in
      entry.arguments.map { argument in
        let sample = argument.samples["ko"] ?? ""
        return argument.format == "%@" ? .text(sample) : .integer(Int(sample) ?? 0)
      }
    }
    for entry in catalog.entries {
      let korean = catalog.resolve(id: entry.id, locale: "ko", arguments: samples(entry))
      #expect(korean.id == entry.id && korean.language == "ko", "\(entry.id) resolves whole in Korean")
    }
    let server = try PreviewServer(localizations: folder, publicDirectory: folder, port: 0)
    defer { server.stop() }
    let first = try #require(catalog.entries.first)
    let response = try RawHTTPClient(port: server.port).get("/api/entries/\(first.id)?lang=ko")
    #expect(response.status == 200)
    let copy = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    #expect(copy["title"] as? String == catalog.resolve(id: first.id, locale: "ko", arguments: samples(first)).title)
    #expect(try tableBytes(folder) == before, "init never changes the app's tables")
  }

  /// Every file under `folder` but the draft, and its bytes.
  private func tableBytes(_ folder: URL) throws -> [String: Data] {
    var bytes: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if path != "catalog.json", FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        bytes[path] = try Data(contentsOf: url)
      }
    }
    #expect(!bytes.isEmpty)
    return bytes
  }
}
