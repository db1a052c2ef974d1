import Copydeck
import Foundation
import Synchronization

/// Watches a `Localizations/` folder and calls back when `catalog.json` or a table (`*.lproj/*.strings`,
/// `*.lproj/*.stringsdict`, `*.xcstrings`) changes, or the permissions of one of them or of a folder.
///
/// It polls every file's size, modification time and inode on a background thread (a few `stat` calls every
/// `interval`), which works on every file system and sees atomic saves by rename; the browser never polls.
package final class LocalizationsWatcher: Sendable {
  private let folder: URL
  private let interval: TimeInterval
  private let onChange: @Sendable () -> Void
  private let stopped = Mutex(false)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts watching `folder`, calling `onChange` on the watcher's thread after each change from the files as
  /// they were at `since` (a ``fingerprint(of:)``).
  init(folder: URL, since: [FileStamp], interval: TimeInterval = 0.2, onChange: @escaping @Sendable () -> Void) {
    self.folder = folder
    self.interval = interval
    self.onChange = onChange
    Thread.detachNewThread { [self] in watch(from: since) }
  }

  /// Stops watching and waits for the thread to end. Safe to call twice.
  func stop() {
    let wasStopped = stopped.withLock { stopped in
      defer { stopped = true }; return stopped
    }
    if !wasStopped { finished.wait() }
  }

  private func watch(from initial: [FileStamp]) {
    var last = initial
    while !stopped.withLock({ $0 }) {
      Thread.sleep(forTimeInterval: interval)
      let now = Self.fingerprint(of: folder)
      if now != last {
        last = now
        onChange()
      }
    }
    finished.signal()
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

  /// The stamps of the folder, `catalog.json`, every `*.xcstrings`, every `*.lproj` folder and every table file in
  /// them (catalogs too in `mul.lproj`) under `folder`, sorted by path. A folder that cannot be listed keeps its own stamp, so fixing its
  /// permissions is noticed.
  package static func fingerprint(of folder: URL) -> [FileStamp] {
    let files = FileManager.default
    var paths = [folder.path, folder.appendingPathComponent("catalog.json").path]
    let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
    paths += names.filter { $0.hasSuffix(".xcstrings") }.map { folder.appendingPathComponent($0).path }
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
