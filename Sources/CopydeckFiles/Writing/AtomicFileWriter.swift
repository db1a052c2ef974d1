import Copydeck
import Foundation

/// Changes files so that no writer's change is lost and readers see either the old bytes or the new ones.
///
/// Each update takes every file's exclusive advisory lock (`flock`, in path order) before it reads, so concurrent
/// updates of one table — threads of the preview server, `copydeck set` processes — run one after another, each on
/// the bytes the one before wrote. The path is followed through symbolic links and the link's target is written,
/// keeping the link; only a regular file is ever replaced (a device, folder, pipe or socket is refused with
/// ``FileWriteError/notRegularFile(path:kind:)``). A file whose permissions forbid writing is refused with
/// ``FileWriteError/readOnly(path:)``, an immutable file with ``FileWriteError/immutable(path:)`` and a file on a
/// read-only mount with ``FileWriteError/readOnlyFileSystem(path:)``, each before anything is written.
///
/// Programs that do not take the lock (editors, Xcode, sync tools) are watched for: a read during which the file's
/// size or times change is not used, and just before the new bytes land each file must still be the file that was
/// read (device and inode) with the bytes that were read (and the same size and times). The new bytes replace it in
/// one exchange (`renameat2(RENAME_EXCHANGE)`, `renamex_np(RENAME_SWAP)`) that hands back the file it replaced, so a
/// file another program renamed there in the last instant is seen and put back. Whenever another program's change is
/// seen, the update starts again from the new bytes; after ``attempts`` tries it gives up with
/// ``FileWriteError/changedMeanwhile(path:)``, having written nothing.
///
/// The new bytes of every file go to a temporary file in its folder that gets the old file's mode, owner and group
/// (where the process may change them) and is flushed; only when every one is ready and every file checked are they
/// put in place, so a full disk or a refused file leaves all of them as they were. When putting one in place fails,
/// those already replaced get their old files back (kept under the temporary names until the end). A file with more
/// than one hard link is rewritten in place instead (room reserved first, then flushed), so every name keeps seeing
/// the same file.
public enum AtomicFileWriter {
  /// How many times an update reads its files again after another program changed one of them.
  static let attempts = 8

  /// Locks the file at `url`, passes its current bytes to `change` and writes what `change` returns.
  ///
  /// `change` runs while the lock is held, so what it decides from the bytes (a value is still what the caller saw,
  /// say) is still true when the new bytes land; it runs again on the new bytes when another program changed the file
  /// meanwhile. When it returns `nil` or the same bytes, nothing is written. Errors thrown by `change` are passed on
  /// and leave the file as it was.
  public static func update(_ url: URL, _ change: (Data) throws -> Data?) throws {
    try update([url]) { [try change($0[0])] }
  }

  /// Locks the files at `urls` (distinct files), passes their current bytes to `change`, in the same order, and
  /// writes what it returns for each (`nil` or the same bytes: that file is left alone) — every file or none.
  public static func update(_ urls: [URL], _ change: ([Data]) throws -> [Data?]) throws {
    var attempt = 1
    while true {
      do {
        return try updateOnce(urls, change)
      } catch FileWriteError.changedMeanwhile where attempt < attempts {
        // Give the other program a moment to finish its write: 1, 2, 3 … ms.
        Thread.sleep(forTimeInterval: Double(attempt) / 1000)
        attempt += 1
      }
    }
  }

  /// One try: lock and read every file, let `change` decide, stage the new bytes, check, and put them in place.
  private static func updateOnce(_ urls: [URL], _ change: ([Data]) throws -> [Data?]) throws {
    var files: [LockedFile] = []
    defer { for file in files { Platform.close(file.descriptor) } }
    for url in urls.sorted(by: { $0.path < $1.path }) { files.append(try LockedFile(url)) }
    let byURL = Dictionary(files.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
    let read = urls.map { byURL[$0]! }
    let new: [Data?]
    do {
      new = try change(read.map(\.bytes))
    } catch {
      // A table that does not parse may be one another program was writing as it was read: read it again.
      for file in read { try file.checkUnchanged() }
      throw error
    }
    let writes = zip(read, new).compactMap { file, new in new.flatMap { $0 == file.bytes ? nil : (file, $0) } }
    guard !writes.isEmpty else { return }
    do {
      try write(writes)
    } catch let error as Platform.CallError {
      throw FileWriteError(error)
    }
  }

  /// Stages every file's new bytes, checks that no other program changed a file since it was read, then puts them in
  /// place: every file or, after restoring those already replaced, none.
  private static func write(_ writes: [(file: LockedFile, bytes: Data)]) throws {
    var staged: [StagedFile] = []
    defer { for file in staged { file.removeLeftovers() } }
    for (file, bytes) in writes where file.status.linkCount <= 1 { staged.append(try StagedFile(bytes, for: file)) }
    for (file, _) in writes { try file.checkUnchanged() }
    var replaced: [StagedFile] = []
    var rewritten: [LockedFile] = []
    do {
      for file in staged {
        try file.replace()
        replaced.append(file)
      }
      for (file, bytes) in writes where file.status.linkCount > 1 {
        rewritten.append(file)
        try rewriteInPlace(file.path, with: bytes)
      }
    } catch {
      var notRestored = replaced.filter { !$0.restore() }.map(\.file.url.path)
      notRestored += rewritten.filter { (try? rewriteInPlace($0.path, with: $0.bytes)) == nil }.map(\.url.path)
      guard notRestored.isEmpty else {
        let failure = (error as? Platform.CallError).map { ($0.call, $0.path, $0.reason) }
        throw FileWriteError.notAllRestored(
          path: failure?.1 ?? notRestored[0], step: failure?.0 ?? "rename", reason: failure?.2 ?? "\(error)", written: notRestored)
      }
      throw error
    }
  }

  /// Overwrites the file at `path` itself, so that its other hard links see the change.
  private static func rewriteInPlace(_ path: String, with data: Data) throws(Platform.CallError) {
    let descriptor = try Platform.openForWriting(path)
    defer { Platform.close(descriptor) }
    try Platform.reserve(data.count, for: descriptor, path: path)
    try Platform.writeAll(data, to: descriptor, path: path)
    try Platform.truncate(descriptor, to: data.count, path: path)
    try Platform.synchronize(descriptor, path: path)
  }
}
