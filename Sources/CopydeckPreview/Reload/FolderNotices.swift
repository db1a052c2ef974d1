import Foundation

/// What wakes the watcher: a notice from the system that something changed in a watched folder, a stop, or the time
/// to look again.
///
/// On Linux the kernel sends the notices (inotify), so a save is seen at once and the watcher looks at the files only
/// then (and, slowly, in case a notice was missed: a full queue, a file system that sends none). Where the system has
/// no notices here (macOS: not built or run in this project's checks, so only the portable poll is claimed), ``sends``
/// is false and the watcher polls.
///
/// Used by the watcher's thread alone, except ``stop()``; `@unchecked Sendable` because of that.
final class FolderNotices: @unchecked Sendable {
  /// Why ``wait(timeout:)`` returned.
  enum Wake {
    /// Something changed in a watched folder (or may have: notices say where, not what).
    case notice
    /// ``stop()`` was called.
    case stopped
    /// The time given passed.
    case timedOut
  }

  /// The inotify descriptor, or -1 without notices.
  private let notices: Int32
  /// The pipe ``stop()`` writes to, so a wait ends at once.
  private let stopPipe: (read: Int32, write: Int32)?
  /// The folders watched, by path, with the inode each had then (a folder replaced by another is watched again).
  private var watched: [String: UInt] = [:]

  /// Notices of no folder yet (see ``watch(_:)``).
  init() {
    notices = Platform.openFolderNotices()
    stopPipe = Platform.openPipe()
  }

  deinit {
    if notices >= 0 { Platform.close(notices) }
    if let stopPipe {
      Platform.close(stopPipe.read)
      Platform.close(stopPipe.write)
    }
  }

  /// Whether the system sends notices here; without them the watcher must poll.
  var sends: Bool { notices >= 0 }

  /// Watches each folder (path and inode) not watched yet; returns whether any was new, so a file written in it
  /// before it was watched must be looked for.
  func watch(_ folders: [(path: String, inode: UInt)]) -> Bool {
    guard sends else { return false }
    var added = false
    for folder in folders where watched[folder.path] != folder.inode {
      if Platform.watchFolder(notices, path: folder.path) {
        watched[folder.path] = folder.inode
        added = true
      }
    }
    return added
  }

  /// Waits for a notice, a stop or `timeout` seconds, and drops the notices that came (the watcher then looks at
  /// every file's stamp, which says what changed).
  func wait(timeout: TimeInterval) -> Wake {
    let readable = Platform.waitUntilReadable([notices, stopPipe?.read ?? -1], timeout: timeout)
    if readable[1] { return .stopped }
    guard readable[0] else { return .timedOut }
    Platform.discardReadable(notices)
    return .notice
  }

  /// Ends the current wait and every later one with ``Wake/stopped``.
  func stop() {
    if let stopPipe { Platform.writeByte(stopPipe.write) }
  }
}
