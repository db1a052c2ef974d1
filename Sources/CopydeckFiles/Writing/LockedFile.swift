import Copydeck
import Foundation

/// A file an ``AtomicFileWriter`` update has opened, locked and read: a regular file the process may write, with the
/// bytes and status it had during one read that no writer interrupted.
struct LockedFile {
  /// The path as the caller gave it, for errors.
  let url: URL
  /// The path with every symbolic link followed: the file that is written.
  let path: String
  /// The open file that holds the lock until the update ends.
  let descriptor: Int32
  /// The file's status as it was read.
  let status: Platform.FileStatus
  /// The file's bytes.
  let bytes: Data

  /// Follows `url` to its file, refuses anything but a regular file this process may write, waits for its lock and
  /// reads it; the caller closes ``descriptor``.
  ///
  /// - Throws: ``FileWriteError/changedMeanwhile(path:)`` when the file's size or times changed during the read, or
  ///   another program has it open for writing (``Platform/hasWriters(_:)``): it may be rewriting it in place, so
  ///   what was read may be half of it.
  init(_ url: URL) throws(FileWriteError) {
    self.url = url
    do {
      path = try Platform.resolvedPath(url.path)
    } catch {
      throw error.isNotFound ? FileWriteError.notFound(path: url.path) : FileWriteError(error)
    }
    let (descriptor, locked) = try Self.lock(path, url: url)
    do throws(FileWriteError) {
      switch Platform.writeRefusal(path) {
      case .immutable: throw FileWriteError.immutable(path: url.path)
      case .readOnlyFileSystem: throw FileWriteError.readOnlyFileSystem(path: url.path)
      case .permissions: throw FileWriteError.readOnly(path: url.path)
      case nil: guard locked.permissions & 0o222 != 0 else { throw FileWriteError.readOnly(path: url.path) }
      }
      do {
        bytes = try Platform.readAll(descriptor, path: path)
        status = try Platform.status(of: descriptor, path: path)
      } catch {
        throw FileWriteError(error)
      }
      guard status.isUnchanged(since: locked), bytes.count == status.size, Platform.hasWriters(descriptor) != true else {
        throw FileWriteError.changedMeanwhile(path: url.path)
      }
    } catch {
      Platform.close(descriptor)
      throw error
    }
    self.descriptor = descriptor
  }

  /// Throws ``FileWriteError/changedMeanwhile(path:)`` unless the file at ``path`` is still the one that was read,
  /// with the same size, times and bytes, and no other program has it open for writing.
  func checkUnchanged() throws(FileWriteError) {
    let unchanged: Bool
    do throws(Platform.CallError) {
      let now = try Platform.status(of: descriptor, path: path)
      let there = try Platform.status(atPath: path)
      let sameBytes = try Platform.contents(of: descriptor, path: path, equal: bytes)
      unchanged =
        now.isUnchanged(since: status) && there?.isSameFile(as: status) == true && sameBytes && Platform.hasWriters(descriptor) != true
    } catch {
      throw FileWriteError(error)
    }
    guard unchanged else { throw FileWriteError.changedMeanwhile(path: url.path) }
  }

  /// Opens `path` and waits for its lock; when another writer renamed a new file over the path meanwhile, the lock
  /// is on the old file, so it is dropped and taken again on the new one.
  private static func lock(_ path: String, url: URL) throws(FileWriteError) -> (Int32, Platform.FileStatus) {
    while true {
      let descriptor: Int32
      let opened: Platform.FileStatus
      // Looked at before it is opened: opening a device can itself do something (start a watchdog, rewind a tape).
      let existing: Platform.FileStatus?
      do { existing = try Platform.status(atPath: path) } catch { throw FileWriteError(error) }
      if let existing, existing.kind != .regular {
        throw FileWriteError.notRegularFile(path: url.path, kind: existing.kind.described)
      }
      do {
        descriptor = try Platform.openForLocking(path)
        opened = try Platform.status(of: descriptor, path: path)
      } catch {
        throw error.isNotFound ? FileWriteError.notFound(path: url.path) : FileWriteError(error)
      }
      guard opened.kind == .regular else {
        Platform.close(descriptor)
        throw FileWriteError.notRegularFile(path: url.path, kind: opened.kind.described)
      }
      do {
        try Platform.lockExclusively(descriptor, path: path)
        let locked = try Platform.status(of: descriptor, path: path)
        if let current = try Platform.status(atPath: path), current.isSameFile(as: locked) {
          return (descriptor, locked)
        }
        Platform.close(descriptor)
      } catch {
        Platform.close(descriptor)
        throw error.isNotFound ? FileWriteError.notFound(path: url.path) : FileWriteError(error)
      }
    }
  }
}

extension Platform.FileStatus.Kind {
  /// The kind in words, as an error names it: "a character device".
  var described: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a folder"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .fifo: "a named pipe"
    case .other: "a special file"
    }
  }
}
