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
    let key = loaded.table.flatMap { Self.entry(at: diagnostic.location, in: $0.entries)?.key }
    let text = diagnostic.hint.map { "\(diagnostic.message); \($0)" } ?? diagnostic.message
    // Foundation's search costs about a quarter of a check with 100,000 duplicate keys: skip it when it changes nothing.
    let shown = displayPath(scannedPrefix)
    let message = shown == scannedPrefix ? text : text.replacingOccurrences(of: scannedPrefix, with: shown)
    return finding(
      rule, at: diagnostic.location, language: loaded.language, entry: key.flatMap { entry(ofKey: $0, table: loaded.name) }, key: key,
      message)
  }

  /// The entry that starts at `location`, found by halving: entries are in file order, so one lookup costs
  /// log n and a table with n diagnostics costs n log n, not n² as a scan from the start for each would.
  private static func entry(at location: SourceLocation, in entries: [StringsEntry]) -> StringsEntry? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let start = entries[middle].location
      if (start.line, start.column) < (location.line, location.column) { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].location == location else { return nil }
    return entries[low]
  }
}
