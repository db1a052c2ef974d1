import Copydeck
import Foundation

extension CheckContext {
  /// The engine's diagnostics with `id`, from every table that parsed, each with its table.
  func diagnostics(_ id: String) -> [(table: LoadedTable, diagnostic: StringsDiagnostic)] {
    tables.flatMap { loaded in
      (loaded.table?.diagnostics ?? []).filter { $0.id == id }.map { (loaded, $0) }
    }
  }

  /// A finding of `rule` for an engine diagnostic: its place, its message and hint, and the key that starts there.
  func finding(_ rule: Rule, for diagnostic: StringsDiagnostic, in loaded: LoadedTable) -> Finding {
    let key = loaded.table?.entries.first { $0.location == diagnostic.location }?.key
    let text = diagnostic.hint.map { "\(diagnostic.message); \($0)" } ?? diagnostic.message
    let message = text.replacingOccurrences(of: scannedPrefix, with: displayPath(scannedPrefix))
    return finding(rule, at: diagnostic.location, language: loaded.language, entry: key.flatMap { entry(ofKey: $0, table: loaded.name) }, key: key, message)
  }
}
