import CopydeckChecks
import Foundation

/// `copydeck-benchmarks check`: the whole `copydeck check` over a generated catalog of 100,000 entries in two
/// languages, next to Foundation's `PropertyListSerialization` merely parsing the same `.strings` tables.
///
/// Each entry is an alert with a title, a message and one button, spread over 20 tables per language; one in
/// ten takes an argument (with a Korean particle pair). Both sides read the files from disk; they take turns,
/// three runs each, and the best run of each is reported, with the ratio check ÷ parse.
///
/// For profiling, `COPYDECK_BENCH_ENTRIES=N` generates N entries instead, and `COPYDECK_BENCH_RUNS=N` times N
/// runs of each side instead of three (for example 10,000 entries and one run under `valgrind --tool=callgrind`).
enum CheckBenchmark {
  static let entryCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_ENTRIES"].flatMap { Int($0) } ?? 100_000
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 3
  static let tableCount = 20

  static func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-check-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = try generate(in: folder)
    print("check: \(entryCount) entries × 2 languages, \(keys) keys in \(2 * tableCount) tables (\(folder.path))")

    // The two sides take turns, so a machine shared with other work slows both alike; each keeps its best run.
    var findings = -1
    var parsed = 0
    let (check, parse) = try Stopwatch.bestInterleaved(runs: runs) {
      let report = try Checker(localizations: folder).run()
      findings = report.findings.count
    } _: {
      parsed = 0
      for language in ["en", "ko"] {
        for table in 0..<tableCount {
          let data = try Data(contentsOf: folder.appendingPathComponent("\(language).lproj/T\(table).strings"))
          let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
          parsed += (plist as? [String: String])?.count ?? 0
        }
      }
    } settle: {
      Checker.finishReleasing()  // outside the clock: the CLI exits without waiting for it
    }
    guard findings == 0, parsed == keys else {
      throw BenchmarkFailure(
        message: "the generated catalog should be clean and fully parsed: \(findings) findings, \(parsed) of \(keys) keys")
    }
    print("  copydeck check (every rule, manifest included): \(format(check))")
    print("  PropertyListSerialization (parse only):         \(format(parse))")
    print("  ratio check ÷ parse: \(String(format: "%.2f", check / parse))")
  }

  /// How the generated `catalog.json` is laid out.
  enum ManifestText {
    /// No whitespace at all: the smallest file (every round of the benchmarks before the launch's round 10).
    case compact
    /// As `copydeck init` and the shipped catalog write it: a member per line, indented, a space after each colon.
    case written
  }

  /// Writes catalog.json and en/ko tables of `entryCount` entries; returns the number of keys written.
  @discardableResult
  static func generate(in folder: URL, entries entryCount: Int = entryCount, manifestText: ManifestText = .compact) throws -> Int {
    var manifest =
      manifestText == .compact
      ? #"{"developmentLanguage":"en","languages":["en","ko"],"commonFailure":"bench.e0","entries":["#
      : "{\n  \"developmentLanguage\": \"en\",\n  \"languages\": [\"en\", \"ko\"],\n  \"commonFailure\": \"bench.e0\",\n  \"entries\": [\n"
    var english = Array(repeating: "", count: tableCount)
    var korean = Array(repeating: "", count: tableCount)
    for index in 0..<entryCount {
      let id = "bench.e\(index)"
      let table = index % tableCount
      let takesArgument = index % 10 == 0
      switch manifestText {
      case .compact:
        let arguments = takesArgument ? #","arguments":[{"name":"item","format":"%@","samples":{"en":"Photo","ko":"사진"}}]"# : ""
        manifest +=
          (index == 0 ? "" : ",")
          + #"{"id":"\#(id)","kind":"alert","category":"business","table":"T\#(table)","#
          + #""buttons":[{"id":"ok","role":"default","preferred":true}]\#(arguments),"note":"Generated entry \#(index)."}"#
      case .written:
        let arguments =
          takesArgument
          ? #"      "arguments": [\#n        {"name": "item", "format": "%@", "samples": {"en": "Photo", "ko": "사진"}}\#n      ],\#n"#
          : ""
        manifest +=
          (index == 0 ? "" : ",\n")
          + #"    {\#n      "id": "\#(id)",\#n      "kind": "alert",\#n      "category": "business",\#n      "table": "T\#(table)",\#n"#
          + #"      "buttons": [\#n        {"id": "ok", "role": "default", "preferred": true}\#n      ],\#n\#(arguments)"#
          + #"      "note": "Generated entry \#(index)."\#n    }"#
      }
      let item = takesArgument ? " %@" : " \(index)"
      english[table] += """
        /* Alert title of generated entry \(index). */
        "\(id).title" = "Couldn't Save Item\(takesArgument ? "" : " \(index)")";
        "\(id).message" = "Something stopped\(item) from saving. Check your connection and try again.";
        "\(id).button.ok" = "Done";

        """
      let koreanItem = takesArgument ? "%@을(를)" : "항목 \(index)을(를)"
      korean[table] += """
        /* Alert title of generated entry \(index). */
        "\(id).title" = "항목을 저장하지 못했어요\(takesArgument ? "" : " \(index)")";
        "\(id).message" = "\(koreanItem) 저장하지 못했어요. 연결 상태를 확인하고 다시 시도해주세요.";
        "\(id).button.ok" = "완료";

        """
    }
    manifest += manifestText == .compact ? "]}" : "\n  ]\n}\n"
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("ko.lproj"), withIntermediateDirectories: true)
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("catalog.json"))
    for table in 0..<tableCount {
      try Data(english[table].utf8).write(to: folder.appendingPathComponent("en.lproj/T\(table).strings"))
      try Data(korean[table].utf8).write(to: folder.appendingPathComponent("ko.lproj/T\(table).strings"))
    }
    return 2 * 3 * entryCount
  }

  private static func format(_ seconds: Double) -> String {
    String(format: "%.3f s", seconds)
  }
}
