import Copydeck
import CopydeckFiles
import Foundation

extension CheckContext {
  /// Appends to `findings` one finding of `rule` for each of the engine's diagnostics with `id`, from every table that
  /// parsed, in table order.
  ///
  /// The diagnostics are walked where they are (not copied, neither gathered first with a copy of their table each),
  /// the findings are made in `findings` itself, and the path a file's findings show is worked out once per file, not
  /// once per finding: a check with 100,000 duplicate keys spent more on those than on the findings themselves.
  func appendDiagnosticFindings(_ rule: Rule, id: String, into findings: inout [Finding]) {
    let paths = messagePaths
    for loaded in tables {
      guard let table = loaded.table else { continue }
      let diagnostics = table.diagnostics
      var messages: Finding.DiagnosticMessages?
      var shown: (file: String, path: String)?
      for index in diagnostics.indices where diagnostics[index].id == id {
        let location = diagnostics[index].location
        if shown?.file != location.file { shown = (location.file, displayPath(location.file)) }
        let source = messages ?? Finding.DiagnosticMessages(diagnostics, paths: paths)
        messages = source
        findings.append(finding(rule, at: location, shownAs: shown?.path ?? "", in: loaded, text: .diagnostic(source, index)))
      }
    }
  }

  /// A finding of `rule` for an engine diagnostic: its place, its message and hint, and the key that starts there.
  func finding(_ rule: Rule, for diagnostic: StringsDiagnostic, in loaded: LoadedTable) -> Finding {
    let text = Finding.Message.diagnostic(Finding.DiagnosticMessages([diagnostic], paths: messagePaths), 0)
    return finding(rule, at: diagnostic.location, shownAs: displayPath(diagnostic.location.file), in: loaded, text: text)
  }

  /// The folder as the scan named it and as findings show it, when messages must be rewritten from one to the other.
  private var messagePaths: (scanned: String, shown: String)? {
    showsScannedPaths ? nil : (scanned: scannedPrefix, shown: displayPath(scannedPrefix))
  }

  private func finding(
    _ rule: Rule, at location: SourceLocation, shownAs file: String, in loaded: LoadedTable, text: Finding.Message
  ) -> Finding {
    let key = loaded.table.flatMap { Self.key(at: location, in: $0.entries) }
    return Finding(
      rule: rule.id, severity: rule.severity, file: file, line: max(location.line, 1), column: max(location.column, 1),
      language: loaded.language, entry: key.flatMap { entry(ofKey: $0, table: loaded.name) }, key: key, text: text)
  }

  /// The key of the entry that starts at `location`, found by bisection (the entries are in file order).
  private static func key(at location: SourceLocation, in entries: [StringsEntry]) -> String? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let start = entries[middle].location
      if (start.line, start.column) < (location.line, location.column) { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].location == location else { return nil }
    return entries[low].key
  }
}
