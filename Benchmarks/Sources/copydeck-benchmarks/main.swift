import Foundation

/// `copydeck-benchmarks [NAME…]`: runs the named benchmarks (`parse`, `check`, `repository`, `resolve`, `xcstrings`, `reload`, `duplicates`, `memory`, `source`), or all of them with `all` or no argument.
let benchmarks: [(name: String, run: () throws -> Void)] = [
  ("parse", ParserBenchmark.run),
  ("check", CheckBenchmark.run),
  ("repository", RepositoryBenchmark.run),
  ("resolve", ResolveBenchmark.run),
  ("xcstrings", StringCatalogBenchmark.run),
  ("reload", ReloadBenchmark.run),
  ("duplicates", ReloadBenchmark.duplicates),
  ("memory", MemoryBenchmark.run),
  ("source", SourceScanBenchmark.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
// The memory benchmark's own processes: the one that measures a command, and Foundation's side.
if requested.first == "memory-peak" {
  try MemoryBenchmark.measure()
  exit(0)
}
if requested.first == "memory-foundation-parse" {
  try MemoryBenchmark.foundationParse()
  exit(0)
}
let names = requested.isEmpty || requested == ["all"] ? benchmarks.map(\.name) : requested
for name in names {
  guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(
      Data("copydeck-benchmarks: unknown benchmark '\(name)'; known: \(benchmarks.map(\.name).joined(separator: ", ")), all\n".utf8))
    exit(2)
  }
  try benchmark.run()
}
