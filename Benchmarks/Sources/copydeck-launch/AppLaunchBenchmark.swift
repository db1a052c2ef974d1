import Foundation

/// `make bench-launch`: issue 42's two bars, side by side in one run, each side in a fresh process.
///
/// - **Launch**: `Catalog.load(bundle:)` plus the first resolution, against `Bundle(url:)`'s first
///   `localizedString(forKey:value:table:)` of the same entry's title, on one Xcode-built bundle (binary, flat) of
///   `COPYDECK_BENCH_ENTRIES` (default 1,000) entries in two languages (`COPYDECK_BENCH_ENCODING=UTF-16` or `UTF-8`
///   builds the tables as text instead). Each run is a new process of this executable,
///   so nothing is cached in it; the sides alternate, `COPYDECK_BENCH_RUNS` (default 30) runs each. Shown: the time
///   each process measured around its work, and the whole process (spawn to exit, `posix_spawn` + `waitpid`).
/// - **Resolution**: one resolution of an entry without arguments once every table is read, against one `Bundle`
///   lookup of a title, per call (the fastest of 20 rounds over every such entry, in each of 5 processes per side).
///
/// Both sides must read the same title, or the benchmark fails.
enum AppLaunchBenchmark {
  static let entries = ProcessInfo.processInfo.environment["COPYDECK_BENCH_ENTRIES"].flatMap { Int($0) } ?? 1000
  static let encoding = ProcessInfo.processInfo.environment["COPYDECK_BENCH_ENCODING"] ?? "binary"
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 30
  static let steadyRuns = 5

  /// One finished process of a side.
  struct Run {
    var measured: Double
    var process: Double
    var title: String
  }

  static func run() throws {
    let files = FileManager.default
    let scratch = files.temporaryDirectory.appendingPathComponent("copydeck-launch-\(UUID().uuidString)")
    defer { try? files.removeItem(at: scratch) }
    let bundle = scratch.appendingPathComponent("App.app")
    try LaunchCatalog.build(entries: entries, encoding: encoding, source: scratch.appendingPathComponent("Localizations"), bundle: bundle)
    // The first entry without arguments, as an app's first alert.
    let request = [bundle.path, "launch.e1", "launch.e1.title", "T1"]

    var launches: [LaunchSide: [Run]] = [:]
    for _ in 0..<runs {
      for side in [LaunchSide.copydeckLaunch, .bundleLaunch, .bundleEveryTable] {
        launches[side, default: []].append(try spawn(side, request, scratch: scratch))
      }
    }
    var calls: [LaunchSide: [Run]] = [:]
    for _ in 0..<steadyRuns {
      for side in [LaunchSide.copydeckResolution, .bundleLookup] {
        calls[side, default: []].append(try spawn(side, request, scratch: scratch))
      }
    }
    let titles = Set((Array(launches.values.joined()) + Array(calls.values.joined())).map(\.title))
    guard titles.count == 1 else {
      throw LaunchSide.Failure(description: "the sides read different titles: \(titles.sorted())")
    }

    let copydeck = launches[.copydeckLaunch] ?? [], plain = launches[.bundleLaunch] ?? []
    let everyTable = launches[.bundleEveryTable] ?? []
    print("app launch on an Xcode-built bundle (\(encoding), flat) of \(entries) entries in en and ko; \(runs) fresh processes per side")
    print("side                                              | measured: median (best) ms | whole process: median (best) ms")
    let sides = [
      ("Catalog.load(bundle:) + first resolve", copydeck), ("Bundle first localizedString", plain),
      ("(reference) Bundle first lookup in every table", everyTable),
    ]
    for (name, side) in sides {
      print(
        name.padding(toLength: 49, withPad: " ", startingAt: 0)
          + " | \(milliseconds(side.map(\.measured)).padding(toLength: 26, withPad: " ", startingAt: 0))"
          + " | \(milliseconds(side.map(\.process)))")
    }
    print(
      "ratio Copydeck ÷ Bundle: measured \(ratio(copydeck.map(\.measured), plain.map(\.measured))), "
        + "whole process \(ratio(copydeck.map(\.process), plain.map(\.process))) (bar: at most 1.5 measured); "
        + "Copydeck ÷ every table: measured \(ratio(copydeck.map(\.measured), everyTable.map(\.measured)))")
    let resolution = median((calls[.copydeckResolution] ?? []).map(\.measured))
    let lookup = median((calls[.bundleLookup] ?? []).map(\.measured))
    print(
      "plain resolution \(String(format: "%.0f", resolution)) ns, Bundle lookup \(String(format: "%.0f", lookup)) ns per call "
        + "(median of \(steadyRuns) processes' fastest rounds); ratio \(String(format: "%.2f", resolution / lookup)) (bar: at most 1)")
  }

  /// Runs `side` in a new process of this executable and reads what it measured.
  static func spawn(_ side: LaunchSide, _ request: [String], scratch: URL) throws -> Run {
    guard let executable = Bundle.main.executableURL?.path else { throw LaunchSide.Failure(description: "no executable path") }
    let output = scratch.appendingPathComponent("\(side.rawValue).out")
    let (status, elapsed) = try Platform.run(executable, [side.rawValue] + request, output: output.path)
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let fields = text.trimmingCharacters(in: .newlines).split(separator: "\t", maxSplits: 1)
    guard status == 0, fields.count == 2, let measured = Double(fields[0]) else {
      throw LaunchSide.Failure(description: "\(side.rawValue) failed (status \(status)): \(text)")
    }
    return Run(measured: measured, process: Double(elapsed), title: String(fields[1]))
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  static func milliseconds(_ nanoseconds: [Double]) -> String {
    String(format: "%.2f (%.2f)", median(nanoseconds) / 1e6, (nanoseconds.min() ?? .nan) / 1e6)
  }

  static func ratio(_ first: [Double], _ second: [Double]) -> String {
    String(format: "%.2f", median(first) / median(second))
  }
}
