import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck-benchmarks launch`: what an app pays before it can show its first copy (issue #14), side by side in one
/// run: `Catalog.load` (lazy, what it does now: read the files, index the entries, check an entry on its first use)
/// and then the first resolution, against the same with ``Catalog/Loading/eager`` (everything checked and every
/// argument-free result built while loading, as `Catalog.load` did before), against `Bundle`'s first lookup of the
/// same entry's title in `ko.lproj` (the first entry without arguments) (which loads that one table of that one language),
/// and against the lazy load of a folder with `catalog.index` (written by `copydeck index` in the app's build; here
/// outside the clock), which finds the records without reading the manifest's structure.
///
/// Catalogs: the shipped `Localizations/` and generated ones of 1,000 and 10,000 entries (`COPYDECK_BENCH_SIZES`,
/// default `1000,10000`; the layout of `check`: two languages, 20 tables). Each round copies the folder to a new
/// path first (outside the clock), so neither side finds anything cached; best of `COPYDECK_BENCH_RUNS` (default 5)
/// interleaved rounds. The generated manifests are compact (no whitespace) unless `COPYDECK_BENCH_MANIFEST=written`
/// lays them out as `copydeck init` and the shipped catalog do (a member per line, indented: 1.8 times the bytes).
///
/// `COPYDECK_BENCH_SIDES=lazy` (or `indexed`, the same with the index) runs the lazy side alone (no eager load, no `Bundle`, no resolution of every entry),
/// for a profile: `valgrind --tool=callgrind --toggle-collect='*LaunchBenchmarkO04lazyC0_*'` (``lazyLaunch``'s mangled
/// name) counts the load and the first resolution and nothing else; `--dump-after=` the same pattern writes one
/// profile per catalog. `COPYDECK_BENCH_SIDES=bundle` runs `Bundle`'s side alone, counted the same way with
/// `--toggle-collect='*LaunchBenchmarkO12bundleLookup*'` (``bundleLookup``).
enum LaunchBenchmark {
  static let sizes = (ProcessInfo.processInfo.environment["COPYDECK_BENCH_SIZES"] ?? "1000,10000").split(separator: ",").compactMap {
    Int($0)
  }
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 5
  static let manifestText: CheckBenchmark.ManifestText =
    ProcessInfo.processInfo.environment["COPYDECK_BENCH_MANIFEST"] == "written" ? .written : .compact
  static let indexedOnly = ProcessInfo.processInfo.environment["COPYDECK_BENCH_SIDES"] == "indexed"
  static let lazyOnly = ProcessInfo.processInfo.environment["COPYDECK_BENCH_SIDES"] == "lazy" || indexedOnly
  static let bundleOnly = ProcessInfo.processInfo.environment["COPYDECK_BENCH_SIDES"] == "bundle"

  /// What the lazy side times: the load and the first resolution (not inlined, so a profile can count it alone).
  /// The catalog is returned, so releasing it (an app keeps its catalog) happens after the clock stops.
  @inline(never)
  static func lazyLaunch(_ folder: URL, id: String) throws -> (Catalog, String?) {
    let catalog = try Catalog.load(from: folder)
    return (catalog, catalog.resolve(id: id, locale: "ko-KR").title)
  }

  /// What `Bundle`'s side times: its first lookup of `key` in `table` of `folder`'s `ko.lproj` (not inlined, so a
  /// profile can count it alone).
  @inline(never)
  static func bundleLookup(_ folder: URL, key: String, table: String) -> String? {
    Bundle(url: folder.appendingPathComponent("ko.lproj"))?.localizedString(forKey: key, value: nil, table: table)
  }

  /// Every entry of `catalog` resolved once in each of its languages (not inlined, so a profile can count it alone:
  /// `--toggle-collect='*LaunchBenchmarkO12resolveEvery*'`).
  @inline(never)
  static func resolveEvery(_ catalog: Catalog) {
    for entry in catalog.entries { for language in catalog.languages { _ = catalog.resolve(id: entry.id, locale: language) } }
  }

  static func run() throws {
    let files = FileManager.default
    let scratch = files.temporaryDirectory.appendingPathComponent("copydeck-launch-benchmark-\(UUID().uuidString)")
    defer { try? files.removeItem(at: scratch) }
    try files.createDirectory(at: scratch, withIntermediateDirectories: true)
    var catalogs = [("shipped Localizations/", URL(fileURLWithPath: "Localizations"))]
    for size in sizes {
      let folder = scratch.appendingPathComponent("generated-\(size)")
      try CheckBenchmark.generate(in: folder, entries: size, manifestText: manifestText)
      catalogs.append(("\(size) entries\(manifestText == .written ? ", written" : "")", folder))
    }
    print("launch: Catalog.load + first resolve (ko-KR) against Bundle's first lookup, best of \(runs) rounds (ms)")
    print(
      "catalog                | lazy (now) | eager (before) | Bundle first lookup | lazy ÷ Bundle | eager ÷ lazy | indexed | indexed ÷ Bundle"
    )
    var copyNumber = 0
    for (name, folder) in catalogs {
      let probe = try Catalog.load(from: folder)
      // The first entry without arguments, so both sides show its title as it is.
      guard let entry = probe.entries.first(where: { $0.arguments.isEmpty }) else {
        throw BenchmarkFailure(message: "no entry without arguments")
      }
      var best = (lazy: Double.infinity, eager: Double.infinity, bundle: Double.infinity, indexed: Double.infinity)
      for _ in 0..<runs {
        func freshCopy(indexed: Bool = false) throws -> URL {
          copyNumber += 1
          let copy = scratch.appendingPathComponent("copy-\(copyNumber)")
          try files.copyItem(at: folder, to: copy)
          if indexed { _ = try CatalogIndex.write(forManifest: copy.appendingPathComponent("catalog.json")) }
          return copy
        }
        var titles: [String?] = []
        if bundleOnly {
          let bundleCopy = try freshCopy()
          best.bundle = min(
            best.bundle, Stopwatch.time { titles.append(bundleLookup(bundleCopy, key: entry.titleKey, table: entry.table)) })
          try? files.removeItem(at: bundleCopy)
          guard titles[0] != nil else { throw BenchmarkFailure(message: "Bundle found no title") }
          continue
        }
        var launched: [Catalog] = []
        func timedLaunch(indexed: Bool) throws -> Double {
          let copy = try freshCopy(indexed: indexed)
          defer { try? files.removeItem(at: copy) }
          let time = try Stopwatch.time {
            let (catalog, title) = try lazyLaunch(copy, id: entry.id)
            launched.append(catalog)
            titles.append(title)
          }
          guard launched.last?.usedIndex == indexed else { throw BenchmarkFailure(message: "the index was not used") }
          launched.removeAll()  // released after the clock: an app keeps its catalog
          return time
        }
        if lazyOnly {
          if indexedOnly {
            best.indexed = min(best.indexed, try timedLaunch(indexed: true))
          } else {
            best.lazy = min(best.lazy, try timedLaunch(indexed: false))
          }
          continue
        }
        best.lazy = min(best.lazy, try timedLaunch(indexed: false))
        best.indexed = min(best.indexed, try timedLaunch(indexed: true))
        let eagerCopy = try freshCopy()
        best.eager = min(
          best.eager,
          try Stopwatch.time {
            titles.append(try Catalog.load(from: eagerCopy, loading: .eager).resolve(id: entry.id, locale: "ko-KR").title)
          })
        let bundleCopy = try freshCopy()
        best.bundle = min(
          best.bundle,
          Stopwatch.time { titles.append(bundleLookup(bundleCopy, key: entry.titleKey, table: entry.table)) })
        guard titles[0] != nil, Set(titles).count == 1 else {
          throw BenchmarkFailure(message: "the four sides read different titles: \(titles)")
        }
        for copy in [eagerCopy, bundleCopy] { try? files.removeItem(at: copy) }
      }
      if lazyOnly || bundleOnly {
        let time = indexedOnly ? best.indexed : lazyOnly ? best.lazy : best.bundle
        print(name.padding(toLength: 22, withPad: " ", startingAt: 0) + " | \(String(format: "%10.2f", time * 1000))")
        continue
      }
      // Every entry resolved once in each language after the load, as the preview's index does.
      var all = (lazy: Double.infinity, eager: Double.infinity)
      for _ in 0..<runs {
        let lazy = try Catalog.load(from: folder)
        all.lazy = min(all.lazy, Stopwatch.time { resolveEvery(lazy) })
        all.eager = min(all.eager, try Stopwatch.time { resolveEvery(try Catalog.load(from: folder, loading: .eager)) })
      }
      print(
        "  \(name): load + every entry in every language: lazy \(String(format: "%.2f", all.lazy * 1000)) ms after the load, eager \(String(format: "%.2f", all.eager * 1000)) ms with it"
      )
      print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0)
          + " | \(String(format: "%10.2f", best.lazy * 1000)) | \(String(format: "%14.2f", best.eager * 1000))"
          + " | \(String(format: "%19.2f", best.bundle * 1000)) | \(String(format: "%13.2f", best.lazy / best.bundle))"
          + " | \(String(format: "%12.2f", best.eager / best.lazy))"
          + " | \(String(format: "%7.2f", best.indexed * 1000)) | \(String(format: "%16.2f", best.indexed / best.bundle))")
    }
  }
}
