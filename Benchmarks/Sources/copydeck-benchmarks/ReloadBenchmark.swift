import Copydeck
import CopydeckChecks
import CopydeckFiles
import CopydeckPreview
import Foundation

/// `copydeck-benchmarks reload`: what one reload of the preview costs (issue #12), side by side in one run.
///
/// - **Reload, one scan against two**: the preview's reload (`LoadedCopy.load`: the folder scanned and parsed once,
///   the manifest decoded once, the catalog and the checker built from that one reading) against what it did before,
///   `Catalog.load` and then `Checker.run`, each reading every file again. Same generated catalog as `check`
///   (`COPYDECK_BENCH_ENTRIES`, default 10,000 here), best of `COPYDECK_BENCH_RUNS` (default 3) interleaved runs.
/// - **Reload after one edit, three ways**: one English table rewritten with one value changed, then the preview's
///   reload as it is now (`LoadedCopy.load(from:reusing:unchanged:)`: only the files whose stamp changed read again,
///   and only the tables of the changed table's name checked again, the others' findings kept from the last reload),
///   the same without the kept findings (every table checked again, as in session 4), and a full
///   `LoadedCopy.load(from:)`; each must show the new value; best and median. Then the check alone after such an edit
///   (`Checker.run(scanned:manifest:remembering:unchanged:)` against `Checker.run(scanned:manifest:)`), and the parts
///   of a full reload one by one (scan, manifest, catalog, check), to show where the time goes.
/// - **Duplicate keys against distinct keys** (also alone: `copydeck-benchmarks duplicates`): `copydeck check` of a folder whose one table has 100,000 repeats of
///   one key, against the same folder with 100,000 distinct keys no entry uses (each a finding too), so both sides
///   report about as many findings (`COPYDECK_BENCH_KEYS`, default 100,000).
enum ReloadBenchmark {
  static let entryCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_ENTRIES"].flatMap { Int($0) } ?? 10_000
  static let keyCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_KEYS"].flatMap { Int($0) } ?? 100_000
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 3
  /// The sides of `duplicates` to run (`COPYDECK_BENCH_SIDES`, `repeats`, `distinct` or both, comma-separated), so that
  /// callgrind can count one side's instructions alone.
  static let sides = Set(
    (ProcessInfo.processInfo.environment["COPYDECK_BENCH_SIDES"] ?? "repeats,distinct").split(separator: ",").map(String.init))

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
    } settle: {
      Checker.finishReleasing()  // outside the clock: the CLI exits without waiting for it
    }
    guard counts.0 == counts.1, counts.0 == entryCount else {
      throw BenchmarkFailure(message: "both reloads should see \(entryCount) entries and no finding: \(counts)")
    }
    print("  one scan for catalog and checker (now):  \(String(format: "%.3f s", once))")
    print("  Catalog.load, then Checker.run (before): \(String(format: "%.3f s", twice))")
    print("  ratio before ÷ now: \(String(format: "%.2f", twice / once))")

    try incremental(folder)
    try duplicates()
  }

  /// `copydeck-benchmarks duplicates`: `copydeck check` of 100,000 repeats of one key against 100,000 distinct keys
  /// (the last part of `reload`, alone, to profile it).
  static func duplicates() throws {
    let duplicates = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-duplicates-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: duplicates) }
    try CheckBenchmark.generate(in: duplicates, entries: 100)
    let table = duplicates.appendingPathComponent("en.lproj/Extra.strings")
    let repeated = String(repeating: "\"extra.key\" = \"Value\";\n", count: keyCount)
    let distinct = (0..<keyCount).map { "\"extra.key\($0)\" = \"Value\";\n" }.joined()
    var findings = (0, 0)
    let times = try Stopwatch.interleaved(
      runs: runs,
      [
        {
          guard sides.contains("repeats") else { return }
          try Data(repeated.utf8).write(to: table)
          findings.0 = try Checker(localizations: duplicates).run().findings.count
        },
        {
          guard sides.contains("distinct") else { return }
          try Data(distinct.utf8).write(to: table)
          findings.1 = try Checker(localizations: duplicates).run().findings.count
        },
      ])
    print("check: one table of \(keyCount) keys beside 100 entries, best / median of \(runs)")
    print("  \(keyCount) repeats of one key: \(times[0].text) (\(findings.0) findings)")
    print("  \(keyCount) distinct keys:      \(times[1].text) (\(findings.1) findings)")
    print(
      "  ratio duplicates ÷ distinct: best \(String(format: "%.2f", times[0].best / times[1].best)),"
        + " median \(String(format: "%.2f", times[0].median / times[1].median))")
  }

  /// Reload after an edit of one table: incremental against full, and the parts of a full reload.
  private static func incremental(_ folder: URL) throws {
    let table = folder.appendingPathComponent("en.lproj/T0.strings")
    let original = try String(contentsOf: table, encoding: .utf8)
    var stamps = LocalizationsWatcher.fingerprint(of: folder)
    let loaded = LoadedCopy.load(from: folder)
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
    // Each side reloads from its own last reload, with the stamps that reload took.
    var withoutMemory = (loaded: loaded, stamps: stamps)
    var fullLoaded = loaded
    func reload(_ last: inout (loaded: LoadedCopy, stamps: [LocalizationsWatcher.FileStamp]), forgetting: Bool) throws {
      let title = try save()
      let now = LocalizationsWatcher.fingerprint(of: folder)
      let unchanged = Reloader.unchangedPaths(from: last.stamps, to: now)
      if forgetting { last.loaded.checked = nil }
      last = (LoadedCopy.load(from: folder, reusing: last.loaded, unchanged: unchanged.contains), now)
      try check(last.loaded, shows: title)
    }
    var now = (loaded: loaded, stamps: stamps)
    let reloads = try Stopwatch.interleaved(
      runs: runs,
      [
        // Now: the changed table read again, and only the tables of its name checked again.
        { try reload(&now, forgetting: false) },
        // Session 4: the changed table read again, every table checked again.
        { try reload(&withoutMemory, forgetting: true) },
        {
          // Before: every file read and checked again.
          let title = try save()
          fullLoaded = LoadedCopy.load(from: folder)
          try check(fullLoaded, shows: title)
        },
      ])
    guard now.loaded.findings == fullLoaded.findings, now.loaded.findings.isEmpty else {
      throw BenchmarkFailure(
        message: "the reloads should find the same (nothing): \(now.loaded.findings.count) against \(fullLoaded.findings.count)")
    }
    let (incrementalTime, checkEverything, fullTime) = (reloads[0], reloads[1], reloads[2])
    print("reload after one table is saved (\(entryCount) entries), best / median of \(runs)")
    print("  the changed table read again, its tables checked again (now): \(incrementalTime.text)")
    print("  the changed table read again, every table checked again:      \(checkEverything.text)")
    print("  every file read and checked again (before):                   \(fullTime.text)")
    print(
      "  ratios of medians: every table checked ÷ now \(String(format: "%.2f", checkEverything.median / incrementalTime.median)),"
        + " full ÷ now \(String(format: "%.2f", fullTime.median / incrementalTime.median))")

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
    // The check alone after one table is saved: its tables checked again, against every table.
    stamps = LocalizationsWatcher.fingerprint(of: folder)
    var scanned = try LocalizationsFolder.scan(folder)
    let manifest = try CatalogManifest.load(contentsOf: folder.appendingPathComponent("catalog.json"))
    let checker = Checker(localizations: folder, developmentLanguage: "en")
    var memory = try checker.run(scanned: scanned, manifest: manifest, remembering: nil, unchanged: { _ in false }).memory
    var unchanged: Set<String> = []
    var found = (0, 0)
    let checks = try Stopwatch.interleaved(
      runs: runs,
      [
        {
          _ = try save()
          let now = LocalizationsWatcher.fingerprint(of: folder)
          unchanged = Reloader.unchangedPaths(from: stamps, to: now)
          stamps = now
          scanned = try LocalizationsFolder.scan(folder, reusing: scanned, unchanged: unchanged.contains)
        },
        {
          let (report, next) = try checker.run(scanned: scanned, manifest: manifest, remembering: memory, unchanged: unchanged.contains)
          memory = next
          found.0 = report.findings.count
          guard next.checkedGroups == ["t0"] else { throw BenchmarkFailure(message: "checked again: \(next.checkedGroups)") }
        },
        { found.1 = try checker.run(scanned: scanned, manifest: .success(manifest)).findings.count },
      ])
    guard found == (0, 0) else { throw BenchmarkFailure(message: "the checks should find nothing: \(found)") }
    print("  check alone after one table is saved, best / median of \(runs): its tables checked again (now) \(checks[1].text),")
    print(
      "    every table checked again \(checks[2].text), ratio of medians \(String(format: "%.2f", checks[2].median / checks[1].median))")
    print(
      "  parts of a full reload, best of \(runs): scan \(String(format: "%.3f", parts.scan)) s, manifest \(String(format: "%.3f", parts.manifest)) s,"
        + " catalog \(String(format: "%.3f", parts.catalog)) s, check \(String(format: "%.3f", parts.check)) s")
  }
}
