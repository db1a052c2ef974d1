import CopydeckPreview
import Foundation
import Testing

/// A preview server on an ephemeral port over a private copy of the fixtures, so a test may rewrite files.
///
/// Layout of the copy: `Localizations/` and `public/` from `Fixtures/`, `secret.txt` beside them (outside `public/`),
/// and two symbolic links inside `public/` that point out of it: `escape.txt` → `../secret.txt`, `outside` → `..`.
final class PreviewFixture {
  let root: URL
  let server: PreviewServer
  var localizations: URL { root.appendingPathComponent("Localizations") }
  var client: RawHTTPClient { RawHTTPClient(port: server.port) }

  /// Starts the server over a copy of `copy` (default: `Fixtures/Localizations`).
  init(
    copy: URL = PreviewFixture.fixtures.appendingPathComponent("Localizations"), allowedHosts: [String] = [],
    editing: EditingMode = .loopbackOnly
  ) throws {
    let files = FileManager.default
    root = files.temporaryDirectory.appendingPathComponent("copydeck-preview-\(UUID().uuidString)")
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    try files.copyItem(at: copy, to: root.appendingPathComponent("Localizations"))
    try files.copyItem(at: Self.fixtures.appendingPathComponent("public"), to: root.appendingPathComponent("public"))
    try files.copyItem(at: Self.fixtures.appendingPathComponent("outside-secret.txt"), to: root.appendingPathComponent("secret.txt"))
    try files.createSymbolicLink(atPath: root.appendingPathComponent("public/escape.txt").path, withDestinationPath: "../secret.txt")
    try files.createSymbolicLink(atPath: root.appendingPathComponent("public/outside").path, withDestinationPath: "..")
    server = try PreviewServer(
      localizations: root.appendingPathComponent("Localizations"), publicDirectory: root.appendingPathComponent("public"), port: 0,
      allowedHosts: allowedHosts, editing: editing)
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: root)
  }

  /// The `Cookie:` header line that unlocks editing (the secret of the server's edit address).
  func editCookie() throws -> String {
    let secret = try #require(server.editAddress?.split(separator: "=").last)
    return "Cookie: copydeck-edit-\(server.port)=\(secret)\r\n"
  }

  /// The page at `path` as an editing browser sees it (with the edit cookie).
  func editablePage(_ path: String) throws -> String {
    try client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(editCookie())Connection: close\r\n\r\n").text
  }

  /// Replaces the file at `path` (relative to `Localizations/`) with `text`, in one step (a new file renamed over it).
  ///
  /// Written in place, the file is empty between its truncation and the write; a poll of the watcher that falls in
  /// between reloads that empty table (its entries fall back to English) as one generation and the whole text as the
  /// next, and a test that reads the first generation after the write sees the fallback (it happened once in CI:
  /// `LastGoodCopyTests`).
  func rewrite(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: localizations.appendingPathComponent(path), options: .atomic)
  }

  /// This test target's `Fixtures/` folder.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
