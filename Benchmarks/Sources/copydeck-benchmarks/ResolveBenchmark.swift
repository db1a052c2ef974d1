import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck-benchmarks resolve`: Copydeck's resolver against `Bundle.localizedString(forKey:value:table:)` on the
/// same tables, in the same run, for a plain entry and an entry with arguments, hit in the requested language and
/// after falling back. Prints nanoseconds per call, the ratio, and heap allocations per call counted with glibc's
/// `mtrace` in a child process (so the tracing hooks never slow the timed runs).
///
/// The Bundle side does what an app must do with Apple's API to build the same alert: look up every key of the
/// entry in the Korean table, and when one comes back as its own key (Apple's "missing"), look them all up again in
/// English; then `String(format:)` for arguments.
enum ResolveBenchmark {
  /// One measured case: a Copydeck call and the Bundle code an app would write instead.
  struct Case: Sendable {
    var name: String
    var copydeck: @Sendable (Catalog) -> Int
    var bundle: @Sendable (Bundles) -> Int
  }

  /// The per-language bundles (`ko.lproj`, `en.lproj` opened as flat bundles), as an app's per-table lookup sees them.
  struct Bundles: @unchecked Sendable {  // Bundle is thread-safe for lookups
    var ko: Bundle
    var en: Bundle

    /// Looks up every key in Korean; if any is missing, looks them all up in English (Apple has no per-key fallback).
    func entry(_ keys: [String], table: String) -> [String] {
      let korean = keys.map { ko.localizedString(forKey: $0, value: nil, table: table) }
      guard zip(korean, keys).contains(where: { $0 == $1 }) else { return korean }
      return keys.map { en.localizedString(forKey: $0, value: nil, table: table) }
    }
  }

  static let cases: [Case] = [
    Case(
      name: "plain entry, hit in ko",
      copydeck: { $0.resolve(id: "group.full", locale: "ko-KR").title?.utf8.count ?? 0 },
      bundle: { $0.entry(["group.full.title", "group.full.message", "group.full.button.ok"], table: "Groups")[0].utf8.count }),
    Case(
      name: "plain entry, after fallback to en",
      copydeck: { $0.resolve(id: "group.alreadyMember", locale: "ko-KR").title?.utf8.count ?? 0 },
      bundle: {
        $0.entry(
          ["group.alreadyMember.title", "group.alreadyMember.message", "group.alreadyMember.button.ok"], table: "Groups"
        )[0].utf8.count
      }),
    Case(
      name: "with an argument, hit in ko",
      copydeck: { $0.resolve(id: "item.delete", locale: "ko-KR", arguments: ["장보기"]).title?.utf8.count ?? 0 },
      bundle: {
        let parts = $0.entry(
          ["item.delete.title", "item.delete.message", "item.delete.button.cancel", "item.delete.button.delete"],
          table: "Account")
        return String(format: parts[0], "장보기").utf8.count
      }),
    Case(
      name: "with an argument, after fallback to en",
      copydeck: { $0.resolve(id: "group.closed", locale: "ko-KR", arguments: ["아침 달리기"]).message?.utf8.count ?? 0 },
      bundle: { bundles in
        // Apple would format the Korean %d with a string (undefined behaviour); the app must fall back by hand.
        let keys = ["group.closed.title", "group.closed.message", "group.closed.button.ok"]
        _ = keys.map { bundles.ko.localizedString(forKey: $0, value: nil, table: "Groups") }
        let english = keys.map { bundles.en.localizedString(forKey: $0, value: nil, table: "Groups") }
        return String(format: english[1], "아침 달리기").utf8.count
      }),
  ]

  /// Runs every case, or counts allocations of one case when called by itself as a child process.
  ///
  /// Environment: `COPYDECK_BENCH_LOCALIZATIONS` (default: the test fixture `Tests/CopydeckTests/Fixtures/Catalog/basic`,
  /// which has the fallback cases), `COPYDECK_BENCH_ITERATIONS` (default 100000 calls per round).
  static func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let folder = URL(fileURLWithPath: environment["COPYDECK_BENCH_LOCALIZATIONS"] ?? "Tests/CopydeckTests/Fixtures/Catalog/basic")
    let iterations = Int(environment["COPYDECK_BENCH_ITERATIONS"] ?? "") ?? 100_000
    let catalog = try Catalog.load(from: folder)
    guard let ko = Bundle(url: folder.appendingPathComponent("ko.lproj")),
      let en = Bundle(url: folder.appendingPathComponent("en.lproj"))
    else { throw BenchmarkError("no ko.lproj and en.lproj in \(folder.path)") }
    let bundles = Bundles(ko: ko, en: en)
    if let count = environment[countVariable] {
      return countAllocations(case: count, catalog: catalog, bundles: bundles)
    }
    print("resolve: \(folder.path), \(iterations) calls per round, best of 5 rounds (release build)")
    print(
      "case                                   | Copydeck ns/call | Bundle ns/call | Bundle ÷ Copydeck | allocations/call Copydeck, Bundle")
    for (index, item) in cases.enumerated() {
      let ours = measure(iterations) { item.copydeck(catalog) }
      let theirs = measure(iterations) { item.bundle(bundles) }
      let allocations = ["copydeck", "bundle"].map { childAllocations(case: "\(index):\($0)", folder: folder) }
      print(
        item.name.padding(toLength: 38, withPad: " ", startingAt: 0)
          + " | \(format(ours).leftPadded(16)) | \(format(theirs).leftPadded(14)) | \((format(theirs / ours, digits: 1) + "×").leftPadded(17))"
          + " | \(allocations[0]), \(allocations[1])")
    }
  }

  /// Set in the child process to the case whose allocations it counts, e.g. `0:copydeck`.
  static let countVariable = "COPYDECK_BENCH_COUNT_ALLOCATIONS"

  /// The best nanoseconds per call over 5 rounds of `iterations` calls, after one warm-up round.
  static func measure(_ iterations: Int, _ body: () -> Int) -> Double {
    var sink = 0
    var best = Double.infinity
    for round in 0...5 {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { sink &+= body() }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
      if round > 0 { best = min(best, elapsed) }
    }
    if sink == 42 { print("") }  // keeps `sink` alive so the calls are not optimised away
    return best
  }

  /// Re-runs this executable with glibc's malloc tracer and returns heap allocations per call for one case.
  static func childAllocations(case name: String, folder: URL) -> String {
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-mtrace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: trace) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    process.arguments = ["resolve"]
    var environment = ProcessInfo.processInfo.environment
    environment["COPYDECK_BENCH_LOCALIZATIONS"] = folder.path
    environment[countVariable] = name
    environment["LD_PRELOAD"] = "libc_malloc_debug.so.0"
    environment["MALLOC_TRACE"] = trace.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return "n/a (\(error))" }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let traced = try? String(contentsOf: trace, encoding: .utf8), process.terminationStatus == 0 else {
      return "n/a (libc_malloc_debug.so.0 not available)"
    }
    // Every line "@ caller + address size" is one block handed out by malloc, calloc or realloc inside the window.
    let allocations = traced.split(separator: "\n").filter { $0.hasPrefix("@") && $0.contains(" + ") }.count
    guard let calls = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return "n/a" }
    return format(Double(allocations) / Double(calls), digits: 2)
  }

  /// In the traced child: one traced window around `calls` calls of one case; prints `calls`.
  static func countAllocations(case name: String, catalog: Catalog, bundles: Bundles) {
    let parts = name.split(separator: ":")
    guard parts.count == 2, let index = Int(parts[0]), cases.indices.contains(index) else { return }
    let item = cases[index]
    let body: () -> Int = parts[1] == "copydeck" ? { item.copydeck(catalog) } : { item.bundle(bundles) }
    let calls = 1_000
    var sink = body()  // warm caches (Bundle loads its tables on first use)
    Platform.startMallocTrace()  // one window only: a second mtrace() would truncate the trace file
    for _ in 0..<calls { sink &+= body() }
    Platform.stopMallocTrace()
    print(calls)
    if sink == 42 { print("") }
  }

  private static func format(_ value: Double, digits: Int = 0) -> String {
    String(format: "%.\(digits)f", value)
  }
}

/// A benchmark that cannot run, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
