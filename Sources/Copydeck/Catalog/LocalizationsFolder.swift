import Foundation

/// Every parsed `.strings` table of a localizations folder, with each file's diagnostics kept beside it.
///
/// The tables are `<dir>/<language>.lproj/<Table>.strings`; a bad file does not stop the others from being read.
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

  /// The folder that was scanned.
  public var url: URL
  /// The languages that have an `.lproj` folder, sorted.
  public var languages: [String]
  /// Every table file, sorted by language, then name.
  public let files: [TableFile]
  /// The index of each file in ``files`` by language and table name.
  private let index: [String: [String: Int]]

  /// Where the manifest of this folder is, `<dir>/catalog.json` (it may not exist).
  public var manifestURL: URL { url.appendingPathComponent("catalog.json") }

  /// Every diagnostic of every file, in file order.
  public var diagnostics: [StringsDiagnostic] { files.flatMap(\.diagnostics) }

  /// The file of table `name` in `language`, if it exists.
  public func file(_ name: String, language: String) -> TableFile? {
    index[language]?[name].map { files[$0] }
  }

  /// The parsed table `name` in `language`, if it exists and parsed.
  public func table(_ name: String, language: String) -> StringsTable? {
    file(name, language: language)?.table
  }

  /// Creates a folder from already parsed files.
  public init(url: URL, languages: [String], files: [TableFile]) {
    self.url = url
    self.languages = languages
    self.files = files
    var index: [String: [String: Int]] = [:]
    for (position, file) in files.enumerated() { index[file.language, default: [:]][file.name] = position }
    self.index = index
  }

  /// Scans `url` for `*.lproj/*.strings` and parses each file, side by side on the available cores.
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
    var listed: [(language: String, name: String, url: URL)] = []
    for folder in folders {
      let folderURL = url.appendingPathComponent(folder, isDirectory: true)
      let names = ((try? manager.contentsOfDirectory(atPath: folderURL.path)) ?? []).filter { $0.hasSuffix(".strings") }.sorted()
      for name in names {
        listed.append((String(folder.dropLast(".lproj".count)), String(name.dropLast(".strings".count)), folderURL.appendingPathComponent(name)))
      }
    }
    let found = listed
    // Each file parses on its own; every result goes to the file's own slot, so the order stays the listing's.
    var results = [Result<StringsTable, StringsDiagnostic>?](repeating: nil, count: found.count)
    results.withUnsafeMutableBufferPointer { results in
      nonisolated(unsafe) let results = results
      DispatchQueue.concurrentPerform(iterations: found.count) { index in
        results[index] = Result { () throws(StringsDiagnostic) in try StringsParser.parse(contentsOf: found[index].url) }
      }
    }
    let files = zip(found, results).map { file, result in
      TableFile(language: file.language, name: file.name, url: file.url, result: result!)
    }
    return LocalizationsFolder(url: url, languages: folders.map { String($0.dropLast(".lproj".count)) }, files: files)
  }
}
