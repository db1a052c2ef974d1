import Copydeck
import CopydeckFiles
import Foundation

/// A `<lang>.lproj/<table>.strings` a save made because the language had no such table yet (an `InfoPlist.strings`
/// that `purpose-string-missing` asks for, an entry's table a language lacks), made empty so that the save then
/// writes it like any table: under its lock, atomically, all of the save's tables or none.
///
/// It is made only inside the localizations folder: the path is proved there (``FolderBoundary``: every symbolic link
/// on the way followed, a dangling one refused) before anything is made and again once it exists, and the file is
/// made with `O_EXCL`, so a table another program made meanwhile is never replaced: the save edits that one,
/// keeping its bytes (and its text for the key is a conflict like any other). The `.lproj` folder is made too when
/// the language, which the catalog ships, has none yet.
struct CreatedTable {
  /// The table.
  let url: URL
  /// Whether its `.lproj` folder was made for it.
  let madeFolder: Bool

  /// Makes an empty table at `url` when nothing is there; `nil` when something is (a table another program made
  /// meanwhile is left to the save to edit).
  ///
  /// - Throws: ``FolderBoundary/Violation`` when the table would land outside `folder` or behind a symbolic link that
  ///   leads nowhere, and ``FileWriteError`` when the folder or file cannot be made; nothing is left made then.
  static func makeIfMissing(_ url: URL, in folder: URL) throws -> CreatedTable? {
    guard isAbsent(url) else { return nil }
    let boundary = try FolderBoundary(folder)
    try boundary.check(url)
    let lproj = url.deletingLastPathComponent()
    var madeFolder = false
    if isAbsent(lproj) {
      do {
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: false)
      } catch {
        throw FileWriteError.writing(lproj, error: error)
      }
      madeFolder = true
    }
    let made: Bool
    do {
      made = try CopydeckFiles.Platform.createIfAbsent(url.path)
    } catch {
      if madeFolder { CopydeckFiles.Platform.removeFolderIfEmpty(lproj.path) }
      throw FileWriteError(error)
    }
    // Another program made it since it was looked at: the save edits theirs.
    guard made else { return nil }
    let table = CreatedTable(url: url, madeFolder: madeFolder)
    do {
      // A symbolic link put on the way since the first proof would have led the new file out of the folder.
      try boundary.check(url)
    } catch {
      table.removeIfUnused()
      throw error
    }
    return table
  }

  /// Whether nothing is at `url` (a symbolic link that leads nowhere counts as nothing, and is refused by the
  /// boundary); `false` when it cannot be told, and the save then reports what is there.
  private static func isAbsent(_ url: URL) -> Bool {
    do { return try CopydeckFiles.Platform.status(atPath: url.path) == nil } catch { return false }
  }

  /// Removes the table again while it is still empty, and its folder while that is empty and was made for it: the
  /// save that made them wrote nothing.
  func removeIfUnused() {
    if let status = try? CopydeckFiles.Platform.status(atPath: url.path), status.size == 0 {
      CopydeckFiles.Platform.removeQuietly(url.path)
    }
    if madeFolder { CopydeckFiles.Platform.removeFolderIfEmpty(url.deletingLastPathComponent().path) }
  }
}
