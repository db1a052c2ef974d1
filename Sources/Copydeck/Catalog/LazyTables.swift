import Foundation

/// The tables of a listed localizations folder, each file parsed on the first use of a table in its language: what a
/// lazily loaded ``Catalog`` reads, so a launch parses the tables it shows and nothing else.
///
/// ``folder(table:language:)`` gives a ``LocalizationsFolder`` of the files one table has in one language (its
/// `.strings` and `.stringsdict`), or of every file of the table when it has a String Catalog (which holds every
/// language, and whose use depends on the table's `.lproj` files in every language). A table's entries read the
/// same there as in the whole folder, because everything ``LocalizationsFolder`` decides about a file depends only on
/// the files of the same table. ``full`` is the whole folder, as ``LocalizationsFolder/scan(_:)`` gives it, reusing
/// every file parsed so far. Each file is parsed at most once.
///
/// `@unchecked Sendable`: the parsed files and folders are read and written only under `lock`.
final class LazyTables: @unchecked Sendable {
  private let listing: LocalizationsFolder.Listing
  /// The positions in the listing of each table's files.
  private let filesOfTable: [String: [Int]]
  /// The tables with a String Catalog.
  private let catalogTables: Set<String>
  private let lock = NSLock()
  private var parsed: [Int: LocalizationsFolder.ParsedFile] = [:]
  private var folders: [String: LocalizationsFolder] = [:]
  private var whole: LocalizationsFolder?

  /// Lists `url` (only an unreadable folder throws); nothing is parsed yet.
  init(listing url: URL) throws(StringsDiagnostic) {
    listing = try LocalizationsFolder.list(url)
    var filesOfTable: [String: [Int]] = [:]
    for (position, file) in listing.files.enumerated() { filesOfTable[file.name, default: []].append(position) }
    self.filesOfTable = filesOfTable
    catalogTables = Set(listing.files.filter { $0.format == .xcstrings }.map(\.name))
  }

  /// The folder of table `table`'s files in `language` (every language's, when the table has a String Catalog).
  func folder(table: String, language: String) -> LocalizationsFolder {
    let wholeTable = catalogTables.contains(table)
    let key = wholeTable ? "\u{0}\(table)" : "\(language)\u{0}\(table)"
    if let folder = lock.withLock({ folders[key] }) { return folder }
    let positions = (filesOfTable[table] ?? []).filter { wholeTable || listing.files[$0].language == language }
    let files = positions.map { listing.files[$0] }
    let urls = files.map(\.url)
    let folder = LocalizationsFolder.assemble(
      listing, files: files, urls: urls, results: zip(positions, urls).map { parsedFile($0, at: $1) })
    return lock.withLock {
      if let stored = folders[key] { return stored }
      folders[key] = folder
      return folder
    }
  }

  /// Whether table `table` has a `.stringsdict` in `language` or a String Catalog: the files whose keys may vary by
  /// plural (or device).
  func mayVary(table: String, language: String) -> Bool {
    catalogTables.contains(table)
      || (filesOfTable[table] ?? []).contains { listing.files[$0].format == .stringsdict && listing.files[$0].language == language }
  }

  /// The whole folder: every file parsed (side by side on the available cores), those parsed already reused.
  var full: LocalizationsFolder {
    if let whole = lock.withLock({ whole }) { return whole }
    let urls = listing.files.map(\.url)
    let results = Array(listing.files.indices).concurrentMap { parsedFile($0, at: urls[$0]) }
    let folder = LocalizationsFolder.assemble(listing, files: listing.files, urls: urls, results: results)
    return lock.withLock {
      if let stored = whole { return stored }
      whole = folder
      return folder
    }
  }

  /// How many files have been parsed so far.
  var parsedCount: Int { lock.withLock { parsed.count } }

  /// The file at `position` of the listing (at `url`), parsed now if this is its first use.
  private func parsedFile(_ position: Int, at url: URL) -> LocalizationsFolder.ParsedFile {
    if let file = lock.withLock({ parsed[position] }) { return file }
    let file = LocalizationsFolder.parse(listing.files[position], at: url)
    return lock.withLock {
      if let stored = parsed[position] { return stored }
      parsed[position] = file
      return file
    }
  }
}
