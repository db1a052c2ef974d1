import Copydeck
import CopydeckFiles
import Foundation

/// Writes a save's values into their tables: all of them or none, and never over a change the page has not seen.
///
/// A value goes to `<lang>.lproj/<table>.strings`, or into the String Catalog `<table>.xcstrings` when the folder
/// keeps the table that way (every language in one file). Every file the save touches is locked and read, and
/// written in one update (``AtomicFileWriter/update(_:_:)-([URL],_)``): each value on disk is compared with the
/// version the page loaded, and only when none changed is each file written, once, atomically, with every other byte
/// kept — every file of the save or none. A value that changed on disk to exactly the text being saved is not a
/// conflict. When another program keeps changing a table while it is saved, the save is refused, with every value's
/// text on disk now (``Outcome/othersWriting(_:)``).
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
    /// Nothing was written, because another program kept writing these tables during the save; each value with its
    /// text on disk now.
    case othersWriting([Conflict])
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

  /// Saves `changes` into the tables of `folder`, one write per file. A `.strings` table the language lacks is made
  /// first (``CreatedTable``), and removed again when the save writes nothing.
  ///
  /// - Throws: ``FileWriteError`` when a table cannot be written (read-only, not a regular file, a full disk),
  ///   ``FolderBoundary/Violation`` when a table to make would land outside the folder, or ``StringsDiagnostic`` when
  ///   a table does not parse, a new key would land after a silent stop, or a String Catalog value varies by plural
  ///   or device; nothing is written then.
  static func save(_ changes: [EditRequest.Change], in folder: LocalizationsFolder) throws -> Outcome {
    var groups: [String: Group] = [:]
    for change in changes {
      let file = TableFile.of(table: change.table, language: change.language, in: folder)
      groups[file.url.resolvingSymlinksInPath().path, default: (file, [])].changes.append(change)
    }
    let ordered = groups.sorted { $0.key < $1.key }.map(\.value)
    var created: [CreatedTable] = []
    var saved = false
    defer { if !saved { for table in created { table.removeIfUnused() } } }
    for group in ordered {
      if case .strings(let url) = group.file, let table = try CreatedTable.makeIfMissing(url, in: folder.url) { created.append(table) }
    }
    let outcome = try write(ordered, changes, in: folder)
    if case .saved = outcome { saved = true }
    return outcome
  }

  /// Writes every group's changes into its file, in one update of them all.
  private static func write(_ ordered: [Group], _ changes: [EditRequest.Change], in folder: LocalizationsFolder) throws -> Outcome {
    do {
      try AtomicFileWriter.update(ordered.map(\.file.url)) { contents in
        var conflicts: [Conflict] = []
        let written = try zip(ordered, contents).map { group, bytes in
          switch group.file {
          case .strings(let url):
            try apply(group.changes, to: StringsEditor(data: bytes, file: url.path), conflicts: &conflicts)
          case .stringCatalog(let url):
            try apply(group.changes, to: StringCatalogEditor(data: bytes, file: url.path), conflicts: &conflicts)
          }
        }
        if !conflicts.isEmpty { throw FoundConflicts(conflicts: conflicts) }
        return written
      }
    } catch let found as FoundConflicts {
      return .conflicts(found.conflicts)
    } catch FileWriteError.changedMeanwhile {
      return .othersWriting(changes.map { Conflict(change: $0, theirs: valueOnDisk(of: $0, in: folder)) })
    }
    return .saved(
      changes.map {
        var saved = $0; saved.version = ValueVersion.of($0.value); return saved
      })
  }

  /// Notes which of `changes` conflict with `editor`'s table and makes the others; the table's new bytes.
  private static func apply<Editor: ValueEditing & TableFileEditor>(
    _ changes: [EditRequest.Change], to editor: Editor, conflicts: inout [Conflict]
  ) throws -> Data {
    var editor = editor
    for change in changes {
      let theirs = editor.value(forKey: change.key, language: change.language)
      if ValueVersion.of(theirs) != change.version, theirs != change.value {
        conflicts.append(Conflict(change: change, theirs: theirs))
      }
    }
    for change in changes where editor.value(forKey: change.key, language: change.language) != change.value {
      try editor.setValue(change.value, forKey: change.key, language: change.language)
    }
    return editor.data
  }

  /// The value of `change`'s key in its table now, read without the lock; `nil` when the table has none or cannot be
  /// read.
  private static func valueOnDisk(of change: EditRequest.Change, in folder: LocalizationsFolder) -> String? {
    switch TableFile.of(table: change.table, language: change.language, in: folder) {
    case .strings(let url): (try? StringsEditor(contentsOf: url))?.value(forKey: change.key, language: change.language)
    case .stringCatalog(let url): (try? StringCatalogEditor(contentsOf: url))?.value(forKey: change.key, language: change.language)
    }
  }
}
