import Copydeck
import Foundation

/// Writes a save's values into their tables: all of them or none, and never over a change the page has not seen.
///
/// A value goes to `<lang>.lproj/<table>.strings`, or into the String Catalog `<table>.xcstrings` when the folder
/// keeps the table that way (every language in one file). Every file the save touches is locked
/// (``AtomicFileWriter``, through ``StringsEditor/edit(fileAt:_:)`` and ``StringCatalogEditor/edit(fileAt:_:)``), in
/// path order so two saves never wait for each other in a circle; each value on disk is compared with the version the
/// page loaded, and only when none changed is each file written, once, atomically, with every other byte kept. A
/// value that changed on disk to exactly the text being saved is not a conflict.
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

  /// The file that holds a table's values in one language.
  enum TableFile: Equatable {
    /// `<lang>.lproj/<table>.strings`.
    case strings(URL)
    /// `<table>.xcstrings`, every language of the table.
    case stringCatalog(URL)

    var url: URL {
      switch self {
      case .strings(let url), .stringCatalog(let url): url
      }
    }

    /// Where `table` in `language` is kept in `folder`: its String Catalog when the folder has one and no `.strings`
    /// of that table (then the catalog is what the pages show, or the error they show), else the `.strings` file.
    static func of(table: String, language: String, in folder: LocalizationsFolder) -> TableFile {
      if let catalog = folder.catalogFiles.first(where: { $0.name == table }),
        !folder.files.contains(where: { $0.name == table && $0.format == .strings })
      {
        return .stringCatalog(catalog.url)
      }
      return .strings(folder.url.appendingPathComponent("\(language).lproj/\(table).strings"))
    }
  }

  private struct FoundConflicts: Error {
    var conflicts: [Conflict]
  }

  private typealias Group = (file: TableFile, changes: [EditRequest.Change])

  /// Saves `changes` into the tables of `folder`, one write per file.
  ///
  /// - Throws: ``FileWriteError`` when a table cannot be written (missing, read-only, a full disk), or
  ///   ``StringsDiagnostic`` when a table does not parse, a new key would land after a silent stop, or a String
  ///   Catalog value varies by plural or device; nothing is written then.
  static func save(_ changes: [EditRequest.Change], in folder: LocalizationsFolder) throws -> Outcome {
    var groups: [String: Group] = [:]
    for change in changes {
      let file = TableFile.of(table: change.table, language: change.language, in: folder)
      groups[file.url.resolvingSymlinksInPath().path, default: (file, [])].changes.append(change)
    }
    let ordered = groups.sorted { $0.key < $1.key }.map(\.value)
    do {
      try save(ordered[...], conflicts: [])
    } catch let found as FoundConflicts {
      return .conflicts(found.conflicts)
    }
    return .saved(
      changes.map {
        var saved = $0; saved.version = ValueVersion.of($0.value); return saved
      })
  }

  /// Locks the first file, notes its conflicts, saves the rest inside its lock, then writes it.
  private static func save(_ tables: ArraySlice<Group>, conflicts: [Conflict]) throws {
    guard let (file, changes) = tables.first else {
      if !conflicts.isEmpty { throw FoundConflicts(conflicts: conflicts) }
      return
    }
    switch file {
    case .strings(let url):
      try StringsEditor.edit(fileAt: url) { try apply(changes, to: &$0, rest: tables.dropFirst(), conflicts: conflicts) }
    case .stringCatalog(let url):
      try StringCatalogEditor.edit(fileAt: url) { try apply(changes, to: &$0, rest: tables.dropFirst(), conflicts: conflicts) }
    }
  }

  /// With `editor`'s file locked: notes which of `changes` conflict, saves the `rest`, then makes the changes.
  private static func apply<Editor: ValueEditing>(
    _ changes: [EditRequest.Change], to editor: inout Editor, rest: ArraySlice<Group>, conflicts: [Conflict]
  ) throws {
    var found = conflicts
    for change in changes {
      let theirs = editor.value(forKey: change.key, language: change.language)
      if ValueVersion.of(theirs) != change.version, theirs != change.value {
        found.append(Conflict(change: change, theirs: theirs))
      }
    }
    try save(rest, conflicts: found)
    for change in changes where editor.value(forKey: change.key, language: change.language) != change.value {
      try editor.setValue(change.value, forKey: change.key, language: change.language)
    }
  }
}
