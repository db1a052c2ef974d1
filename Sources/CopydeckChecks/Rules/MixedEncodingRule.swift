import Copydeck
import CopydeckFiles

/// `mixed-encoding`: a table saved in another encoding than the other tables of its `.lproj` folder.
struct MixedEncodingRule: CheckRule {
  static let rule = Rule(
    id: "mixed-encoding", severity: .warning, category: .syntax,
    summary: "A table saved in another encoding than the other tables of its `.lproj` folder.",
    why: "A table in another encoding than its neighbours is the one a script or editor will misread or rewrite.",
    bad: """
      en.lproj/Alerts.strings   UTF-8
      en.lproj/Legal.strings    UTF-16 little-endian
      """,
    good: """
      en.lproj/Alerts.strings   UTF-8
      en.lproj/Legal.strings    UTF-8
      """,
    fix: "Save the table as UTF-8 (Xcode: File inspector → Text Encoding), as the other tables of the folder are.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    check(tables: context.tables, languages: context.languages, into: &findings)
  }

  /// The rule over `tables`, which compares each table with the other tables of its language whatever their name
  /// (so a check of some of the tables runs it over all of them).
  static func check(tables: [LoadedTable], languages: [String], into findings: inout [Finding]) {
    // Only `.strings` files have an encoding of their own; storyboards and `.stringsdict` files are XML.
    let parsed = tables.filter { $0.source == .strings }.compactMap { loaded in loaded.table.map { (loaded, name(of: $0.encoding)) }
    }
    let overall = counts(parsed.map(\.1))
    for language in languages {
      let folder = parsed.filter { $0.0.language == language }
      let local = counts(folder.map(\.1))
      guard local.count > 1 else { continue }
      // The folder's usual encoding: the most common, then the most common overall, then plain UTF-8.
      func rank(_ name: String) -> (Int, Int, Int) { (local[name, default: 0], overall[name, default: 0], name == "UTF-8" ? 1 : 0) }
      guard let usual = local.keys.sorted().max(by: { rank($0) < rank($1) }) else { continue }
      for (loaded, encoding) in folder where encoding != usual {
        findings.append(
          Finding(
            rule: rule.id, severity: rule.severity, file: loaded.file, line: 1, column: 1, language: language, entry: nil, key: nil,
            message:
              "the table is saved as \(encoding) while the other tables in \(language).lproj are \(usual); save it as \(usual) so every tool reads the folder the same way"
          ))
      }
    }
  }

  private static func counts(_ names: [String]) -> [String: Int] {
    names.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// `UTF-8`, `UTF-8 with a byte-order mark`, `UTF-16 little-endian`, …
  static func name(of encoding: StringsEncoding) -> String {
    switch encoding {
    case .utf8(let bom): bom ? "UTF-8 with a byte-order mark" : "UTF-8"
    case .utf16(let bigEndian): bigEndian ? "UTF-16 big-endian" : "UTF-16 little-endian"
    case .utf16WithoutBOM: "UTF-16 without a byte-order mark"
    case .utf32(let bigEndian): bigEndian ? "UTF-32 big-endian" : "UTF-32 little-endian"
    }
  }
}
