/// `orphan-key`: a key no entry uses — not in the manifest, or, without one, not in the development language.
struct OrphanKeyRule: CheckRule {
  static let rule = Rule(
    id: "orphan-key", severity: .warning, category: .completeness,
    summary: "A key nothing asks for is dead copy that translators keep paying for and that drifts out of date.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    var expected: [String: Set<ExactKey>] = [:]  // table → keys its entries use
    for entry in context.entries {
      expected[entry.table, default: []].formUnion(entry.keys.map(ExactKey.init))
    }
    let owner = Dictionary(
      context.entries.flatMap { entry in entry.keys.map { (ExactKey($0), entry) } }, uniquingKeysWith: { first, _ in first })
    for (loaded, texts) in zip(context.tables, context.texts) {
      let isManifestFree = context.manifest == nil
      if isManifestFree, loaded.language == context.developmentLanguage { continue }
      let keys = expected[loaded.name] ?? []
      for text in texts where !keys.contains(ExactKey(text.key)) {
        let message: String
        if isManifestFree {
          message = "\"\(text.key)\" is not in \(context.shortPath(language: context.developmentLanguage, table: loaded.name)), the development language; add it there, or delete it here"
        } else if let entry = owner[ExactKey(text.key)] {
          message = "\"\(text.key)\" belongs to entry '\(entry.id)', whose keys live in \(entry.table).strings; move it there"
        } else {
          message = "no manifest entry uses \"\(text.key)\"; delete it, or add the entry (or its button or message) to catalog.json"
        }
        findings.append(context.finding(rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key, message))
      }
    }
  }
}
