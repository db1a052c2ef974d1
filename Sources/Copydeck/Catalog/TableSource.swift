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

  /// The whole folder, every file parsed.
  var full: LocalizationsFolder {
    switch self {
    case .parsed(let folder): folder
    case .lazy(let tables): tables.full
    }
  }
}
