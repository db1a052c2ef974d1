import Copydeck
import Foundation

/// Every parsed table of a localizations folder, with each file's diagnostics kept beside it.
///
/// The tables are `<dir>/<language>.lproj/<Table>.strings` and, beside them, `<Table>.stringsdict` with the keys
/// that vary by a count or the device, and String Catalogs `<dir>/<Table>.xcstrings` or
/// `<dir>/mul.lproj/<Table>.xcstrings` (Xcode's "multilingual" folder, where it puts the catalogs of storyboards and
/// xibs) holding every language of a table; a bad file does not stop the others from being read. A table defined
/// both ways is an error that names both files, and its String Catalog is not used until one of the two is removed;
/// so is a table with two catalogs (at the top and in `mul.lproj`), of which the top one is used. ``entries(_:language:)``
/// and ``entry(forKey:table:language:)`` give one model over both kinds of file: every key a language defines in a
/// table, each with its value and variations (a `.stringsdict` key wins over the same key in `.strings`, as on the
/// device).
///
/// The catalog, `copydeck check` and the preview all read folders through this type, so they see
/// the same tables and the same parse errors.
public struct LocalizationsFolder: Sendable {
  /// One `.strings` file and what parsing it gave, or one language of a String Catalog.
  ///
  /// For a String Catalog, ``table`` holds the keys whose value is a plain string (the ones with variations are in
  /// ``LocalizationsFolder/entries(_:language:)``), and the catalog's diagnostics are on its source language's table.
  /// A catalog that cannot be used at all is one file with an empty ``language`` and the error.
  public struct TableFile: Sendable {
    /// The language, from the folder name without `.lproj`, e.g. `ko`.
    public var language: String
    /// The table name, from the file name without `.strings`, e.g. `Groups`.
    public var name: String
    /// Where the file is.
    public var url: URL
    /// The parsed table, or the error that made the file unreadable as Apple reads it.
    public var result: Result<StringsTable, StringsDiagnostic>
    /// The kind of file: `.strings`, or `.xcstrings` for a language of a String Catalog.
    public var format = TableFormat.strings
    /// For a String Catalog, the folder inside the localizations folder that holds it: empty at the top, or
    /// `mul.lproj`.
    public var directory = ""

    /// The parsed table, or `nil` when the file could not be parsed.
    public var table: StringsTable? { try? result.get() }

    /// Every diagnostic of the file: the fatal error, or the table's warnings and non-fatal errors.
    public var diagnostics: [StringsDiagnostic] {
      switch result {
      case .success(let table): table.diagnostics
      case .failure(let error): [error]
      }
    }

    /// The path relative to the folder, e.g. `ko.lproj/Groups.strings`, `Groups.xcstrings` or
    /// `mul.lproj/Main.xcstrings`, for messages.
    public var relativePath: String {
      format == .xcstrings ? LocalizationsFolder.catalogPath(name, directory: directory) : "\(language).lproj/\(name).strings"
    }
  }

  /// One `.xcstrings` file and what parsing it gave.
  public struct StringCatalogFile: Sendable {
    /// The table name, from the file name without `.xcstrings`, e.g. `Localizable`.
    public var name: String
    /// Where the file is.
    public var url: URL
    /// The parsed catalog, or why it cannot be used (unreadable, the table is also in `.lproj` folders, or it has
    /// another catalog).
    public var result: Result<StringCatalog, StringsDiagnostic>
    /// The folder inside the localizations folder that holds the file: empty at the top, or `mul.lproj`.
    public var directory = ""

    /// The parsed catalog, or `nil` when it cannot be used.
    public var catalog: StringCatalog? { try? result.get() }

    /// The path relative to the folder, e.g. `Localizable.xcstrings` or `mul.lproj/Main.xcstrings`.
    public var relativePath: String { LocalizationsFolder.catalogPath(name, directory: directory) }
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

  /// The `.lproj` folder where Xcode keeps String Catalogs (those it makes from storyboards and xibs): its name says
  /// "multilingual", it is no language, and its catalogs are read as if they were at the top of the folder.
  public static let catalogDirectory = "mul.lproj"

