import Foundation

/// Changes a file so that no writer's change is lost and readers see either the old bytes or the new ones.
///
/// Each update takes the file's exclusive advisory lock (`flock`) before it reads, so concurrent updates of one table
/// — threads of the preview server, `copydeck set` processes — run one after another, each on the bytes the one before
/// wrote. The path is followed through symbolic links and the link's target is written, keeping the link. The new
/// bytes go to a temporary file in the target's folder that gets the old file's mode, owner and group (where the
/// process may change them), is flushed, and is renamed over the target. A file with more than one hard link is
/// rewritten in place instead (room reserved first, then flushed), so every name keeps seeing the same file. A file
/// whose permissions forbid writing is refused with ``FileWriteError/readOnly(path:)``, an immutable file with
/// ``FileWriteError/immutable(path:)`` and a file on a read-only mount with ``FileWriteError/readOnlyFileSystem(path:)``,
/// each before anything is written.
public enum AtomicFileWriter {
  /// Locks the file at `url`, passes its current bytes to `change` and writes what `change` returns.
  ///
  /// `change` runs while the lock is held, so what it decides from the bytes (a value is still what the caller saw,
  /// say) is still true when the new bytes land. When it returns `nil` or the same bytes, nothing is written. Errors
  /// thrown by `change` are passed on and leave the file as it was.
  public static func update(_ url: URL, _ change: (Data) throws -> Data?) throws {
    let path: String
    do {
      path = try Platform.resolvedPath(url.path)
    } catch {
      throw error.isNotFound ? FileWriteError.notFound(path: url.path) : FileWriteError(error)
    }
    let (descriptor, status) = try lock(path)
    defer { Platform.close(descriptor) }
    switch Platform.writeRefusal(path) {
    case .immutable: throw FileWriteError.immutable(path: url.path)
    case .readOnlyFileSystem: throw FileWriteError.readOnlyFileSystem(path: url.path)
    case .permissions: throw FileWriteError.readOnly(path: url.path)
    case nil: guard status.permissions & 0o222 != 0 else { throw FileWriteError.readOnly(path: url.path) }
    }
    let old: Data
    do { old = try Platform.readAll(descriptor, path: path) } catch { throw FileWriteError(error) }
    guard let new = try change(old), new != old else { return }
    do {
      if status.linkCount > 1 {
        try rewriteInPlace(path, with: new)
      } else {
        try replace(path, with: new, keeping: status)
      }
    } catch let error as Platform.CallError {
      throw FileWriteError(error)
    }
  }

  /// Opens `path` and waits for its lock; when another writer renamed a new file over the path meanwhile, the lock
  /// is on the old file, so it is dropped and taken again on the new one.
  private static func lock(_ path: String) throws(FileWriteError) -> (Int32, Platform.FileStatus) {
    while true {
      do throws(Platform.CallError) {
        let descriptor = try Platform.openForReading(path)
        do throws(Platform.CallError) {
          try Platform.lockExclusively(descriptor, path: path)
          let locked = try Platform.status(of: descriptor, path: path)
          if let current = try Platform.status(atPath: path), current.device == locked.device, current.inode == locked.inode {
            return (descriptor, locked)
          }
          Platform.close(descriptor)
        } catch {
          Platform.close(descriptor)
          throw error
        }
      } catch {
        throw error.isNotFound ? FileWriteError.notFound(path: path) : FileWriteError(error)
      }
    }
  }

  /// Writes `data` to a temporary file beside `path` with the old file's mode and owner, then renames it over `path`.
  private static func replace(_ path: String, with data: Data, keeping status: Platform.FileStatus) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).copydeck-\(UUID().uuidString).tmp")
      .path
    let descriptor = try Platform.createExclusively(temporary)
    do {
      defer { Platform.close(descriptor) }
      try Platform.writeAll(data, to: descriptor, path: temporary)
      _ = Platform.setOwner(status.owner, group: status.group, of: descriptor)
      try Platform.setPermissions(status.permissions, of: descriptor, path: temporary)
      try Platform.synchronize(descriptor, path: temporary)
    } catch {
      Platform.removeQuietly(temporary)
      throw error
    }
    do {
      try Platform.rename(temporary, over: path)
    } catch {
      Platform.removeQuietly(temporary)
      throw error
    }
  }

  /// Overwrites the file at `path` itself, so that its other hard links see the change.
  private static func rewriteInPlace(_ path: String, with data: Data) throws {
    let descriptor = try Platform.openForWriting(path)
    defer { Platform.close(descriptor) }
    try Platform.reserve(data.count, for: descriptor, path: path)
    try Platform.writeAll(data, to: descriptor, path: path)
    try Platform.truncate(descriptor, to: data.count, path: path)
    try Platform.synchronize(descriptor, path: path)
  }
}

extension FileWriteError {
  /// The error for a failed system call.
  init(_ error: Platform.CallError) {
    self = .failed(step: error.call, path: error.path, reason: error.reason)
  }
}
