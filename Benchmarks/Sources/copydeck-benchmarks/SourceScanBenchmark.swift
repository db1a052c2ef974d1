import CopydeckSource
import Foundation

/// `copydeck-benchmarks source`: the source scan of `copydeck check` (lexing every Swift and Objective-C file and
/// finding its lookups) over a generated app of 1,000 files and more than 500,000 lines, next to `grep -rn` for the
/// same lookup names over the same files.
///
/// The files are SwiftUI views and Objective-C controllers (one in ten), each 520 lines of code, comments, literals
/// (interpolated, multi-line, raw) and lookups. Both sides read every file from disk; they take turns, three rounds,
/// and the best round of each is reported with the ratio scan ÷ grep. The scan runs on every core (as `copydeck
/// check` does) and on one (a plain loop), and grep on one. `COPYDECK_BENCH_RUNS=N` times N rounds instead.
enum SourceScanBenchmark {
  static let files = 1_000
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 3
  /// The names grep looks for: every call the scanner recognizes.
  static let pattern =
    #"NSLocalizedString|LocalizedStringResource|LocalizedStringKey|String\(localized:|Text\(|Button\(|Label\(|Toggle\(|navigationTitle\(|\.alert\(|confirmationDialog\(|localizedStringForKey|String\(format:|stringWithFormat|resolve\(id:"#

  static func run() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-source-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let lines = try generate(in: root)
    let paths = SourceTree.files(in: root)
    let finder = LookupFinder()
    var found = 0
    var grepped = 0
    let (parallel, sequential, grep) = try Stopwatch.interleaved(
      runs: runs,
      [
        { found = SourceTree.lookups(in: SourceTree.files(in: root), root: root, finder: finder).reduce(0) { $0 + $1.lookups.count } },
        {
          var count = 0
          for path in SourceTree.files(in: root) {
            let url = root.appendingPathComponent(path)
            guard let language = SourceLanguage(fileName: path), let data = FileManager.default.contents(atPath: url.path) else { continue }
            count += finder.find(in: [UInt8](data), language: language, file: path).lookups.count
          }
          found = count
        },
        { grepped = try grepCount(root) },
      ]
    ).map(\.best).triple
    print("source scan: \(paths.count) files, \(lines) lines; \(found) lookups found, grep matched \(grepped) lines")
    print(String(format: "  scan, every core: %.3f s; scan, one core: %.3f s; grep -rn -E, one core: %.3f s", parallel, sequential, grep))
    print(String(format: "  ratio scan ÷ grep: %.2f (every core), %.2f (one core)", parallel / grep, sequential / grep))
  }

  /// `grep -rn -E` for the lookup names over the Swift and Objective-C files; the number of lines it prints.
  static func grepCount(_ root: URL) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["grep", "-rn", "-E", "--include=*.swift", "--include=*.m", pattern, root.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return output.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// Writes the app; returns its number of lines.
  static func generate(in root: URL) throws -> Int {
    var lines = 0
    for index in 0..<files {
      let module = root.appendingPathComponent("Module\(index % 20)/Sources")
      try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      let objectiveC = index % 10 == 9
      let text = objectiveC ? objectiveCFile(index) : swiftFile(index)
      lines += text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
      try Data(text.utf8).write(to: module.appendingPathComponent(objectiveC ? "Controller\(index).m" : "View\(index).swift"))
    }
    return lines
  }

  static func swiftFile(_ index: Int) -> String {
    var text = "import SwiftUI\n\n/// Screen \(index): generated for the source-scan benchmark.\nstruct Screen\(index): View {\n"
    text += "  let count: Int\n  @State private var shown = false\n  var body: some View {\n    VStack {\n"
    for row in 0..<40 {
      text += """
            // Row \(row): a title, a count and a button.
            Text("screen\(index).row\(row).title")
            Text("\\(count) items in row \(row)")
            Button("Delete row \(row)", role: .destructive) { shown = true }
            Label(NSLocalizedString("label.\(row)", tableName: "Screens", comment: "Row \(row)"), systemImage: "tray")
            /* A block comment with "quotes" and /* a nested one */ inside. */
            Text(verbatim: "raw text \(row) with \\(count) and \\"escapes\\"")
            let value\(row) = String(format: NSLocalizedString("files.count", comment: ""), count, "x")
            let raw\(row) = #"a raw "string" \\n \\#(count)"#
            Toggle("Enabled \(row)", isOn: $shown)
            let note\(row) = \"\"\"
              Multi-line text \(row)
                with indentation and \\(count)
              \"\"\"
        \n
        """
    }
    text += "    }\n    .navigationTitle(\"Screen \(index)\")\n    .alert(\"Leave group?\", isPresented: $shown) {}\n  }\n}\n"
    return text
  }

  static func objectiveCFile(_ index: Int) -> String {
    var text = "#import \"Controller\(index).h\"\n\n/* Controller \(index): generated. */\n@implementation Controller\(index)\n"
    for row in 0..<65 {
      text += """
        - (NSString *)title\(row) {
          // A line comment with @"not a key"
          char quote = '"';
          NSString *a = NSLocalizedString(@"controller\(index).title\(row)", @"Title \(row)");
          NSString *b = NSLocalizedStringFromTable(@"join.title", @"Groups", nil);
          NSString *c = [NSString stringWithFormat:NSLocalizedString(@"count.%d", nil), \(row)];
          return [a stringByAppendingString:b];
        }

        """
    }
    return text + "@end\n"
  }
}

extension Array {
  /// The first three elements as a tuple.
  fileprivate var triple: (Element, Element, Element) { (self[0], self[1], self[2]) }
}