  /// The folder that was scanned.
  public var url: URL
  /// The languages that have an `.lproj` folder, sorted (`mul.lproj` only when it holds `.strings` or
  /// `.stringsdict` tables).
  public var languages: [String]
  /// Every table file, sorted by language, then name.
  public let files: [TableFile]
  /// Every `.stringsdict` file, sorted by language, then name.
  public let stringsDictFiles: [StringsDictFile]
  /// Every `.xcstrings` file, sorted by name (one at the top before one of the same name in `mul.lproj`).
  public let catalogFiles: [StringCatalogFile]
  /// The `.lproj` folders that could not be listed, one error each: their tables are unreadable, not missing.
  public var problems: [StringsDiagnostic] = []
  /// The index of each file in ``files`` by language and table name.
  private let index: [String: [String: Int]]
  /// The index of each file in ``stringsDictFiles`` by language and table name.
  private let stringsDictIndex: [String: [String: Int]]
  /// The catalogs in use (parsed, and not defined twice) by table name.
  private let catalogIndex: [String: StringCatalog]
  /// What parsing each listed file gave, by path, as ``scan(_:reusing:unchanged:)`` reuses it (empty for a folder made
  /// from already parsed files). The same values as in ``files``, so it costs no copy of a table.
  private var parsed: [String: ParsedFile] = [:]

  /// Where the manifest of this folder is, `<dir>/catalog.json` (it may not exist).
  public var manifestURL: URL { url.appendingPathComponent("catalog.json", isDirectory: false) }

  /// Every diagnostic of every file, in file order.
  public var diagnostics: [StringsDiagnostic] { problems + files.flatMap(\.diagnostics) + stringsDictFiles.flatMap(\.diagnostics) }

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

  /// The String Catalog of table `name`, when the folder has one that parsed and the table is not also in `.lproj`
  /// folders.
  public func catalog(_ name: String) -> StringCatalog? {
    catalogIndex[name]
  }

  /// The names of the tables `language` has, in any kind of file, sorted.
  public func tableNames(language: String) -> [String] {
    let catalogs = catalogIndex.filter { $0.value.languages.contains(language) }.keys
    return Set(Array((index[language] ?? [:]).keys) + Array((stringsDictIndex[language] ?? [:]).keys) + Array(catalogs)).sorted()
  }

  /// The entry of `key` in table `table` of `language`: from the String Catalog of the table, or from the
  /// `.stringsdict` when it has the key (as on the device), else from the `.strings`; `nil` when no file defines it.
  public func entry(forKey key: String, table: String, language: String) -> TableEntry? {
    if let catalog = catalogIndex[table] { return catalog.entries(language: language).entry(forKey: key) }
    if let entry = stringsDictFile(table, language: language)?.entries?.entry(forKey: key) { return entry }
    return self.table(table, language: language)?.entry(forKey: key).map(TableEntry.init(strings:))
  }

