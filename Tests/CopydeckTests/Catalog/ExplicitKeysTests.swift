import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// Entries that name their own keys (`"keys"`), share a key with another entry, and live in a table with the app's
/// own strings (`Fixtures/Catalog/shared-keys`).
@Suite struct ExplicitKeysTests {
  static let catalog: Catalog = {
    do {
      return try Catalog.load(from: CatalogFixtures.url("shared-keys"))
    } catch {
      fatalError("the shared-keys fixture must load: \(error)")
    }
  }()

  @Test func explicitKeysReplaceTheDerivedOnesPartByPart() throws {
    let delete = try #require(Self.catalog.entry(id: "photo.delete"))
    #expect(delete.keys == ["delete_alert_title", "delete_alert_message", "cancel", "delete_button"])
    let discard = try #require(Self.catalog.entry(id: "draft.discard"))
    #expect(discard.keys == ["draft.discard.title", "draft.discard.message", "cancel", "draft.discard.button.discard"])
  }

  @Test func anEntryWithoutKeysKeepsItsDerivedKeys() throws {
    let manifest = try CatalogFixtures.manifest(CatalogManifestTests.manifest(entries: ""))
    #expect(manifest.entries[0].keys == ["common.unknown.title", "common.unknown.message", "common.unknown.button.retry"])
    #expect(manifest.entries[0].explicitKeys.isEmpty)
  }

  @Test func resolvesThroughExplicitKeys() {
    let korean = Self.catalog.resolve(id: "photo.delete", locale: "ko-KR")
    #expect(korean.id == "photo.delete")
    #expect(korean.language == "ko")
    #expect(korean.title == "이 사진을 삭제할까요?")
    #expect(korean.message == "모든 기기에서 사라져요.")
    #expect(korean.buttons.map(\.label) == ["취소", "삭제"])
  }

  @Test func twoEntriesReadTheSameSharedKey() {
    for locale in ["en", "ko"] {
      let delete = Self.catalog.resolve(id: "photo.delete", locale: locale)
      let discard = Self.catalog.resolve(id: "draft.discard", locale: locale)
      #expect(delete.buttons.first?.label == discard.buttons.first?.label)
      #expect(delete.buttons.first?.label == (locale == "ko" ? "취소" : "Cancel"))
      #expect(discard.buttons.last?.label == (locale == "ko" ? "버리기" : "Discard"))
    }
  }

  @Test func theAppsOwnStringsAreNeverEntries() {
    #expect(Self.catalog.entry(id: "settings_header") == nil)
    let unknown = Self.catalog.resolve(id: "settings_header", locale: "ko")
    #expect(unknown.id == "common.unknown", "an id that is only an app string falls back to the common failure")
    #expect(unknown.title == "문제가 생겼어요")
  }

  @Test func theShippedCatalogOwnsItsTables() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Localizations/catalog.json")
    let manifest = try CatalogManifest.load(contentsOf: root)
    #expect(Set(manifest.entries.map(\.table)).allSatisfy(manifest.owns(table:)))
  }

  @Test(arguments: [
    (
      #"{"id": "x.y", "kind": "inline", "category": "validation", "table": "T", "note": "n", "keys": {"title": "t"}}"#,
      "catalog.json:8:108: error: entry 'x.y': an inline entry has no title"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "message": false, "keys": {"message": "m"}}"#,
      "catalog.json:8:125: error: entry 'x.y': the entry has \"message\": false"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "keys": {"buttons": {"ok": "ok"}}}"#,
      "catalog.json:8:108: error: entry 'x.y': unknown field 'ok'"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "keys": {"title": ""}}"#,
      "catalog.json:8:105: error: entry 'x.y': the key of 'title' is empty"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "keys": {"title": "k", "message": "k"}}"#,
      "catalog.json:8:95: error: entry 'x.y': two parts of the entry use the key 'k'"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "keys": {"titel": "k"}}"#,
      "catalog.json:8:96: error: entry 'x.y': unknown field 'titel'"
    ),
  ])
  func invalidKeysNameTheProblem(record: String, expected: String) {
    do {
      _ = try CatalogFixtures.manifest(CatalogManifestTests.manifest(entries: record))
      Issue.record("the manifest loaded")
    } catch {
      #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
    }
  }

  @Test func ownedTablesAreListedOnce() {
    let json = CatalogManifestTests.manifest(entries: "").replacingOccurrences(
      of: "\"commonFailure\": \"common.unknown\",",
      with: "\"commonFailure\": \"common.unknown\", \"ownedTables\": [\"Common\", \"Common\"],")
    #expect { try CatalogFixtures.manifest(json) } throws: { error in
      (error as? ManifestError)?.message == "lists 'Common' twice"
    }
  }
}
