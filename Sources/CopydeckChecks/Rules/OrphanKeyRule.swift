/// `orphan-key`: a key no entry uses — not in the manifest, or, without one, not in the development language.
///
/// With a manifest, only the tables it owns (`"ownedTables"`) are looked at: a shared table also holds the app's own
/// strings, which are no orphans.
struct OrphanKeyRule: CheckRule {
  static let rule = Rule(
    id: "orphan-key", severity: .warning, category: .completeness,
    summary: "A key nothing asks for is dead copy that translators keep paying for and that drifts out of date.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let isManifestFree = context.manifest == nil
    for (loaded, texts) in zip(context.tables, context.texts) {
      if isManifestFree, loaded.language == context.developmentLanguage { continue }
      guard context.reportsOrphans(inTable: loaded.name) else { continue }
      // A key is in place when its entry (found when the texts were loaded) keeps its keys in this table.
      for text in texts where text.entry.flatMap({ context.entryByID[$0]?.table }) != loaded.name {
        let message: String
        if isManifestFree {
          message = "\"\(text.key)\" is not in \(context.shortPath(language: context.developmentLanguage, table: loaded.name)), the development language; add it there, or delete it here"
        } else if let entry = text.entry.flatMap({ context.entryByID[$0] }) {
          message = "\"\(text.key)\" belongs to entry '\(entry.id)', whose keys live in \(entry.table).strings; move it there"
        } else {
          message = "no manifest entry uses \"\(text.key)\"; delete it, or add the entry (or its button or message) to catalog.json"
        }
        findings.append(context.finding(rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key, message))
      }
    }
  }
}
