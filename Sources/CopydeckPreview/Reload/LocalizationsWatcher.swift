import Copydeck
import CopydeckFiles
import Foundation

/// Watches a `Localizations/` folder and calls back when `catalog.json` or a table (`*.lproj/*.strings`,
/// `*.lproj/*.stringsdict`, `*.xcstrings`) changes, or the permissions of one of them or of a folder.
///
/// It compares every file's size, modification time, inode and mode (a few `stat` calls) with the last time, which
/// works on every file system and sees atomic saves by rename; the browser never polls. On Linux it looks when the
/// kernel says something in the folder or one of its `.lproj` folders changed (``FolderNotices``), so a save is seen
/// at once, and every `fallbackInterval` in case a notice was missed; where the system sends no notices (macOS, not
/// run here) it looks every `interval`.
package final class LocalizationsWatcher: Sendable {
  private let folder: URL
  private let interval: TimeInterval
  private let fallbackInterval: TimeInterval
  private let onChange: @Sendable () -> Void
  private let notices = FolderNotices()
  private let stopped = Locked(false)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts watching `folder`, calling `onChange` on the watcher's thread after each change from the files as
  /// they were at `since` (a ``fingerprint(of:)``).
  ///
  /// - Parameters:
  ///   - interval: how often to look without notices from the system.
  ///   - fallbackInterval: how often to look anyway with them.
  init(
    folder: URL, since: [FileStamp], interval: TimeInterval = 0.2, fallbackInterval: TimeInterval = 2,
    onChange: @escaping @Sendable () -> Void
  ) {
    self.folder = folder
    self.interval = interval
    self.fallbackInterval = fallbackInterval
    self.onChange = onChange
    Thread.detachNewThread { [self] in watch(from: since) }
  }

  /// Whether the system tells the watcher of changes (Linux), rather than the watcher polling for them.
  var isNotified: Bool { notices.sends }

  /// Stops watching and waits for the thread to end. Safe to call twice.
  func stop() {
    let wasStopped = stopped.withLock { stopped in
      defer { stopped = true }; return stopped
    }
    if !wasStopped {
      notices.stop()
      finished.wait()
    }
  }

  private func watch(from initial: [FileStamp]) {
    var last = initial
    // Looks once at the start: a change after `initial` and before the folders were watched sends no notice.
    var wake = FolderNotices.Wake.timedOut
    while wake != .stopped && !stopped.withLock({ $0 }) {
      if wake == .notice {
        // A save is several notices (a temporary file written, then renamed): a moment lets them all arrive.
        Thread.sleep(forTimeInterval: 0.01)
        if notices.wait(timeout: 0) == .stopped { break }
      }
      var now = Self.fingerprint(of: folder)
      // A folder watched only now may have had a table written before: look again once it is watched.
      if notices.watch(Self.folders(in: now)) { now = Self.fingerprint(of: folder) }
      if now != last {
        last = now
        onChange()
      }
      wake = notices.wait(timeout: notices.sends ? fallbackInterval : interval)
    }
    finished.signal()
  }

  /// The folders among `stamps` (the localizations folder and its `.lproj` folders), each with its inode.
  private static func folders(in stamps: [FileStamp]) -> [(path: String, inode: UInt)] {
    stamps.filter { $0.failure == 0 && $0.mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }.map { ($0.path, $0.inode) }
  }

  /// What identifies one version of a file or folder: its contents' stamp and its permissions, so a `chmod` (which
  /// changes neither the size nor the modification time) is a change too. A folder is stamped by its permissions
  /// only, so an editor's swap file beside a table is not a reload.
  package struct FileStamp: Equatable {
    var path: String
    var size: Int
    var modified: timespec
    var mode: UInt32
    var inode: UInt
    /// `errno` of a failed `stat` (0 when it worked): a file that cannot even be looked at still has a stamp.
    var failure: Int32 = 0

    package static func == (a: FileStamp, b: FileStamp) -> Bool {
      a.path == b.path && a.size == b.size && a.inode == b.inode && a.mode == b.mode && a.failure == b.failure
        && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
    }
  }

  /// The stamps of the folder, `catalog.json`, every `*.xcstrings` and `*.copydeck-review`, every `*.lproj` folder and every table file in
  /// them (catalogs too in `mul.lproj`) under `folder`, sorted by path. A folder that cannot be listed keeps its own stamp, so fixing its
  /// permissions is noticed.
  package static func fingerprint(of folder: URL) -> [FileStamp] {
    let files = FileManager.default
    var paths = [folder.path, folder.appendingPathComponent("catalog.json").path]
    let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
    // The review files (docs/review-state.md) say which translations are outdated: a confirmation changes only them.
    paths += names.filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".\(ReviewFile.fileExtension)") }
      .map { folder.appendingPathComponent($0).path }
    for language in names where language.hasSuffix(".lproj") {
      let directory = folder.appendingPathComponent(language)
      paths.append(directory.path)
      let tables = (try? files.contentsOfDirectory(atPath: directory.path)) ?? []
      let catalogs = language == LocalizationsFolder.catalogDirectory
      paths += tables.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || (catalogs && $0.hasSuffix(".xcstrings")) }
        .map { directory.appendingPathComponent($0).path }
    }
    return paths.sorted().compactMap { path in
      var status = stat()
      guard stat(path, &status) == 0 else {
        let failure = errno
        if failure == ENOENT { return nil }
        return FileStamp(path: path, size: 0, modified: timespec(), mode: 0, inode: 0, failure: failure)
      }
      if status.st_mode & S_IFMT == S_IFDIR {
        return FileStamp(path: path, size: 0, modified: timespec(), mode: UInt32(status.st_mode), inode: UInt(status.st_ino))
      }
      return FileStamp(
        path: path, size: Int(status.st_size), modified: Platform.modificationTime(of: status), mode: UInt32(status.st_mode),
        inode: UInt(status.st_ino))
    }
  }
}
