import Foundation

/// Every parsed table of a localizations folder, with each file's diagnostics kept beside it.
///
/// The tables are `<dir>/<language>.lproj/<Table>.strings` and, beside them, `<Table>.stringsdict` with the keys
/// that vary by a count or the device; a bad file does not stop the others from being read. ``entries(_:language:)``
/// and ``entry(forKey:table:language:)`` give one model over both kinds of file: every key a language defines in a
/// table, each with its value and variations (a `.stringsdict` key wins over the same key in `.strings`, as on the
/// device).
///
/// The catalog, `copydeck check` and the preview all read folders through this type, so they see
/// the same tables and the same parse errors.
public struct LocalizationsFolder: Sendable {
  /// One `.strings` file and what parsing it gave.
  public struct TableFile: Sendable {
    /// The language, from the folder name without `.lproj`, e.g. `ko`.
    public var language: String
    /// The table name, from the file name without `.strings`, e.g. `Groups`.
    public var name: String
    /// Where the file is.
    public var url: URL
    /// The parsed table, or the error that made the file unreadable as Apple reads it.
    public var result: Result<StringsTable, StringsDiagnostic>

    /// The parsed table, or `nil` when the file could not be parsed.
    public var table: StringsTable? { try? result.get() }

    /// Every diagnostic of the file: the fatal error, or the table's warnings and non-fatal errors.
    public var diagnostics: [StringsDiagnostic] {
      switch result {
      case .success(let table): table.diagnostics
      case .failure(let error): [error]
      }
    }

    /// The path relative to the folder, e.g. `ko.lproj/Groups.strings`, for messages.
    public var relativePath: String { "\(language).lproj/\(name).strings" }
  }

  /// One `.stringsdict` file and what parsing it gave.
  public struct StringsDictFile: Sendable {
    /// The language, from the folder name without `.lproj`, e.g. `ko`.
    public var language: String
    /// The table name, from the file name without `.stringsdict`, e.g. `Groups`.
    public var name: String
    /// Where the file is.
    public var url: URL
    /// The parsed entries, or the error that made the file unreadable.
    public var result: Result<TableEntries, StringsDiagnostic>

    /// The parsed entries, or `nil` when the file could not be parsed.
    public var entries: TableEntries? { try? result.get() }

    /// Every diagnostic of the file: the fatal error, or the warnings and the errors of keys left out.
    public var diagnostics: [StringsDiagnostic] {
      switch result {
      case .success(let entries): entries.diagnostics
      case .failure(let error): [error]
      }
    }

    /// The path relative to the folder, e.g. `en.lproj/Groups.stringsdict`, for messages.
    public var relativePath: String { "\(language).lproj/\(name).stringsdict" }
  }

  /// The folder that was scanned.
  public var url: URL
  /// The languages that have an `.lproj` folder, sorted.
  public var languages: [String]
  /// Every table file, sorted by language, then name.
  public let files: [TableFile]
  /// Every `.stringsdict` file, sorted by language, then name.
  public let stringsDictFiles: [StringsDictFile]
  /// The index of each file in ``files`` by language and table name.
  private let index: [String: [String: Int]]
  /// The index of each file in ``stringsDictFiles`` by language and table name.
  private let stringsDictIndex: [String: [String: Int]]

  /// Where the manifest of this folder is, `<dir>/catalog.json` (it may not exist).
  public var manifestURL: URL { url.appendingPathComponent("catalog.json") }

  /// Every diagnostic of every file, in file order.
  public var diagnostics: [StringsDiagnostic] { files.flatMap(\.diagnostics) + stringsDictFiles.flatMap(\.diagnostics) }

  /// The file of table `name` in `language`, if it exists.
  public func file(_ name: String, language: String) -> TableFile? {
    index[language]?[name].map { files[$0] }
  }

  /// The parsed table `name` in `language`, if it exists and parsed.
  public func table(_ name: String, language: String) -> StringsTable? {
    file(name, language: language)?.table
  }

  /// The `.stringsdict` file of table `name` in `language`, if it exists.
  public func stringsDictFile(_ name: String, language: String) -> StringsDictFile? {
    stringsDictIndex[language]?[name].map { stringsDictFiles[$0] }
  }

  /// The names of the tables `language` has, in either kind of file, sorted.
  public func tableNames(language: String) -> [String] {
    Set(Array((index[language] ?? [:]).keys) + Array((stringsDictIndex[language] ?? [:]).keys)).sorted()
  }

