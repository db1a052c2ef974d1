import Copydeck
import CopydeckFiles

/// `stale-key`: a String Catalog key Xcode marks `stale` — no longer found in the code — reported once, in the
/// catalog's source language, like an orphan key.
struct StaleKeyRule: CheckRule {
  static let rule = Rule(
    id: "stale-key", severity: .warning, category: .completeness,
    summary: "A key Xcode no longer finds in the code is dead copy that translators keep paying for.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for loaded in context.tables where loaded.language == context.developmentLanguage {
      for entry in loaded.catalogEntries?.entries ?? [] where entry.extractionState == .stale {
        findings.append(
          context.finding(
            rule, at: entry.location, language: loaded.language, entry: context.entry(ofKey: entry.key), key: entry.key,
            "\"\(entry.key)\" is marked stale: Xcode no longer finds it in the code; delete it from \(loaded.name).xcstrings, or use it again"
          ))
      }
    }
  }
}
