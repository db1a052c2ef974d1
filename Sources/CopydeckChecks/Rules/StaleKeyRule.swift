import Copydeck
import CopydeckFiles

/// `stale-key`: a String Catalog key Xcode marks `stale` — no longer found in the code — reported once, in the
/// catalog's source language, like an orphan key.
struct StaleKeyRule: CheckRule {
  static let rule = Rule(
    id: "stale-key", severity: .warning, category: .completeness, onByDefault: false,
    summary: "A String Catalog key Xcode marks stale: the code no longer uses it.",
    why:
      "A key Xcode no longer finds in the code is dead copy that translators keep paying for. Off by default: Xcode's own mark is wrong when another module's code reads the catalog, and 5 of 6 findings were true on apps never checked before (docs/real-world-check.md).",
    bad: "\"group.leave.message\" : { \"extractionState\" : \"stale\", \"localizations\" : { … } }",
    good: "// the key deleted from Alerts.xcstrings, or used in the code again",
    fix: "Delete the key from the String Catalog (Xcode: select it → Delete), or use it in the code again so Xcode finds it.")

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