  /// Every key `language` defines in table `name`, each with its value and variations: a String Catalog's keys in
  /// file order; or the `.strings` keys in file order (a key the `.stringsdict` also has takes its value from there),
  /// then the keys only the `.stringsdict` has.
  public func entries(_ name: String, language: String) -> [TableEntry] {
    if let catalog = catalogIndex[name] { return catalog.entries(language: language).entries }
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
  ///
  /// Each String Catalog in `catalogFiles` adds a ``TableFile`` per language to `files`; one whose table also has an
  /// `.lproj` file, or an earlier catalog (in ``catalogFiles``' order), is replaced by the error naming both.
  public init(
    url: URL, languages: [String], files: [TableFile], stringsDictFiles: [StringsDictFile] = [], catalogFiles: [StringCatalogFile] = []
  ) {
    self.url = url
    self.languages = languages
    var files = files
    var used: [StringCatalogFile] = []
    var catalogIndex: [String: StringCatalog] = [:]
    let sorted = catalogFiles.sorted { ($0.name, $0.directory) < ($1.name, $1.directory) }
    for var catalogFile in sorted {
      if let other = files.first(where: { $0.name == catalogFile.name && $0.format == .strings }).map(\.url)
        ?? stringsDictFiles.first(where: { $0.name == catalogFile.name }).map(\.url)
      {
        catalogFile.result = .failure(Self.definedTwice(catalogFile, other: other))
      } else if let other = used.first(where: { $0.name == catalogFile.name }) {
        catalogFile.result = .failure(Self.definedTwice(catalogFile, otherCatalog: other))
      }
      used.append(catalogFile)
      switch catalogFile.result {
      case .success(let catalog):
        catalogIndex[catalogFile.name] = catalog
        files += Self.tableFiles(catalog, file: catalogFile)
      case .failure(let error):
        files.append(
          TableFile(
            language: "", name: catalogFile.name, url: catalogFile.url, result: .failure(error), format: .xcstrings,
            directory: catalogFile.directory))
      }
    }
    files.sort { ($0.language, $0.name) < ($1.language, $1.name) }
    self.files = files
    self.catalogFiles = used
    self.catalogIndex = catalogIndex
    self.stringsDictFiles = stringsDictFiles
    var index: [String: [String: Int]] = [:]
    for (position, file) in files.enumerated() { index[file.language, default: [:]][file.name] = position }
    self.index = index
    var stringsDictIndex: [String: [String: Int]] = [:]
    for (position, file) in stringsDictFiles.enumerated() { stringsDictIndex[file.language, default: [:]][file.name] = position }
    self.stringsDictIndex = stringsDictIndex
  }

  /// Scans `url` for `*.lproj/*.strings`, `*.lproj/*.stringsdict`, `*.xcstrings` and `mul.lproj/*.xcstrings` and
  /// parses each file, side by side on the available cores.
  ///
  /// Only an unreadable folder throws.
  public static func scan(_ url: URL) throws(StringsDiagnostic) -> LocalizationsFolder {
    try scan(url, reusing: nil, unchanged: { _ in false })
  }

  /// Scans `url` as ``scan(_:)`` does, but without the translator notes of `.strings` files (every entry's
  /// ``StringsEntry/comment`` is `nil`), for a reader that never shows one, such as `copydeck check`: a note points
  /// into its file's bytes, so a table without notes lets those bytes be freed as soon as it is parsed.
  public static func scanWithoutNotes(_ url: URL) throws(StringsDiagnostic) -> LocalizationsFolder {
    try scan(url, reusing: nil, unchanged: { _ in false }, keepingNotes: false)
  }

  /// Scans `url` as ``scanWithoutNotes(_:)`` does, running `work` meanwhile as one more task of the same parallel
  /// loop: `work` is handed out first, the tables parse on the other cores while it runs, and the core it ran on
  /// parses tables too once it is done. So work that does not need the tables (the check's manifest and its index)
  /// runs beside them without a third thread sharing two cores, and nothing waits for it alone.
  ///
  /// `work` does not run when the folder cannot be listed (what throws).
  package static func scanWithoutNotes(_ url: URL, alongside work: @Sendable () -> Void) throws(StringsDiagnostic) -> LocalizationsFolder {
    try withoutActuallyEscaping(work) { work throws(StringsDiagnostic) in
      try scan(url, reusing: nil, unchanged: { _ in false }, keepingNotes: false, alongside: work)
    }
  }

  /// Scans `url` again as ``scan(_:)`` does, but takes the result of each file `previous` parsed and `unchanged`
  /// (given its path) says has not changed since, instead of parsing it again; the result is the same as a full scan
  /// when `unchanged` is true only for files that did not change.
  ///
  /// The preview reloads this way: an edit to one table re-reads that table only.
  public static func scan(
    _ url: URL, reusing previous: LocalizationsFolder?, unchanged: (String) -> Bool
  ) throws(StringsDiagnostic) -> LocalizationsFolder {
    try scan(url, reusing: previous, unchanged: unchanged, keepingNotes: true)
  }

  /// Scans `url` again as ``scan(_:reusing:unchanged:)`` does, running `work` meanwhile as
  /// ``scanWithoutNotes(_:alongside:)`` does (the preview decodes the manifest so).
  package static func scan(
    _ url: URL, reusing previous: LocalizationsFolder?, unchanged: (String) -> Bool, alongside work: @Sendable () -> Void
  ) throws(StringsDiagnostic) -> LocalizationsFolder {
    try withoutActuallyEscaping(work) { work throws(StringsDiagnostic) in
      try scan(url, reusing: previous, unchanged: unchanged, keepingNotes: true, alongside: work)
    }
  }

  /// The scan behind ``scan(_:reusing:unchanged:)`` and the two ``scanWithoutNotes(_:)``, with `work` as the first
  /// task of the loop when given (see ``scanWithoutNotes(_:alongside:)``).
  private static func scan(
    _ url: URL, reusing previous: LocalizationsFolder?, unchanged: (String) -> Bool, keepingNotes: Bool,
    alongside work: (@Sendable () -> Void)? = nil
  ) throws(StringsDiagnostic) -> LocalizationsFolder {
    let listing = try list(url)
    let urls = listing.files.map(\.url)  // every file is read: its URL is made once, here
    // Each file parses on its own; every result goes to the file's own slot, so the order stays the listing's.
    let reused = urls.map { url -> ParsedFile? in
      guard let previous else { return nil }
      let path = url.path
      return unchanged(path) ? previous.parsed[path] : nil
    }
    let tasks = (work == nil ? [] : [nil]) + listing.files.indices.map { Optional($0) }
    let results = tasks.concurrentMap { task -> ParsedFile? in
      guard let position = task else {
        work?()
        return nil
      }
      if let reused = reused[position], reused.format == listing.files[position].format { return reused }
      return parse(listing.files[position], at: urls[position], keepingNotes: keepingNotes)
    }
    return assemble(listing, files: listing.files, urls: urls, results: results.compactMap { $0 })
  }

  /// One file a listing found, not parsed yet.
  struct ListedFile: Sendable {
    /// The language of its `.lproj` folder (empty for a String Catalog).
    var language: String
    var name: String
    /// The folder that holds the file, and the file's name in it.
    var folder: URL
    var fileName: String
    var format: TableFormat
    /// For a String Catalog, the folder that holds it: empty at the top, or `mul.lproj`.
    var directory: String

    /// Where the file is: made when asked for, so a caller that needs it more than once keeps the one it made.
    var url: URL { folder.appendingPathComponent(fileName, isDirectory: false) }
  }

  /// What listing a localizations folder found: its `.lproj` folders and table files, and the folders that could
  /// not be listed.
  struct Listing: Sendable {
    var url: URL
    /// The `.lproj` folder names, sorted.
    var folders: [String]
    /// The table files, `.lproj` folder by folder (each sorted by name), then the String Catalogs at the top.
    var files: [ListedFile]
    var problems: [StringsDiagnostic]
  }

  /// Lists the tables of `url` without parsing them (what ``scan(_:)`` starts with).
  static func list(_ url: URL) throws(StringsDiagnostic) -> Listing {
    let folders: [String]
    let catalogs: [String]
    do {
      let names = try Platform.directoryNames(url.path).sorted()
      folders = names.filter { $0.hasSuffix(".lproj") }
      catalogs = names.filter { $0.hasSuffix(".xcstrings") }
    } catch {
      throw StringsDiagnostic(
        id: "unreadable-folder", severity: .error, location: SourceLocation(file: url.path, line: 1, column: 1),
        message: "cannot read the localizations folder",
        hint: "pass the folder that holds catalog.json and the <language>.lproj folders, e.g. --localizations Localizations")
    }
    var listed: [ListedFile] = []
    var problems: [StringsDiagnostic] = []
    for folder in folders {
      let folderURL = url.appendingPathComponent(folder, isDirectory: true)
      let contents: [String]
      do {
        contents = try Platform.directoryNames(folderURL.path)
      } catch {
        let reason = FileProblem.reading(folderURL, error: POSIXError(POSIXErrorCode(rawValue: error.code) ?? .EIO))
        problems.append(
          StringsDiagnostic(
            id: "unreadable-folder", severity: .error, location: SourceLocation(file: folderURL.path, line: 1, column: 1),
            message: "cannot list the tables of \(folder): \(reason.message)",
            hint: "make the folder readable (chmod u+rx); its tables are treated as unreadable, not as missing"))
        continue
      }
      let names = contents.sorted()
      let formats: [TableFormat] = folder == catalogDirectory ? [.strings, .stringsdict, .xcstrings] : [.strings, .stringsdict]
      for name in names {
        for format in formats where name.hasSuffix("." + format.fileExtension) {
          let table = String(name.dropLast(format.fileExtension.count + 1))
          let language = format == .xcstrings ? "" : String(folder.dropLast(".lproj".count))
          listed.append(
            ListedFile(
              language: language, name: table, folder: folderURL, fileName: name, format: format,
              directory: format == .xcstrings ? folder : ""))
        }
      }
    }
    for name in catalogs {
      listed.append(
        ListedFile(
          language: "", name: String(name.dropLast(".xcstrings".count)), folder: url, fileName: name, format: .xcstrings,
          directory: ""))
    }
    return Listing(url: url, folders: folders, files: listed, problems: problems)
  }

  /// Parses one listed file, at `url` (its ``ListedFile/url``); without its translator notes when `keepingNotes` is
  /// false (see ``scanWithoutNotes(_:)``).
  static func parse(_ file: ListedFile, at url: URL, keepingNotes: Bool = true) -> ParsedFile {
    switch file.format {
    case .strings:
      .strings(
        Result { () throws(StringsDiagnostic) in
          var table = try BinaryPropertyList.stringsTable(contentsOf: url)
          if !keepingNotes {
            for index in table.entries.indices { table.entries[index].comment = nil }
          }
          return table
        })
    case .stringsdict: .stringsdict(Result { () throws(StringsDiagnostic) in try StringsDictParser.parse(contentsOf: url) })
    case .xcstrings: .xcstrings(Result { () throws(StringsDiagnostic) in try StringCatalogParser.parse(contentsOf: url) })
    }
  }

  /// The folder of `files` (some or all of `listing`'s, at `urls`) parsed as `results`, with the listing's problems.
  static func assemble(_ listing: Listing, files found: [ListedFile], urls: [URL], results: [ParsedFile]) -> LocalizationsFolder {
    var files: [TableFile] = []
    var stringsDictFiles: [StringsDictFile] = []
    var catalogFiles: [StringCatalogFile] = []
    for (file, (url, result)) in zip(found, zip(urls, results)) {
      switch result {
      case .strings(let result): files.append(TableFile(language: file.language, name: file.name, url: url, result: result))
      case .stringsdict(let result):
        stringsDictFiles.append(StringsDictFile(language: file.language, name: file.name, url: url, result: result))
      case .xcstrings(let result):
        catalogFiles.append(StringCatalogFile(name: file.name, url: url, result: result, directory: file.directory))
      }
    }
    let tableLanguages = Set(found.map(\.language))
    let languages = listing.folders.map { String($0.dropLast(".lproj".count)) }.filter {
      "\($0).lproj" != catalogDirectory || tableLanguages.contains($0)
    }
    var scanned = LocalizationsFolder(
      url: listing.url, languages: languages, files: files, stringsDictFiles: stringsDictFiles, catalogFiles: catalogFiles)
    scanned.problems = listing.problems
    scanned.parsed = Dictionary(zip(urls.map(\.path), results), uniquingKeysWith: { first, _ in first })
    return scanned
  }

  /// One table file per language of a catalog: its plain-string keys as a table; the catalog's diagnostics go on
  /// the source language's.
  private static func tableFiles(_ catalog: StringCatalog, file: StringCatalogFile) -> [TableFile] {
    catalog.languages.map { language in
      let entries = catalog.entries(language: language).entries.compactMap { entry -> StringsEntry? in
        guard let value = entry.value.string, entry.substitutions.isEmpty else { return nil }
        return StringsEntry(key: entry.key, value: value, comment: entry.comment, location: entry.location, valueLocation: entry.location)
      }
      let diagnostics = language == catalog.sourceLanguage ? catalog.diagnostics : []
      return TableFile(
        language: language, name: file.name, url: file.url, result: .success(StringsTable(entries: entries, diagnostics: diagnostics)),
        format: .xcstrings, directory: file.directory)
    }
  }

  private static func definedTwice(_ catalog: StringCatalogFile, other: URL) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "table-defined-twice", severity: .error, location: SourceLocation(file: catalog.url.path, line: 1, column: 1),
      message:
        "the table \(catalog.name) is defined twice: in \(catalog.url.path) and in \(other.path); Copydeck reads the .lproj tables and ignores the catalog until one of the two is removed",
      hint: "keep one: delete the .lproj tables after migrating to the String Catalog, or delete the catalog",
      related: SourceLocation(file: other.path, line: 1, column: 1))
  }

