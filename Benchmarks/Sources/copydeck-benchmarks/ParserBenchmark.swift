import Copydeck
import CopydeckFiles
import Foundation

/// Copydeck's parser against `PropertyListSerialization` on a 100,000-entry table, UTF-8 and UTF-16.
///
/// For profiling, `COPYDECK_BENCH_ENTRIES=N` generates N entries instead, `COPYDECK_BENCH_RUNS=N` times N rounds
/// instead of 7, `COPYDECK_BENCH_SIDE=copydeck` (or `foundation`) runs only that side, so that a callgrind run
/// counts one parser's instructions, and `COPYDECK_BENCH_FILE=UTF-8` (or `UTF-16 LE`, `UTF-16 BE`) parses only the
/// file whose name starts so. Foundation's side is the function ``foundationMap(_:)``, so that callgrind can count both
/// sides of one file in one run (`--toggle-collect` of each).
enum ParserBenchmark {
  static let entryCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_ENTRIES"].flatMap { Int($0) } ?? 100_000
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 7
  static let side = ProcessInfo.processInfo.environment["COPYDECK_BENCH_SIDE"]
  static let only = ProcessInfo.processInfo.environment["COPYDECK_BENCH_FILE"]

  static func run() throws {
    let text = GeneratedCatalog.text(entries: entryCount)
    let files: [(name: String, data: Data)] = [
      ("UTF-8", Data(text.utf8)),
      ("UTF-16 LE + BOM", Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] })),
      ("UTF-16 BE + BOM", Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] })),
    ]
    print("parse: \(entryCount) entries (Korean + English, comments, escapes, format specifiers); best of \(runs) interleaved runs")
    print("file             size      Copydeck      Foundation    ratio   same map")
    for file in files where only.map(file.name.hasPrefix) ?? true {
      var table: StringsTable?
      var foundation: [String: String]?
      let (ours, theirs) = try Stopwatch.bestInterleaved(
        runs: runs,
        {
          guard side != "foundation" else { return }
          table = try StringsParser.parse(file.data, file: file.name)
        },
        {
          guard side != "copydeck" else { return }
          foundation = try foundationMap(file.data)
        })
      let megabytes = Double(file.data.count) / 1_048_576
      guard side == nil else {
        print(file.name, side == "copydeck" ? ours : theirs, "s (one side only)")
        continue
      }
      let same = sameMap(table, foundation)
      print(
        file.name.padding(toLength: 16, withPad: " ", startingAt: 0),
        String(
          format: "%5.1f MB  %7.1f MB/s  %7.1f MB/s  %5.2fx   %@", megabytes, megabytes / ours, megabytes / theirs, theirs / ours,
          same ? "yes" : "NO"))
      guard same else { throw BenchmarkFailure(message: "Copydeck and Foundation read different maps from the \(file.name) file") }
    }
  }

  /// Foundation's reading of the file: `PropertyListSerialization` and the cast to `[String: String]`.
  @inline(never)
  static func foundationMap(_ data: Data) throws -> [String: String]? {
    try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
  }

  private static func sameMap(_ table: StringsTable?, _ foundation: [String: String]?) -> Bool {
    guard let table, let foundation, table.count == foundation.count else { return false }
    return foundation.allSatisfy { table.value(forKey: $0.key) == $0.value }
  }
}

/// A benchmark whose two sides disagree: its numbers would mean nothing.
struct BenchmarkFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
