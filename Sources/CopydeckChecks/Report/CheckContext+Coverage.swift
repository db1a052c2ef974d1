import Copydeck
import CopydeckFiles
import Foundation

extension CheckContext {
  /// The coverage of every language but the development language, table by table, with each language's goal: the
  /// declared one, else ``LanguageGoal/undeclared(percent:)``.
  ///
  /// A table's keys are its development keys that need a translation (not a String Catalog key marked "Don't
  /// translate", nor a storyboard text nobody translates); a key counts as translated where the language's table or
  /// `.stringsdict` defines it, or, for a catalog's regional language (`en-GB`), where its base language has it. A
  /// table that is a copy of the development file translates nothing.
  func coverage(goals declared: [String: LanguageGoal]) -> Coverage {
    let copies = Set(copiedTables().map { "\(tables[$0].language)/\(tables[$0].name)" })
    var rows: [Coverage.Row] = []
    let review = reviewState()
    var outdatedTexts: [String: Int] = [:]
    for text in review.outdated { outdatedTexts["\(text.language)/\(text.table)", default: 0] += 1 }
    let names = developmentTableNames
    // Without a language to translate into, no table's keys are listed (a list of every key, and a set of them, were
    // the peak of checking one large table).
    let needed = languages.contains { !isDevelopment($0) } ? names.map(textsToTranslate(table:)) : []
    for language in languages where !isDevelopment(language) {
      for (name, sources) in zip(names, needed) {
        let total = sources.reduce(0) { $0 + $1.positions.count }
        guard total > 0 else { continue }
        let loadedIndex = indexOfTable(language: language, name: name)
        let loaded = loadedIndex.map { tables[$0] }
        let translated: Int
        if copies.contains("\(language)/\(name)") {
          translated = 0
        } else {
          let base = loaded?.catalogEntries != nil ? MissingTranslationRule.baseLanguage(of: language) : nil
          let variations = indexOfVariationsTable(language: language, name: name)
          translated = sources.reduce(0) { count, source in
            count
              + source.positions.count { position in
                let key = texts[source.index][position].key
                return defines(key, inTable: loadedIndex, near: position) || defines(key, inTable: variations, near: position)
                  || base.map { isDevelopment($0) || defines(key, language: $0, table: name) } == true
              }
          }
        }
        let outdated =
          (loaded?.catalogEntries?.entries.count { $0.state == .needsReview && $0.shouldTranslate } ?? 0)
          + outdatedTexts["\(language)/\(name)", default: 0]
        rows.append(Coverage.Row(language: language, table: name, total: total, translated: translated, outdated: outdated))
      }
    }
    var goals: [String: LanguageGoal] = [:]
    var sums: [String: (translated: Int, total: Int)] = [:]
    for row in rows {
      sums[row.language, default: (0, 0)].translated += row.translated
      sums[row.language, default: (0, 0)].total += row.total
    }
    for (language, sum) in sums {
      goals[language] = declared[language] ?? .undeclared(percent: Coverage.percent(sum.translated, of: sum.total))
    }
    return Coverage(
      development: developmentLanguage, rows: rows, goals: goals,
      knowsReviewState: tables.contains { $0.catalogEntries != nil } || keepsReviewFiles)
  }

  /// Whether a `.strings`/`.stringsdict` table of the folder has a review file.
  var keepsReviewFiles: Bool {
    guard let folder else { return false }
    return developmentTableNames.contains { FileManager.default.fileExists(atPath: ReviewFile.url(table: $0, in: folder.url).path) }
  }

  /// The development texts of the table `name` that every language must translate, each key once: for each
  /// development table of the name (its index in ``tables``), the positions of those texts among its ``texts``.
  func textsToTranslate(table name: String) -> [(index: Int, positions: [Int])] {
    let sources = developmentTables(named: name)
    // A table's texts have one key each already: only a key of two tables is seen twice.
    var seen: Set<ScalarKey> = []
    return sources.map { source in
      let loaded = tables[source]
      let positions = texts[source].indices.filter { position in
        let text = texts[source][position]
        guard sources.count == 1 || seen.insert(ScalarKey(text.key)).inserted else { return false }
        // A String Catalog key marked "Don't translate" reads the same in every language.
        if loaded.catalogEntries?.entry(forKey: text.key)?.shouldTranslate == false { return false }
        return loaded.source != .interfaceBuilder || needsTranslation(interfaceBuilderText: text, table: name)
      }
      return (source, positions)
    }
  }

  /// The indexes in ``tables`` of every `.strings` table of a language other than the development language that is
  /// a copy of the development language's table of its name: the same keys, each with the same value, at least one
  /// of them a text to translate. Nobody translated such a file; it is one finding, not one a key.
  func copiedTables() -> [Int] {
    tables.indices.filter { index in
      let loaded = tables[index]
      guard loaded.source == .strings, loaded.catalogEntries == nil, !isDevelopment(loaded.language), !texts[index].isEmpty,
        let source = developmentTables(named: loaded.name).first(where: {
          tables[$0].source == .strings && tables[$0].catalogEntries == nil
        }),
        texts[source].count == texts[index].count
      else { return false }
      var hasWord = false
      for position in texts[index].indices {
        guard let counterpart = developmentCounterpart(ofText: position, inTable: index), counterpart.value == texts[index][position].value
        else { return false }
        if !hasWord { hasWord = ProseText.hasWordToTranslate(ProseText.prose(of: texts[index][position]), allowed: allowedWords) }
      }
      return hasWord
    }
  }
}
