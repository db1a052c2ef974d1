import Copydeck

/// `review-state`: a String Catalog translation whose state is `new` or `needs_review`.
struct ReviewStateRule: CheckRule {
  static let rule = Rule(
    id: "review-state", severity: .warning, category: .completeness,
    summary: "A translation Xcode marks new or needs review was never finished or its source changed; it may say the wrong thing.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for loaded in context.tables {
      for entry in loaded.catalogEntries?.entries ?? [] {
        guard let state = entry.state, state != .translated, entry.shouldTranslate else { continue }
        let what =
          state == .new ? "is new (never translated)" : "needs review (its source changed, or a translator asked for a second look)"
        findings.append(
          context.finding(
            rule, at: entry.location, language: loaded.language, entry: context.entry(ofKey: entry.key), key: entry.key,
            "the \(loaded.language) text of \"\(entry.key)\" \(what); check it and mark it translated in Xcode"))
      }
    }
  }
}
