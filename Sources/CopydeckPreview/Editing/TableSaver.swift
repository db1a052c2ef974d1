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

  /// Saves `changes` into the tables of `folder`, one write per file, keeping the review files of its `.strings`
  /// tables true in the same update (``TableReview``): a translation saved is confirmed against today's development
  /// text (`developmentLanguage`'s), the translations of a development text saved become outdated. A `.strings` table
  /// the language lacks is made first (``CreatedTable``), and removed again when the save writes nothing.
  ///
  /// - Throws: ``FileWriteError`` when a table cannot be written (read-only, not a regular file, a full disk),
  ///   ``FolderBoundary/Violation`` when a table to make would land outside the folder, or ``StringsDiagnostic`` when
  ///   a table or a review file does not parse, a new key would land after a silent stop, or a String Catalog value
  ///   varies by plural or device; nothing is written then.
  static func save(_ changes: [EditRequest.Change], in folder: LocalizationsFolder, developmentLanguage: String) throws -> Outcome {
    var created: [CreatedTable] = []
    var saved = false
    defer { if !saved { for table in created { table.removeIfUnused() } } }
    for group in groups(changes, in: folder) {
      if case .strings(let url) = group.file, let table = try CreatedTable.makeIfMissing(url, in: folder.url) { created.append(table) }
    }
    let outcome = try write(changes, in: folder, developmentLanguage: developmentLanguage) { group, bytes, conflicts in
      switch group.file {
      case .strings(let url): return try apply(group.changes, to: StringsEditor(data: bytes, file: url.path), conflicts: &conflicts)
      case .stringCatalog(let url):
        // The source text first: a translation saved with it was written against the new text, so stays translated.
        let editor = try StringCatalogEditor(data: bytes, file: url.path)
        let source = group.changes.filter { $0.language == editor.catalog.sourceLanguage }
        return try apply(source + group.changes.filter { $0.language != editor.catalog.sourceLanguage }, to: editor, conflicts: &conflicts)
      }
    }
    guard let outcome else {
      saved = true
      return .saved(
        changes.map {
          var saved = $0; saved.version = ValueVersion.of($0.value); return saved
        })
    }
    return outcome
  }

  /// Writes the files of `changes` in one update with their review files (``TableReview``), each file's new bytes
  /// made by `make` from its group and bytes (`nil`: unchanged), which notes the conflicts it finds; `confirming`
  /// names translations to confirm. Returns `nil` when everything was written, else why nothing was.
  private static func write(
    _ changes: [EditRequest.Change], in folder: LocalizationsFolder, developmentLanguage: String,
    confirming: Set<ReviewFile.Translation> = [], _ make: (Group, Data, inout [Conflict]) throws -> Data?
  ) throws -> Outcome? {
    let ordered = groups(changes, in: folder)
    do {
      try TableReview.update(ordered.map(\.file.url), developmentLanguage: developmentLanguage, confirming: confirming) { contents in
        var conflicts: [Conflict] = []
        let written = try zip(ordered, contents).map { group, bytes in try make(group, bytes, &conflicts) }
        if !conflicts.isEmpty { throw FoundConflicts(conflicts: conflicts) }
        return written
      }
    } catch let found as FoundConflicts {
      return .conflicts(found.conflicts)
    } catch FileWriteError.changedMeanwhile {
      return .othersWriting(changes.map { Conflict(change: $0, theirs: valueOnDisk(of: $0, in: folder)) })
    }
    return nil
  }

  /// Notes which of `changes` conflict with `editor`'s table and makes the others; the table's new bytes.
  private static func apply<Editor: ValueEditing & TableFileEditor>(
    _ changes: [EditRequest.Change], to editor: Editor, conflicts: inout [Conflict]
  ) throws -> Data {
    var editor = editor
    conflicts += self.conflicts(changes, in: editor)
    for change in changes where editor.value(forKey: change.key, language: change.language) != change.value {
      try editor.save(change.value, forKey: change.key, language: change.language)
    }
    return editor.data
  }

  /// The values of `changes` that changed in `editor`'s table since the page loaded them (to another text than the
  /// change's).
  private static func conflicts(_ changes: [EditRequest.Change], in editor: some ValueEditing) -> [Conflict] {
    changes.compactMap { change in
      let theirs = editor.value(forKey: change.key, language: change.language)
      return ValueVersion.of(theirs) != change.version && theirs != change.value ? Conflict(change: change, theirs: theirs) : nil
    }
  }

  /// Confirms the translations of `changes` ("still right") against today's development text, when each still has
  /// the text the page showed (`value`, at `version`): in a `.strings` table its review line records today's
  /// development text (``TableReview``); in a String Catalog its `needs_review` strings become `translated`, as
  /// Xcode's "Mark as Reviewed" does. The tables' values are not changed. All or none, as ``save(_:in:developmentLanguage:)``.
  static func confirm(_ changes: [EditRequest.Change], in folder: LocalizationsFolder, developmentLanguage: String) throws -> Outcome {
    let translations = Set(changes.map { ReviewFile.Translation(key: $0.key, language: $0.language) })
    let outcome = try write(changes, in: folder, developmentLanguage: developmentLanguage, confirming: translations) {
      group, bytes, conflicts in
      switch group.file {
      case .strings(let url):
        conflicts += self.conflicts(group.changes, in: try StringsEditor(data: bytes, file: url.path))
        return nil
      case .stringCatalog(let url):
        var editor = try StringCatalogEditor(data: bytes, file: url.path)
        conflicts += self.conflicts(group.changes, in: editor)
        for change in group.changes { _ = try editor.markReviewed(key: change.key, language: change.language) }
        return editor.data
      }
    }
    return outcome ?? .saved(changes)
  }

  /// `changes` grouped by the file that holds them, in the order of the files' paths.
  private static func groups(_ changes: [EditRequest.Change], in folder: LocalizationsFolder) -> [Group] {
    var groups: [String: Group] = [:]
    for change in changes {
      let file = TableFile.of(table: change.table, language: change.language, in: folder)
      groups[file.url.resolvingSymlinksInPath().path, default: (file, [])].changes.append(change)
    }
    return groups.sorted { $0.key < $1.key }.map(\.value)
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