  /// The entry of `key` in table `table` of `language`, from the `.stringsdict` when it has the key (as on the
  /// device), else from the `.strings`; `nil` when neither file defines it or parsed.
  public func entry(forKey key: String, table: String, language: String) -> TableEntry? {
    if let entry = stringsDictFile(table, language: language)?.entries?.entry(forKey: key) { return entry }
    return self.table(table, language: language)?.entry(forKey: key).map(TableEntry.init(strings:))
  }

  /// Every key `language` defines in table `name`, each with its value and variations: the `.strings` keys in file
  /// order (a key the `.stringsdict` also has takes its value from there), then the keys only the `.stringsdict` has.
  public func entries(_ name: String, language: String) -> [TableEntry] {
    let dictionary = stringsDictFile(name, language: language)?.entries
    guard let strings = table(name, language: language) else { return dictionary?.entries ?? [] }
    var result = strings.keys.compactMap { key in
      dictionary?.entry(forKey: key) ?? strings.entry(forKey: key).map(TableEntry.init(strings:))
    }
    if let dictionary {
      result += dictionary.entries.filter { strings.entry(forKey: $0.key) == nil }
    }
    return result
  }

  /// Creates a folder from already parsed files.
  public init(url: URL, languages: [String], files: [TableFile], stringsDictFiles: [StringsDictFile] = []) {
    self.url = url
    self.languages = languages
    self.files = files
    self.stringsDictFiles = stringsDictFiles
    var index: [String: [String: Int]] = [:]
    for (position, file) in files.enumerated() { index[file.language, default: [:]][file.name] = position }
    self.index = index
    var stringsDictIndex: [String: [String: Int]] = [:]
    for (position, file) in stringsDictFiles.enumerated() { stringsDictIndex[file.language, default: [:]][file.name] = position }
    self.stringsDictIndex = stringsDictIndex
  }

  /// Scans `url` for `*.lproj/*.strings` and `*.lproj/*.stringsdict` and parses each file, side by side on the
  /// available cores.
  ///
  /// Only an unreadable folder throws.
  public static func scan(_ url: URL) throws(StringsDiagnostic) -> LocalizationsFolder {
    let manager = FileManager.default
    let folders: [String]
    do {
      folders = try manager.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".lproj") }.sorted()
    } catch {
      throw StringsDiagnostic(
        id: "unreadable-folder", severity: .error, location: SourceLocation(file: url.path, line: 1, column: 1),
        message: "cannot read the localizations folder",
        hint: "pass the folder that holds catalog.json and the <language>.lproj folders, e.g. --localizations Localizations")
    }
    var listed: [(language: String, name: String, url: URL, format: TableFormat)] = []
    for folder in folders {
      let folderURL = url.appendingPathComponent(folder, isDirectory: true)
      let names = ((try? manager.contentsOfDirectory(atPath: folderURL.path)) ?? []).sorted()
      for name in names {
        for format in [TableFormat.strings, .stringsdict] where name.hasSuffix("." + format.fileExtension) {
          let table = String(name.dropLast(format.fileExtension.count + 1))
          listed.append((String(folder.dropLast(".lproj".count)), table, folderURL.appendingPathComponent(name), format))
        }
      }
    }
    let found = listed
    // Each file parses on its own; every result goes to the file's own slot, so the order stays the listing's.
    var results = [ParsedFile?](repeating: nil, count: found.count)
    results.withUnsafeMutableBufferPointer { results in
      nonisolated(unsafe) let results = results
      DispatchQueue.concurrentPerform(iterations: found.count) { index in
        let url = found[index].url
        results[index] = switch found[index].format {
        case .strings: .strings(Result { () throws(StringsDiagnostic) in try StringsParser.parse(contentsOf: url) })
        case .stringsdict, .xcstrings: .stringsdict(Result { () throws(StringsDiagnostic) in try StringsDictParser.parse(contentsOf: url) })
        }
      }
    }
    var files: [TableFile] = []
    var stringsDictFiles: [StringsDictFile] = []
    for (file, result) in zip(found, results) {
      switch result! {
      case .strings(let result): files.append(TableFile(language: file.language, name: file.name, url: file.url, result: result))
      case .stringsdict(let result): stringsDictFiles.append(StringsDictFile(language: file.language, name: file.name, url: file.url, result: result))
      }
    }
    return LocalizationsFolder(
      url: url, languages: folders.map { String($0.dropLast(".lproj".count)) }, files: files, stringsDictFiles: stringsDictFiles)
  }

  /// What parsing one listed file gave, by its kind.
  private enum ParsedFile {
    case strings(Result<StringsTable, StringsDiagnostic>)
    case stringsdict(Result<TableEntries, StringsDiagnostic>)
  }
}
