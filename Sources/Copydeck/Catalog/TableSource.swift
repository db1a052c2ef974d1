/// Where a catalog reads its tables: a folder parsed whole, or a listing whose tables are parsed on first use.
enum TableSource: Sendable {
  case parsed(LocalizationsFolder)
  case lazy(LazyTables)

  /// A folder that has every file of table `table` in `language` (and maybe more).
  func folder(table: String, language: String) -> LocalizationsFolder {
    switch self {
    case .parsed(let folder): folder
    case .lazy(let tables): tables.folder(table: table, language: language)
    }
  }

  /// Whether table `table`'s copy in `language` may vary by plural (or device), known without parsing it: a lazy
  /// listing says whether the table has a `.stringsdict` there or a String Catalog; a parsed folder answers `true`
  /// (nothing is saved by asking it).
  func mayVary(table: String, language: String) -> Bool {
    switch self {
    case .parsed: true
    case .lazy(let tables): tables.mayVary(table: table, language: language)
    }
  }

  /// The whole folder, every file parsed.
  var full: LocalizationsFolder {
    switch self {
    case .parsed(let folder): folder
    case .lazy(let tables): tables.full
    }
  }
}
