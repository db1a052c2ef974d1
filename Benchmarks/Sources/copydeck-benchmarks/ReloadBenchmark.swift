import Copydeck
import CopydeckChecks
import CopydeckPreview
import Foundation

/// `copydeck-benchmarks reload`: what one reload of the preview costs (issue #12), side by side in one run.
///
/// - **Reload, one scan against two**: the preview's reload (`LoadedCopy.load`: the folder scanned and parsed once,
///   the manifest decoded once, the catalog and the checker built from that one reading) against what it did before,
///   `Catalog.load` and then `Checker.run`, each reading every file again. Same generated catalog as `check`
///   (`COPYDECK_BENCH_ENTRIES`, default 10,000 here), best of `COPYDECK_BENCH_RUNS` (default 3) interleaved runs.
/// - **Reload after one edit, incremental against full**: one English table rewritten with one value changed, then
///   the preview's reload as it is now (`LoadedCopy.load(from:reusing:unchanged:)`: only the files whose stamp changed
///   read again) against a full `LoadedCopy.load(from:)`; both must show the new value. Also the parts of a full
///   reload one by one (scan, manifest, catalog, check), to show where the time goes.
/// - **Duplicate keys against distinct keys**: `copydeck check` of a folder whose one table has 100,000 repeats of
///   one key, against the same folder with 100,000 distinct keys no entry uses (each a finding too), so both sides
///   report about as many findings (`COPYDECK_BENCH_KEYS`, default 100,000).
enum ReloadBenchmark {
  static let entryCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_ENTRIES"].flatMap { Int($0) } ?? 10_000
  static let keyCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_KEYS"].flatMap { Int($0) } ?? 100_000
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 3

  static func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-reload-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try CheckBenchmark.generate(in: folder, entries: entryCount)
    print("reload: \(entryCount) entries × 2 languages (\(folder.path))")
    var counts = (0, 0)
    let (once, twice) = try Stopwatch.bestInterleaved(runs: runs) {
      // As LoadedCopy.load does it: one scan and one manifest for both.
      let manifest = try CatalogManifest.load(contentsOf: folder.appendingPathComponent("catalog.json"))
      let scanned = try LocalizationsFolder.scan(folder)
      let findings = try Checker(localizations: folder, developmentLanguage: manifest.developmentLanguage)
        .run(scanned: scanned, manifest: .success(manifest)).findings
      counts.0 = Catalog(manifest: manifest, folder: scanned).entries.count + findings.count
    } _: {
      // As the preview did before: the catalog and the checker each read the folder.
      let catalog = try Catalog.load(from: folder)
      counts.1 = catalog.entries.count + (try Checker(localizations: folder).run().findings.count)
    }
    guard counts.0 == counts.1, counts.0 == entryCount else {
      throw BenchmarkFailure(message: "both reloads should see \(entryCount) entries and no finding: \(counts)")
    }
    print("  one scan for catalog and checker (now):  \(String(format: "%.3f s", once))")
    print("  Catalog.load, then Checker.run (before): \(String(format: "%.3f s", twice))")
    print("  ratio before ÷ now: \(String(format: "%.2f", twice / once))")

    try incremental(folder)

