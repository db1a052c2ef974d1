import Foundation

/// `copydeck-benchmarks memory`: the peak resident memory of whole `copydeck check` and `copydeck parse` processes
/// beside Foundation's `PropertyListSerialization` parsing the same table in a process of its own, each as a multiple
/// of the input's size.
///
/// Three inputs, written to a temporary folder: a 19.7 MB table of 154,000 entries (``GeneratedCatalog``), the check
/// benchmark's catalog of 100,000 entries with its manifest (68 MB), and, with `COPYDECK_BENCH_LARGE=1`, a 203 MB table
/// of 1,566,000 entries. The first line is each process on a table of one entry: what every run pays before it
/// reads a byte (on Linux nearly all of it the pages of the Swift runtime's and Foundation's libraries), which "check −
/// baseline" takes away. Issue #14's targets are at most 2× the input for
/// `copydeck parse` and 4× for `copydeck check`. The commands are the release build's `copydeck`, beside this binary.
/// `COPYDECK_BENCH_FOLDER=DIR` writes the inputs into DIR and keeps them there (for profiling one with massif).
enum MemoryBenchmark {
  static func run() throws {
    let kept = ProcessInfo.processInfo.environment["COPYDECK_BENCH_FOLDER"].map { URL(fileURLWithPath: $0) }
    let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-memory-benchmark-\(UUID().uuidString)")
    defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let copydeck = binaries.appendingPathComponent("copydeck").path
    guard FileManager.default.isExecutableFile(atPath: copydeck) else {
      throw BenchmarkFailure(message: "no copydeck beside this binary at \(copydeck); build it first: swift build -c release")
    }

    var inputs: [(name: String, folder: URL, table: URL?)] = []
    func table(_ name: String, entries: Int) throws {
      let lproj = folder.appendingPathComponent(name).appendingPathComponent("en.lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      let file = lproj.appendingPathComponent("Localizable.strings")
      try Data(GeneratedCatalog.text(entries: entries).utf8).write(to: file)
      inputs.append((name, folder.appendingPathComponent(name), file))
    }
    try table("baseline", entries: 1)
    try table("table of 154,000 entries", entries: 154_000)
    let catalog = folder.appendingPathComponent("catalog")
    try CheckBenchmark.generate(in: catalog, entries: 100_000)
    inputs.append(("catalog of 100,000 entries, manifest", catalog, nil))
    if ProcessInfo.processInfo.environment["COPYDECK_BENCH_LARGE"] == "1" {
      try table("table of 1,566,000 entries", entries: 1_566_000)
    }

    print("memory: peak resident memory of one process; × is the peak ÷ the input's bytes")
    print(
      "  input                                   |      bytes |  copydeck check |  check − baseline |  copydeck parse | Foundation parse")
    var baselineCheck = 0
    for input in inputs {
      let bytes = try size(of: input.folder)
      let isBaseline = input.name == "baseline"
      let check = try peak(copydeck, ["check", "--localizations", input.folder.path])
      let parse = try input.table.map { try peak(copydeck, ["parse", $0.path]) }
      let foundation = try input.table.map {
        try peak(binaries.appendingPathComponent("copydeck-benchmarks").path, ["memory-foundation-parse", $0.path])
      }
      if isBaseline { baselineCheck = check }
      // A peak in KB, and after the baseline row its multiple of the input, right-aligned in `width` columns.
      func cell(_ kilobytes: Int?, width: Int = 15) -> String {
        guard let kilobytes else { return "n/a".padding(toLength: width, withPad: " ", startingAt: 0) }
        let text = "\(kilobytes) KB" + (isBaseline ? "" : String(format: " %.1f×", Double(kilobytes) * 1024 / Double(bytes)))
        return String(repeating: " ", count: max(0, width - text.count)) + text
      }
      let beyond = isBaseline ? String(repeating: " ", count: 17) : cell(check - baselineCheck, width: 17)
      let name = input.name.padding(toLength: 39, withPad: " ", startingAt: 0)
      print("  \(name) | \(String(format: "%10d", bytes)) | \(cell(check)) | \(beyond) | \(cell(parse)) | \(cell(foundation))")
    }
  }

  /// `copydeck-benchmarks memory-foundation-parse FILE`: what the memory benchmark runs as Foundation's side, a
  /// process that reads FILE and parses it with `PropertyListSerialization`, then exits.
  static func foundationParse() throws {
    let path = CommandLine.arguments.dropFirst(2).first ?? ""
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    guard let table = plist as? [String: String], !table.isEmpty else {
      throw BenchmarkFailure(message: "\(path) did not parse as a table of strings")
    }
  }

  /// The peak resident memory, in KB, of running `path` with `arguments` (its output thrown away); throws unless it
  /// exits 0 or 1 (a check with findings).
  ///
  /// Run through `copydeck-benchmarks memory-peak` (``measure()``), a small process of its own: Linux counts in a
  /// process's peak the memory of the one that spawned it, as it was at the spawn (`ru_maxrss` keeps the larger of the
  /// two across `exec`), and this process holds the generated tables.
  private static func peak(_ path: String, _ arguments: [String]) throws -> Int {
    let measurer = Process()
    measurer.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    measurer.arguments = ["memory-peak", path] + arguments
    let output = Pipe()
    measurer.standardOutput = output
    try measurer.run()
    let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    measurer.waitUntilExit()
    let fields = answer.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard measurer.terminationStatus == 0, fields.count == 2 else {
      throw BenchmarkFailure(message: "could not measure \(path) \(arguments.joined(separator: " ")): \(answer)")
    }
    guard fields[0] == 0 || fields[0] == 1 else {
      throw BenchmarkFailure(message: "\(path) \(arguments.joined(separator: " ")) exited with \(fields[0])")
    }
    return fields[1]
  }

  /// `copydeck-benchmarks memory-peak PATH ARGUMENT…`: runs PATH with the arguments and prints its exit status and
  /// peak resident memory in KB, as `STATUS KB`.
  static func measure() throws {
    let command = Array(CommandLine.arguments.dropFirst(2))
    guard let path = command.first else { throw BenchmarkFailure(message: "memory-peak: no command given") }
    let (status, kilobytes) = try Platform.peakMemory(running: path, arguments: Array(command.dropFirst()))
    print("\(status) \(kilobytes)")
  }

  /// The bytes of every regular file under `folder`.
  private static func size(of folder: URL) throws -> Int {
    let keys: Set<URLResourceKey> = [.fileSizeKey, .isRegularFileKey]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: Array(keys))
    var total = 0
    while let file = files?.nextObject() as? URL {
      let values = try file.resourceValues(forKeys: keys)
      if values.isRegularFile == true { total += values.fileSize ?? 0 }
    }
    return total
  }
}
