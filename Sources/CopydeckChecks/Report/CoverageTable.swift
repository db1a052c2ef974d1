/// The coverage table as each format writes it: aligned columns in a terminal, a table in markdown. One row per
/// language (its counts over every table, then each table's percent when there are at most six tables).
enum CoverageTable {
  /// The columns of every row.
  static let headers = ["language", "goal", "translated", "missing", "outdated", "errors", "percent"]

  /// Each language's cells, and each table's percent when there are a few tables.
  static func rows(_ report: CheckReport) -> (headers: [String], rows: [[String]]) {
    let coverage = report.coverage
    let tables = coverage.tables
    let perTable = tables.count > 1 && tables.count <= 6
    var errors: [String: Int] = [:]
    for finding in report.findings where finding.severity == .error {
      // A finding grouped from several languages counts against each one it names.
      for language in finding.language.map({ [$0] }) ?? finding.namedLanguages { errors[language, default: 0] += 1 }
    }
    let rows = coverage.languages.map { language in
      var cells = [
        language.language, language.goal.label, String(language.translated), String(language.missing), String(language.outdated),
        String(errors[language.language] ?? 0), "\(language.percent)%",
      ]
      if perTable {
        cells += tables.map { table in
          coverage.rows.first { $0.language == language.language && $0.table == table }
            .map { "\(Coverage.percent($0.translated, of: $0.total))%" } ?? "–"
        }
      }
      return cells
    }
    return (headers + (perTable ? tables : []), rows)
  }

  /// The title line: what the rows are compared with, and what `outdated` means here.
  static func title(_ report: CheckReport) -> String {
    let coverage = report.coverage
    let keys = Set(coverage.rows.map(\.table)).reduce(0) { sum, table in sum + (coverage.rows.first { $0.table == table }?.total ?? 0) }
    let outdated =
      coverage.knowsReviewState
      ? "outdated: translations marked needs_review, or confirmed against an older development text"
      : "outdated: 0, no table keeps review state (a String Catalog or a .copydeck-review file)"
    return
      "Coverage of \(coverage.languages.count) language\(coverage.languages.count == 1 ? "" : "s") against \(coverage.development) (\(keys) keys in \(coverage.tables.count) table\(coverage.tables.count == 1 ? "" : "s"); \(outdated)):"
  }

  /// The table in aligned columns, numbers to the right, after its title; nothing when only the development language
  /// was checked.
  static func text(_ report: CheckReport) -> [String] {
    guard !report.coverage.rows.isEmpty else { return [] }
    let (headers, rows) = self.rows(report)
    let widths = headers.indices.map { column in ([headers] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column < 2 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    return [title(report), line(headers)] + rows.map(line)
  }

  /// The table in GitHub-flavoured markdown, after its title; nothing when only the development language was checked.
  static func markdown(_ report: CheckReport) -> [String] {
    guard !report.coverage.rows.isEmpty else { return [] }
    let (headers, rows) = self.rows(report)
    return [
      title(report), "",
      "| " + headers.joined(separator: " | ") + " |",
      "|" + headers.indices.map { $0 < 2 ? "---|" : "--:|" }.joined(),
    ] + rows.map { "| " + $0.joined(separator: " | ") + " |" }
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
