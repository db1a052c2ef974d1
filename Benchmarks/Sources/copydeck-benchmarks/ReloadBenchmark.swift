import Copydeck
import CopydeckChecks
import Foundation

/// `copydeck-benchmarks reload`: what one reload of the preview costs (issue #12), side by side in one run.
///
/// - **Reload, one scan against two**: the preview's reload (`LoadedCopy.load`: the folder scanned and parsed once,
///   the manifest decoded once, the catalog and the checker built from that one reading) against what it did before,
///   `Catalog.load` and then `Checker.run`, each reading every file again. Same generated catalog as `check`
///   (`COPYDECK_BENCH_ENTRIES`, default 10,000 here), best of `COPYDECK_BENCH_RUNS` (default 3) interleaved runs.
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
}
