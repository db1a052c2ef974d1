import Copydeck
import Foundation

/// Writes a save's values into their tables: all of them or none, and never over a change the page has not seen.
///
/// Every table the save touches is locked (``StringsEditor/edit(fileAt:_:)``, in path order so two saves never wait
/// for each other in a circle), each value on disk is compared with the version the page loaded, and only when none
/// changed is each table written, once, atomically, with every other byte kept. A value that changed on disk to
/// exactly the text being saved is not a conflict.
enum TableSaver {
  /// A value that changed on disk since the page loaded it.
  struct Conflict: Equatable {
    var change: EditRequest.Change
    /// The text on disk now; `nil` when the key is gone.
    var theirs: String?
  }

  /// What a save did.
  enum Outcome: Equatable {
    /// Every value was written; each change with its new version.
    case saved([EditRequest.Change])
    /// Nothing was written, because these values changed on disk.
    case conflicts([Conflict])
  }

  private struct FoundConflicts: Error {
    var conflicts: [Conflict]
  }

  /// Saves `changes` into the tables of `folder` (`<lang>.lproj/<table>.strings`).
  ///
  /// - Throws: ``FileWriteError`` when a table cannot be written (missing, read-only, a full disk), or
  ///   ``StringsDiagnostic`` when a table does not parse or a new key would land after a silent stop; nothing is
  ///   written then.
  static func save(_ changes: [EditRequest.Change], in folder: URL) throws -> Outcome {
    var groups: [String: (url: URL, changes: [EditRequest.Change])] = [:]
    for change in changes {
      let url = folder.appendingPathComponent("\(change.language).lproj/\(change.table).strings")
      let path = url.resolvingSymlinksInPath().path
      groups[path, default: (url, [])].changes.append(change)
    }
    let ordered = groups.sorted { $0.key < $1.key }.map(\.value)
    do {
      try save(ordered[...], conflicts: [])
    } catch let found as FoundConflicts {
      return .conflicts(found.conflicts)
    }
    return .saved(changes.map { var saved = $0; saved.version = ValueVersion.of($0.value); return saved })
  }

  /// Locks the first table, notes its conflicts, saves the rest inside its lock, then writes it.
  private static func save(_ tables: ArraySlice<(url: URL, changes: [EditRequest.Change])>, conflicts: [Conflict]) throws {
    guard let (url, changes) = tables.first else {
      if !conflicts.isEmpty { throw FoundConflicts(conflicts: conflicts) }
      return
    }
    try StringsEditor.edit(fileAt: url) { editor in
      var found = conflicts
      for change in changes {
        let theirs = editor.table.value(forKey: change.key)
        if ValueVersion.of(theirs) != change.version, theirs != change.value {
          found.append(Conflict(change: change, theirs: theirs))
        }
      }
      try save(tables.dropFirst(), conflicts: found)
      for change in changes where editor.table.value(forKey: change.key) != change.value {
        try editor.setValue(change.value, forKey: change.key)
      }
    }
  }
}
