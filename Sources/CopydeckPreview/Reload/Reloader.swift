import CopydeckFiles
import Foundation

/// Reloads the copy into the store when the files on disk changed since the last reload, re-reading only the files
/// that changed.
///
/// The watcher's poll and a save both go through ``reloadIfChanged()``, one at a time, so a save is one reload (the
/// save's own), not a second one when the watcher sees the file the save wrote.
package final class Reloader: Sendable {
  /// The `Localizations/` folder.
  let folder: URL
  private let store: SnapshotStore
  private let last: Locked<State>

  /// What the last reload read: the files' stamps taken just before it, and the copy it built.
  private struct State {
    var stamps: [LocalizationsWatcher.FileStamp]
    var loaded: LoadedCopy
  }

  /// A reloader for `folder` whose store holds `loaded`, read from the files as they were at `stamps`.
  init(folder: URL, store: SnapshotStore, stamps: [LocalizationsWatcher.FileStamp], loaded: LoadedCopy) {
    self.folder = folder
    self.store = store
    last = Locked(State(stamps: stamps, loaded: loaded))
  }

  /// Reloads when a file's stamp differs from the last reload's; returns whether it did.
  @discardableResult
  func reloadIfChanged() -> Bool {
    last.withLock { state in reload(&state) }
  }

  /// Runs `write` (a save) while no reload can start, then reloads if the files changed: a save that writes its
  /// files in steps (a table's review file, then the table: docs/review-state.md) is one reload, never one for a
  /// step the watcher happened to see.
  func afterWriting<Result>(_ write: () throws -> Result) throws -> Result {
    try last.withLock { state in
      let result = try write()
      reload(&state)
      return result
    }
  }

  /// The reload of ``reloadIfChanged()``, holding the lock.
  @discardableResult
  private func reload(_ state: inout State) -> Bool {
    let stamps = LocalizationsWatcher.fingerprint(of: folder)  // taken before reading, so no change goes unseen
    guard stamps != state.stamps else { return false }
    let unchanged = Self.unchangedPaths(from: state.stamps, to: stamps)
    let loaded = LoadedCopy.load(from: folder, reusing: state.loaded, unchanged: unchanged.contains)
    state = State(stamps: stamps, loaded: loaded)
    store.replace(with: loaded)
    return true
  }

  /// The paths whose stamp is the same in both, so what was read of them before is still what is on disk.
  package static func unchangedPaths(from old: [LocalizationsWatcher.FileStamp], to new: [LocalizationsWatcher.FileStamp]) -> Set<String> {
    let before = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    return Set(new.filter { before[$0.path] == $0 && $0.failure == 0 }.map(\.path))
  }
}