  /// A catalog ignored because `other`, earlier in ``catalogFiles``, defines the same table.
  private static func definedTwice(_ catalog: StringCatalogFile, otherCatalog other: StringCatalogFile) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "table-defined-twice", severity: .error, location: SourceLocation(file: catalog.url.path, line: 1, column: 1),
      message:
        "the table \(catalog.name) is defined twice: in \(catalog.url.path) and in \(other.url.path); Copydeck reads \(other.relativePath) and ignores \(catalog.relativePath) until one of the two is removed",
      hint: "keep one catalog: move the strings only this one has into the other in Xcode's String Catalog editor, then delete it",
      related: SourceLocation(file: other.url.path, line: 1, column: 1))
  }

  /// `name.xcstrings` in `directory` (empty for the top of the folder).
  static func catalogPath(_ name: String, directory: String) -> String {
    directory.isEmpty ? "\(name).xcstrings" : "\(directory)/\(name).xcstrings"
  }

  /// What parsing one listed file gave, by its kind.
  enum ParsedFile: Sendable {
    case strings(Result<StringsTable, StringsDiagnostic>)
    case stringsdict(Result<TableEntries, StringsDiagnostic>)
    case xcstrings(Result<StringCatalog, StringsDiagnostic>)

    var format: TableFormat {
      switch self {
      case .strings: .strings
      case .stringsdict: .stringsdict
      case .xcstrings: .xcstrings
      }
    }
  }
}
