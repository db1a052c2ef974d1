import Copydeck
import Foundation

extension CheckContext {
  /// The findings of `rule` for the engine's diagnostics with `id`, from every table that parsed, in table order.
  ///
  /// The diagnostics are walked where they are (not gathered first with a copy of their table each) and the path a
  /// file's findings show is worked out once per file, not once per finding: a check with 100,000 duplicate keys
  /// spent more on those than on the findings themselves.
  func diagnosticFindings(_ rule: Rule, id: String) -> [Finding] {
    var findings: [Finding] = []
    for index in tables.indices {
      guard let table = tables[index].table else { continue }
      var shown = ShownFile()
      for diagnostic in table.diagnostics where diagnostic.id == id {
        findings.append(finding(rule, for: diagnostic, in: tables[index], table: table, shown: &shown))
      }
    }
    return findings
  }

  /// A finding of `rule` for an engine diagnostic: its place, its message and hint, and the key that starts there.
  func finding(_ rule: Rule, for diagnostic: StringsDiagnostic, in loaded: LoadedTable) -> Finding {
    var shown = ShownFile()
    return finding(rule, for: diagnostic, in: loaded, table: loaded.table, shown: &shown)
  }

  /// The last file a finding was placed in, and its path as findings show it.
  struct ShownFile {
    var file: String?
    var shown = ""
  }

  private func finding(
    _ rule: Rule, for diagnostic: StringsDiagnostic, in loaded: LoadedTable, table: StringsTable?, shown: inout ShownFile
  ) -> Finding {
    let location = diagnostic.location
    let key = table.flatMap { Self.entry(at: location, in: $0.entries)?.key }
    // The message is joined (and its paths rewritten, with Foundation's search, when the folder is shown under another
    // name) only when it is read: most of 100,000 duplicate-key findings never are.
    let paths = showsScannedPaths ? nil : (scanned: scannedPrefix, shown: displayPath(scannedPrefix))
    if shown.file != location.file { shown = ShownFile(file: location.file, shown: displayPath(location.file)) }
    return Finding(
      rule: rule.id, severity: rule.severity, file: shown.shown, line: max(location.line, 1), column: max(location.column, 1),
      language: loaded.language, entry: key.flatMap { entry(ofKey: $0, table: loaded.name) }, key: key,
      text: .diagnostic(Finding.DiagnosticMessage(diagnostic, paths: paths)))
  }

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
