import CopydeckPreview
import Foundation

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

  /// Replaces the file at `path` (relative to `Localizations/`) with `text`.
  func rewrite(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: localizations.appendingPathComponent(path))
  }

  /// This test target's `Fixtures/` folder.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
