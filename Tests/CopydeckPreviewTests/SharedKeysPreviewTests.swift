import CopydeckPreview
import Foundation
import Testing

/// The preview of a catalog whose entries name their own keys, share one, and live beside the app's own strings.
@Suite struct SharedKeysPreviewTests {
  @Test func servesEntriesThroughTheirExplicitKeysAndNeverTheAppsStrings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-shared-keys-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CopydeckTests/Fixtures/Catalog/shared-keys")
    try FileManager.default.copyItem(at: fixture, to: folder)
    let server = try PreviewServer(
      localizations: folder, publicDirectory: PreviewFixture.fixtures.appendingPathComponent("public"), port: 0)
    defer { server.stop() }
    let client = RawHTTPClient(port: server.port)
    let api = try client.get("/api/entries/photo.delete?lang=ko")
    #expect(api.status == 200)
    let copy = try #require(try JSONSerialization.jsonObject(with: Data(api.body)) as? [String: Any])
    #expect(copy["title"] as? String == "이 사진을 삭제할까요?")
    #expect((copy["buttons"] as? [[String: Any]])?.compactMap { $0["label"] as? String } == ["취소", "삭제"])
    let page = String(decoding: try client.get("/entries/draft.discard").body, as: UTF8.self)
    #expect(page.contains("이 초안을 버릴까요?"))
    #expect(page.contains(">취소<"))
    let index = String(decoding: try client.get("/").body, as: UTF8.self)
    #expect(index.contains("delete_alert_title") == false, "a raw key is never drawn")
    #expect(index.contains("안녕하세요") == false, "the app's own strings are not entries")
    #expect(index.contains("Delete This Photo?"))
    #expect(try client.get("/entries/settings_header").status == 404)
  }
}
