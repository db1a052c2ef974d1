import Foundation
import Testing

@testable import CopydeckPreview

/// What the watcher looks at, and what counts as a change.
@Suite struct LocalizationsWatcherTests {
  private func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("ko.lproj"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: root.appendingPathComponent("catalog.json"))
    try Data("\"a\" = \"가\";\n".utf8).write(to: root.appendingPathComponent("ko.lproj/Main.strings"))
    try Data("notes".utf8).write(to: root.appendingPathComponent("ko.lproj/README.txt"))
    try Data("x".utf8).write(to: root.appendingPathComponent("other.strings"))
    return root
  }

  @Test func looksAtTheManifestTheTablesAndTheirFoldersOnly() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = LocalizationsWatcher.fingerprint(of: root).map { URL(fileURLWithPath: $0.path).lastPathComponent }
    #expect(paths == [root.lastPathComponent, "catalog.json", "ko.lproj", "Main.strings"])
  }

  @Test func aPermissionChangeIsAChangeAndAFolderIsStampedByItsPermissionsOnly() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = LocalizationsWatcher.fingerprint(of: root)
    try Data("swap".utf8).write(to: root.appendingPathComponent("ko.lproj/.Main.strings.swp"))
    #expect(LocalizationsWatcher.fingerprint(of: root) == before, "a new file beside the tables is not a change")
    chmod(root.appendingPathComponent("ko.lproj/Main.strings").path, 0o200)
    #expect(LocalizationsWatcher.fingerprint(of: root) != before)
    chmod(root.appendingPathComponent("ko.lproj/Main.strings").path, 0o644)
    chmod(root.appendingPathComponent("ko.lproj").path, 0o300)
    #expect(LocalizationsWatcher.fingerprint(of: root) != before)
    chmod(root.appendingPathComponent("ko.lproj").path, 0o755)
  }

  @Test func aRewriteOfTheSameSizeIsAChangeAndOtherFilesAreNot() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = LocalizationsWatcher.fingerprint(of: root)
    try Data("more notes".utf8).write(to: root.appendingPathComponent("ko.lproj/README.txt"))
    #expect(LocalizationsWatcher.fingerprint(of: root) == before)
    let table = root.appendingPathComponent("ko.lproj/Main.strings")
    try Data("\"a\" = \"나\";\n".utf8).write(to: table)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: table.path)
    #expect(LocalizationsWatcher.fingerprint(of: root) != before)
  }

  @Test func aNewTableIsAChange() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = LocalizationsWatcher.fingerprint(of: root)
    try Data("\"b\" = \"다\";\n".utf8).write(to: root.appendingPathComponent("ko.lproj/Other.strings"))
    #expect(LocalizationsWatcher.fingerprint(of: root) != before)
  }
}
