/// `orphan-key`: a key no entry uses — not in the manifest, or, without one, not in the development text of its
/// table (the development language's or `Base.lproj`'s table of the same name, or the `Base.lproj` storyboard or
/// xib the table translates).
///
/// With a manifest, only the tables it owns (`"ownedTables"`) are looked at: a shared table also holds the app's own
/// strings, which are no orphans.
struct OrphanKeyRule: CheckRule {
  static let rule = Rule(
    id: "orphan-key", severity: .warning, category: .completeness,
    summary: "A key nothing asks for is dead copy that translators keep paying for and that drifts out of date.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.manifest != nil else {
      checkTables(context, into: &findings)
      return
    }
    for (loaded, texts) in zip(context.tables, context.texts) {
      guard context.reportsOrphans(inTable: loaded.name) else { continue }
      // A key is in place when its entry (found when the texts were loaded) keeps its keys in this table.
      for text in texts where text.entry.flatMap({ context.entryByID[$0]?.table }) != loaded.name {
        let message: String
        if let entry = text.entry.flatMap({ context.entryByID[$0] }) {
          message = "\"\(text.key)\" belongs to entry '\(entry.id)', whose keys live in \(entry.table).strings; move it there"
        } else {
          message = "no manifest entry uses \"\(text.key)\"; delete it, or add the entry (or its button or message) to catalog.json"
        }
        findings.append(context.finding(rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key, message))
      }
    }
  }

  /// Without a manifest: every key of a table that the development text of its table does not have.
  private static func checkTables(_ context: CheckContext, into findings: inout [Finding]) {
    for (index, (loaded, texts)) in zip(context.tables, context.texts).enumerated() where !context.isDevelopmentTable(index) {
      if loaded.language == "Base" && loaded.source == .interfaceBuilder { continue }
      let sources = context.developmentTables(named: loaded.name)
      if sources.isEmpty, context.hasCaseClash(language: loaded.language, table: loaded.name) { continue }
      let reference = sources.map { context.shortPath(of: context.tables[$0]) }.joined(separator: " or ")
      for text in texts where !context.definesInDevelopment(text.key, table: loaded.name) {
        let message =
          sources.isEmpty
          ? "\"\(text.key)\" has no development text: there is no \(context.shortPath(language: context.developmentLanguage, table: loaded.name)); add the table there, or delete this one"
          : "\"\(text.key)\" is not in \(reference), the development text; add it there, or delete it here"
        findings.append(context.finding(rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key, message))
      }
    }
  }
}
