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

  #if canImport(Glibc)
    /// On Linux the system tells the watcher of each change (inotify), so it sees them with its poll an hour away:
    /// an atomic save, a rewrite in place, a new language folder and a table in it, a permission change, a removal
    /// and a new manifest, each reported once it happened.
    @Test func theSystemsNoticesShowEachChangeWithoutThePoll() throws {
      let root = try folder()
      defer { try? FileManager.default.removeItem(at: root) }
      let changes = Changes()
      let watcher = LocalizationsWatcher(
        folder: root, since: LocalizationsWatcher.fingerprint(of: root), interval: 3600, fallbackInterval: 3600,
        onChange: { changes.add() })
      defer { watcher.stop() }
      #expect(watcher.isNotified)
      let table = root.appendingPathComponent("ko.lproj/Main.strings")
      let steps: [(String, () throws -> Void)] = [
        (
          "an atomic save",
          {
            try Data("\"a\" = \"나\";\n".utf8).write(to: root.appendingPathComponent("ko.lproj/Main.strings.tmp"))
            #expect(rename(root.appendingPathComponent("ko.lproj/Main.strings.tmp").path, table.path) == 0)
          }
        ),
        ("a rewrite in place", { try "\"a\" = \"다\";\n".write(to: table, atomically: false, encoding: .utf8) }),
        (
          "a new language folder",
          { try FileManager.default.createDirectory(at: root.appendingPathComponent("fr.lproj"), withIntermediateDirectories: false) }
        ),
        ("a table in it", { try Data("\"a\" = \"à\";\n".utf8).write(to: root.appendingPathComponent("fr.lproj/Main.strings")) }),
        ("a permission change", { #expect(chmod(table.path, 0o200) == 0) }),
        ("the table removed", { try FileManager.default.removeItem(at: table) }),
        ("a new manifest", { try Data("{ }".utf8).write(to: root.appendingPathComponent("catalog.json")) }),
      ]
      #expect(changes.waitForMore(than: 0, for: 1) == false, "nothing changed yet")
      for (name, step) in steps {
        let before = changes.count
        try step()
        #expect(changes.waitForMore(than: before, for: 60), "\(name) is seen without polling")
      }
    }

    /// Counts the watcher's calls and lets a test wait for the next one.
    private final class Changes: @unchecked Sendable {
      private let condition = NSCondition()
      private var calls = 0

      func add() {
        condition.lock()
        calls += 1
        condition.broadcast()
        condition.unlock()
      }

      /// The calls so far.
      var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return calls
      }

      /// Whether there were more than `seen` calls within `seconds` (a deadline, far below the hour's poll).
      func waitForMore(than seen: Int, for seconds: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while calls <= seen && condition.wait(until: deadline) {}
        return calls > seen
      }
    }
  #endif

  @Test func aNewTableIsAChange() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = LocalizationsWatcher.fingerprint(of: root)
    try Data("\"b\" = \"다\";\n".utf8).write(to: root.appendingPathComponent("ko.lproj/Other.strings"))
    #expect(LocalizationsWatcher.fingerprint(of: root) != before)
  }
}
