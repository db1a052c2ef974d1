import Copydeck
import CopydeckFiles

/// Makes the rules' findings one finding per cause, as a person fixes them: a table copied from the development
/// language is one finding, not one per key; a missing table is one finding; a development key that several
/// languages lack is one finding naming them; a language in progress has its missing keys counted in the coverage
/// table, not listed, and fails only below its minimum; a cause two rules see is reported by one.
enum CauseGrouping {
  /// `findings` grouped by cause in `context`, whose coverage (and each language's goal) is `coverage`.
  static func grouped(_ findings: [Finding], in context: CheckContext, coverage: Coverage) -> [Finding] {
    let missingRule = MissingTranslationRule.rule.id
    var result: [Finding] = []
    var copied: [String: Int] = [:]
    for index in context.copiedTables() { copied[context.tables[index].file] = index }
    let emptyFiles = Set(context.tables.filter(\.isEmptyFile).map(\.file))
    // A text a String Catalog marks new or needing review is that, not also untranslated.
    let reviewed = Set(findings.filter { $0.rule == ReviewStateRule.rule.id }.map { "\($0.file)|\($0.language ?? "")|\($0.key ?? "")" })
    var missing: [Finding] = []
    for finding in findings {
      if copied[finding.file] != nil { continue }
      if finding.rule == UntranslatedRule.rule.id, reviewed.contains("\(finding.file)|\(finding.language ?? "")|\(finding.key ?? "")") {
        continue
      }
      guard finding.rule == missingRule, let language = finding.language else {
        result.append(finding)
        continue
      }
      if emptyFiles.contains(finding.file) { continue }  // empty-table reports the file
      if case .inProgress = coverage.goals[language] ?? .complete { continue }  // counted, not listed
      missing.append(finding)
    }
    result += copied.values.sorted().map { copyFinding(context.tables[$0], in: context) }
    result += missingTables(&missing, in: context)
    result += byKey(missing, in: context)
    result += belowMinimum(coverage, in: context)
    return result
  }

  /// The table name a finding's file holds: its name without the folders and the extension.
  static func tableName(ofFile file: String) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[..<dot])
  }

  /// One finding for a table that copies the development file.
  private static func copyFinding(_ loaded: LoadedTable, in context: CheckContext) -> Finding {
    let source =
      context.developmentTables(named: loaded.name).map { context.shortPath(of: context.tables[$0]) }.first ?? "the development table"
    return context.finding(
      UntranslatedRule.rule, file: loaded.file, language: loaded.language, entry: nil, key: nil,
      "\(context.shortPath(of: loaded)) is a copy of \(source): none of its \(loaded.table?.keys.count ?? 0) texts is translated; translate them, or delete the file so the device shows \(context.developmentLanguage) there (and count \(loaded.language) as in progress in .copydeck.json's \"languages\")"
    )
  }

  /// Takes out of `missing` the findings of a language that has no table of their name at all, and returns one
  /// finding per such table, at its development table's first key.
  private static func missingTables(_ missing: inout [Finding], in context: CheckContext) -> [Finding] {
    var absent: [String: [Finding]] = [:]
    var order: [String] = []
    missing.removeAll { finding in
      let name = tableName(ofFile: finding.file)
      guard let language = finding.language, context.table(language: language, name: name) == nil,
        context.variationsTable(language: language, name: name) == nil, !context.developmentTables(named: name).isEmpty
      else { return false }
      let id = "\(language)/\(name)"
      if absent[id] == nil { order.append(id) }
      absent[id, default: []].append(finding)
      return true
    }
    return order.map { id in
      let group = absent[id]!
      let first = group[0]
      let name = tableName(ofFile: first.file)
      let language = first.language ?? ""
      guard group.count > 1 else { return first }
      let source = context.developmentTables(named: name).map { context.shortPath(of: context.tables[$0]) }.joined(separator: " and ")
      var finding = first
      finding.key = nil
      finding.entry = nil
      finding.message =
        "\(language) has no \(name) table: all \(group.count) keys of \(source) are missing; add \(context.shortPath(language: language, table: name)) with their translations (or declare \(language) in progress in .copydeck.json's \"languages\")"
      return finding
    }
  }

  /// One finding per development key that several languages lack, at the key in the development table, naming the
  /// languages; a key only one language lacks keeps its own finding.
  private static func byKey(_ missing: [Finding], in context: CheckContext) -> [Finding] {
    var groups: [String: [Finding]] = [:]
    var order: [String] = []
    for finding in missing {
      let id = "\(tableName(ofFile: finding.file))\u{0}\(finding.key ?? "")"
      if groups[id] == nil { order.append(id) }
      groups[id, default: []].append(finding)
    }
    return order.map { id in
      let group = groups[id]!
      guard group.count > 1, let key = group[0].key else { return group[0] }
      let name = tableName(ofFile: group[0].file)
      let languages = group.compactMap(\.language)
      let source = context.developmentText(forKey: key, table: name)
      var finding =
        source.map { context.finding(MissingTranslationRule.rule, at: $0.keyLocation, language: nil, entry: group[0].entry, key: key, "") }
        ?? group[0]
      finding.language = nil
      finding.namedLanguages = languages
      let nobody = !context.languages.contains { !context.isDevelopment($0) && context.defines(key, language: $0, table: name) }
      let text = source.map { " (\($0.language): \(quoted($0.value)))" } ?? ""
      finding.message =
        (nobody
          ? "\"\(key)\"\(text) is new: no language translates it yet; "
          : "\"\(key)\"\(text) has no translation in \(languages.count) languages; ")
        + "add it to the \(name) table of \(listed(languages))"
      return finding
    }
  }

  /// One finding per language in progress that is below the minimum its goal declares.
  private static func belowMinimum(_ coverage: Coverage, in context: CheckContext) -> [Finding] {
    coverage.languages.compactMap { language in
      guard case .inProgress(let minimum) = language.goal, language.isBelowMinimum else { return nil }
      let rows = coverage.rows.filter { $0.language == language.language }
      let file =
        rows.lazy.compactMap { context.table(language: language.language, name: $0.table)?.file }.first
        ?? rows.lazy.compactMap { context.developmentTables(named: $0.table).first.map { context.tables[$0].file } }.first
        ?? context.path(language: context.developmentLanguage, table: "Localizable")
      let needed = (minimum * language.total + 99) / 100 - language.translated
      return context.finding(
        MissingTranslationRule.rule, file: file, language: language.language, entry: nil, key: nil,
        "\(language.language) is \(language.percent)% translated (\(language.translated) of \(language.total) keys), below the minimum of \(minimum)% that .copydeck.json declares for it; translate at least \(ReportLimits.counted(needed, "more key")) (the coverage table shows which tables lack them)"
      )
    }
  }

  /// `ar, bg, ca` or, for more than eight, the first eight and how many more.
  static func listed(_ languages: [String]) -> String {
    languages.count <= 8
      ? languages.joined(separator: ", ") : languages.prefix(8).joined(separator: ", ") + " and \(languages.count - 8) more"
  }
}
