/// How much of the development text each language has translated, table by table: the table every report starts
/// with, as a translation platform's dashboard shows it.
public struct Coverage: Sendable, Hashable {
  /// One language's counts in one table.
  public struct Row: Sendable, Hashable {
    /// The language, such as `ko`.
    public var language: String
    /// The table name, such as `Localizable` (prefixed with its folder when a repository has several).
    public var table: String
    /// How many development keys of the table need a translation.
    public var total: Int
    /// How many of them the language translates (a table that copies the development file translates none).
    public var translated: Int
    /// How many translations the review state marks stale (a String Catalog's `needs_review`); 0 where the table
    /// keeps no review state.
    public var outdated: Int

    /// Creates a row; see the properties.
    public init(language: String, table: String, total: Int, translated: Int, outdated: Int) {
      self.language = language
      self.table = table
      self.total = total
      self.translated = translated
      self.outdated = outdated
    }

    /// How many development keys the language lacks.
    public var missing: Int { total - translated }
  }

  /// One language's counts over every table, with its goal.
  public struct Language: Sendable, Hashable {
    /// The language.
    public var language: String
    /// What is expected of it (declared, or the default from its percent).
    public var goal: LanguageGoal
    /// Development keys that need a translation, over every table.
    public var total: Int
    /// Keys translated.
    public var translated: Int
    /// Translations marked stale.
    public var outdated: Int

    /// Keys missing.
    public var missing: Int { total - translated }
    /// The percent translated, rounded down (100 only when nothing is missing).
    public var percent: Int { Coverage.percent(translated, of: total) }
    /// Whether the language is below its goal's minimum (a complete language is judged key by key instead).
    public var isBelowMinimum: Bool {
      if case .inProgress(let minimum) = goal { return percent < minimum }
      return false
    }
  }

  /// The development language every row is compared with.
  public var development: String
  /// Every language's row of every table, languages in the report's order, tables by name.
  public var rows: [Row]
  /// The goal of each language, by language code.
  public var goals: [String: LanguageGoal]
  /// Whether any table keeps review state (String Catalogs do; `.strings` tables do with a review file), so that
  /// `outdated` means something.
  public var knowsReviewState: Bool

  /// Creates a coverage; see the properties.
  public init(development: String, rows: [Row], goals: [String: LanguageGoal], knowsReviewState: Bool) {
    self.development = development
    self.rows = rows
    self.goals = goals
    self.knowsReviewState = knowsReviewState
  }

  /// No language besides the development language.
  public static func empty(development: String) -> Coverage {
    Coverage(development: development, rows: [], goals: [:], knowsReviewState: false)
  }

  /// The table names, in the order of the rows.
  public var tables: [String] {
    var names: [String] = []
    for row in rows where !names.contains(row.table) { names.append(row.table) }
    return names
  }

  /// Each language's counts over every table, in the order of the rows.
  public var languages: [Language] {
    var order: [String] = []
    var sums: [String: Language] = [:]
    for row in rows {
      if sums[row.language] == nil {
        order.append(row.language)
        sums[row.language] = Language(
          language: row.language, goal: goals[row.language] ?? .complete, total: 0, translated: 0, outdated: 0)
      }
      sums[row.language]!.total += row.total
      sums[row.language]!.translated += row.translated
      sums[row.language]!.outdated += row.outdated
    }
    return order.map { sums[$0]! }
  }

  /// The percent of `part` in `whole`, rounded down so that 100 means complete (100 when `whole` is 0).
  public static func percent(_ part: Int, of whole: Int) -> Int {
    whole == 0 ? 100 : part * 100 / whole
  }

  /// The coverage of several folders in one report: every row, the table names prefixed with their folder.
  static func merged(_ parts: [(folder: String, coverage: Coverage)]) -> Coverage {
    guard parts.count > 1 else { return parts.first?.coverage ?? .empty(development: "") }
    var rows: [Row] = []
    var goals: [String: LanguageGoal] = [:]
    for (folder, coverage) in parts {
      rows += coverage.rows.map { row in
        var row = row
        row.table = "\(folder)/\(row.table)"
        return row
      }
      goals.merge(coverage.goals) { first, _ in first }
    }
    return Coverage(
      development: Set(parts.map(\.coverage.development)).sorted().joined(separator: ", "), rows: rows, goals: goals,
      knowsReviewState: parts.contains { $0.coverage.knowsReviewState })
  }
}