    let duplicates = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-duplicates-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: duplicates) }
    try CheckBenchmark.generate(in: duplicates, entries: 100)
    let table = duplicates.appendingPathComponent("en.lproj/Extra.strings")
    let repeated = String(repeating: "\"extra.key\" = \"Value\";\n", count: keyCount)
    let distinct = (0..<keyCount).map { "\"extra.key\($0)\" = \"Value\";\n" }.joined()
    var findings = (0, 0)
    let (repeatedTime, distinctTime) = try Stopwatch.bestInterleaved(runs: runs) {
      try Data(repeated.utf8).write(to: table)
      findings.0 = try Checker(localizations: duplicates).run().findings.count
    } _: {
      try Data(distinct.utf8).write(to: table)
      findings.1 = try Checker(localizations: duplicates).run().findings.count
    }
    print("check: one table of \(keyCount) keys beside 100 entries")
    print("  \(keyCount) repeats of one key: \(String(format: "%.3f s", repeatedTime)) (\(findings.0) findings)")
    print("  \(keyCount) distinct keys:      \(String(format: "%.3f s", distinctTime)) (\(findings.1) findings)")
    print("  ratio duplicates ÷ distinct: \(String(format: "%.2f", repeatedTime / distinctTime))")
  }

  /// Reload after an edit of one table: incremental against full, and the parts of a full reload.
  private static func incremental(_ folder: URL) throws {
    let table = folder.appendingPathComponent("en.lproj/T0.strings")
    let original = try String(contentsOf: table, encoding: .utf8)
    var stamps = LocalizationsWatcher.fingerprint(of: folder)
    var loaded = LoadedCopy.load(from: folder)
    var edit = 0
    /// Saves the table as an editor does (a new file renamed over it) with a new title for entry 0.
    func save() throws -> String {
      edit += 1
      let title = "Couldn't Save Item, edit \(edit)"
      let temporary = table.appendingPathExtension("tmp")
      try Data(original.replacingOccurrences(of: "\"Couldn't Save Item\";", with: "\"\(title)\";").utf8).write(to: temporary)
      guard rename(temporary.path, table.path) == 0 else { throw BenchmarkFailure(message: "cannot rename over \(table.path)") }
      return title
    }
    func check(_ copy: LoadedCopy, shows title: String) throws {
      guard copy.errors.isEmpty, copy.catalog?.resolve(id: "bench.e0", locale: "en", arguments: [.text("x")]).title == title else {
        throw BenchmarkFailure(message: "the reload does not show the saved title \(title): \(copy.errors)")
      }
    }
    let (incrementalTime, fullTime) = try Stopwatch.bestInterleaved(runs: runs) {
      let title = try save()
      let now = LocalizationsWatcher.fingerprint(of: folder)
      let unchanged = Reloader.unchangedPaths(from: stamps, to: now)
      loaded = LoadedCopy.load(from: folder, reusing: loaded, unchanged: unchanged.contains)
      stamps = now
      try check(loaded, shows: title)
    } _: {
      let title = try save()
      stamps = LocalizationsWatcher.fingerprint(of: folder)
      loaded = LoadedCopy.load(from: folder)
      try check(loaded, shows: title)
    }
    print("reload after one table is saved (\(entryCount) entries)")
    print("  incremental, the changed table read again (now): \(String(format: "%.3f s", incrementalTime))")
    print("  full, every file read again (before):            \(String(format: "%.3f s", fullTime))")
    print("  ratio full ÷ incremental: \(String(format: "%.2f", fullTime / incrementalTime))")

    var parts = (scan: Double.infinity, manifest: Double.infinity, catalog: Double.infinity, check: Double.infinity)
    for _ in 0..<runs {
      var scanned: LocalizationsFolder?
      var manifest: CatalogManifest?
      parts.scan = min(parts.scan, try Stopwatch.time { scanned = try LocalizationsFolder.scan(folder) })
      parts.manifest = min(
        parts.manifest,
        try Stopwatch.time { manifest = try CatalogManifest.load(contentsOf: folder.appendingPathComponent("catalog.json")) })
      parts.catalog = min(parts.catalog, Stopwatch.time { _ = Catalog(manifest: manifest!, folder: scanned!) })
      parts.check = min(
        parts.check,
        try Stopwatch.time {
          _ = try Checker(localizations: folder, developmentLanguage: "en").run(scanned: scanned!, manifest: .success(manifest!))
        })
    }
    print(
      "  parts of a full reload, best of \(runs): scan \(String(format: "%.3f", parts.scan)) s, manifest \(String(format: "%.3f", parts.manifest)) s,"
        + " catalog \(String(format: "%.3f", parts.catalog)) s, check \(String(format: "%.3f", parts.check)) s")
  }
}
