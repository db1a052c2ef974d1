import Copydeck
import Foundation

/// The new bytes of a locked file, written and flushed under a temporary name in its folder, with its mode, owner and
/// group, until they replace it; the old file is then kept under a temporary name until the update ends, so it can be
/// put back.
struct StagedFile {
  /// The file the bytes are for.
  let file: LockedFile
  /// Where the new bytes wait, and where the old file is once an exchange replaced it.
  let temporary: String
  /// A second name of the old file where the system cannot exchange two files.
  let kept: String
  /// The status of the new file.
  let status: Platform.FileStatus

  /// Writes `bytes` to a new temporary file beside `file`'s target and flushes it.
  init(_ bytes: Data, for file: LockedFile) throws(Platform.CallError) {
    self.file = file
    let url = URL(fileURLWithPath: file.path)
    let base = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).copydeck-\(UUID().uuidString)").path
    temporary = base + ".tmp"
    kept = base + ".old"
    let descriptor = try Platform.createExclusively(temporary)
    defer { Platform.close(descriptor) }
    do {
      try Platform.writeAll(bytes, to: descriptor, path: temporary)
      _ = Platform.setOwner(file.status.owner, group: file.status.group, of: descriptor)
      try Platform.setPermissions(file.status.permissions, of: descriptor, path: temporary)
      try Platform.synchronize(descriptor, path: temporary)
      status = try Platform.status(of: descriptor, path: temporary)
    } catch {
      Platform.removeQuietly(temporary)
      throw error
    }
  }

  /// Puts the new file in place of the old one in one step.
  ///
  /// - Throws: ``FileWriteError/changedMeanwhile(path:)`` when the file the exchange replaced was not the one that was
  ///   read — another program renamed its own there — after putting that file back.
  func replace() throws {
    if try Platform.exchange(temporary, file.path) {
      guard let out = try Platform.status(atPath: temporary), !out.isSameFile(as: file.status) else { return }
      try putBack(out)
      throw FileWriteError.changedMeanwhile(path: file.url.path)
    }
    guard let there = try Platform.status(atPath: file.path), there.isSameFile(as: file.status) else {
      throw FileWriteError.changedMeanwhile(path: file.url.path)
    }
    try? Platform.link(file.path, as: kept)
    try Platform.rename(temporary, over: file.path)
  }

  /// Puts the old file back in place of the new one; `false` when it cannot.
  func restore() -> Bool {
    (try? Platform.rename(kept, over: file.path)) != nil || (try? Platform.rename(temporary, over: file.path)) != nil
  }

  /// Removes the temporary names: the new file when it was not used, the old one when it was replaced.
  func removeLeftovers() {
    Platform.removeQuietly(temporary)
    Platform.removeQuietly(kept)
  }

  /// Exchanges another program's file `first`, which an exchange took out of the path, back into it — and again
  /// while what comes out is a still newer file of that program rather than the file this exchange put there.
  private func putBack(_ first: Platform.FileStatus) throws(Platform.CallError) {
    var placed = status
    var out = first
    for _ in 0..<64 {
      guard try Platform.exchange(temporary, file.path), let next = try Platform.status(atPath: temporary) else { return }
      if next.isSameFile(as: placed) { return }
      placed = out
      out = next
    }
  }
}
