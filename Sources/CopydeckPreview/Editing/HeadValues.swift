import Copydeck
import CopydeckFiles
import Foundation

/// One value as it was at git `HEAD`: its text, or `nil` when `HEAD` did not have the key (or the table).
struct HeadValue: Equatable {
  var text: String?
}

/// The tables of a `Localizations/` folder as they are in the last commit (`HEAD`), read with git.
///
/// Git runs as a process, twice per load: `git rev-parse` finds the commit and where the folder sits in the
/// repository, and one `git cat-file --batch` reads every table at that commit — `<lang>.lproj/<table>.strings`, or
/// `<table>.xcstrings` for a table kept in a String Catalog (see ``TableSaver/TableFile``). When git is missing or the
/// folder is not in a repository, ``load(_:catalog:)`` returns `nil` and the pages show no changes.
struct HeadValues: Sendable {
  /// One table file at `HEAD`.
  private enum Table: Sendable {
    case strings(StringsTable)
    case stringCatalog(StringCatalog)

    func value(forKey key: String, language: String) -> String? {
      switch self {
      case .strings(let table): table.value(forKey: key)
      case .stringCatalog(let catalog): catalog.plainValue(forKey: key, language: language)
      }
    }
  }

  /// The commit the values come from.
  let commit: String
  /// Each table at `HEAD` by `language/table`; a table that `HEAD` does not have (or that does not parse there) maps
  /// to `nil`.
  private let tables: [String: Table?]

  /// The value of `key` at `HEAD`, or `nil` when it cannot be told (git did not answer for that table).
  func value(language: String, table: String, key: String) -> HeadValue? {
    guard let entry = tables["\(language)/\(table)"] else { return nil }
    return HeadValue(text: entry?.value(forKey: key, language: language))
  }

  /// The ids of the entries with a value in some language that differs from `HEAD`, in `catalog`'s order.
  func changedEntries(_ catalog: Catalog) -> Set<String> {
    var changed: Set<String> = []
    for definition in catalog.entries {
      search: for language in catalog.languages {
        let current = catalog.folder.table(definition.table, language: language)
        for key in definition.keys {
          if let head = value(language: language, table: definition.table, key: key), head.text != current?.value(forKey: key) {
            changed.insert(definition.id)
            break search
          }
        }
      }
    }
    return changed
  }

  /// Reads every table of `catalog` at `revision` (`HEAD` unless told) of the repository that holds `folder`.
  static func load(_ folder: URL, catalog: Catalog, at revision: String = "HEAD") -> HeadValues? {
    guard let revParse = Git.run(["rev-parse", "--show-prefix", "\(revision)^{commit}"], in: folder) else { return nil }
    let lines = String(decoding: revParse, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return nil }
    let prefix = String(lines[0]), commit = String(lines[1])
    // One object per file: a String Catalog once for all its languages, a `.strings` file per language.
    var files: [(path: String, isCatalog: Bool, languages: [(language: String, name: String)])] = []
    for name in Set(catalog.entries.map(\.table)).sorted() {
      let languages = catalog.languages.map { ($0, name) }
      if case .stringCatalog = TableSaver.TableFile.of(table: name, language: catalog.developmentLanguage, in: catalog.folder),
        let file = catalog.folder.catalogFiles.first(where: { $0.name == name })
      {
        files.append((file.relativePath, true, languages))
      } else {
        files += languages.map { ("\($0.0).lproj/\(name).strings", false, [$0]) }
      }
    }
    let requests = files.map { "\(commit):\(prefix)\($0.path)\n" }.joined()
    guard let output = Git.run(["cat-file", "--batch"], in: folder, input: Data(requests.utf8)) else { return nil }
    var tables: [String: Table?] = [:]
    var reader = BatchReader(bytes: output)
    for file in files {
      guard let object = reader.next() else { return nil }
      let name = "\(file.path)@HEAD"
      let table: Table? = object.flatMap { bytes in
        file.isCatalog
          ? (try? StringCatalogParser.parse(Data(bytes), file: name)).map(Table.stringCatalog)
          : (try? StringsParser.parse(Data(bytes), file: name)).map(Table.strings)
      }
      for (language, tableName) in file.languages { tables["\(language)/\(tableName)"] = table }
    }
    return HeadValues(commit: commit, tables: tables)
  }

  /// Reads the answers of `git cat-file --batch`: `SHA blob SIZE\n` then the bytes and `\n`, or `NAME missing\n`.
  private struct BatchReader {
    let bytes: Data
    var offset = 0

    init(bytes: Data) { self.bytes = bytes }

    /// The next object's bytes, `.some(nil)` for a missing one, `nil` at the end or on output it cannot read.
    mutating func next() -> [UInt8]?? {
      guard let newline = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
      let header = String(decoding: bytes[offset..<newline], as: UTF8.self)
      offset = newline + 1
      if header.hasSuffix(" missing") || header.hasSuffix(" ambiguous") { return .some(nil) }
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]), offset + size <= bytes.count else { return nil }
      let object = Array(bytes[offset..<offset + size])
      offset += size + 1
      return .some(fields[1] == "blob" ? object : nil)
    }
  }
}
