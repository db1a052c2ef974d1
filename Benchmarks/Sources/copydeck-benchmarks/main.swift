import Foundation

/// `copydeck-benchmarks [NAME…]`: runs the named benchmarks (`parse`, `check`, `repository`, `resolve`, `xcstrings`, `reload`, `duplicates`, `launch`), or all of them with `all` or no argument.
let benchmarks: [(name: String, run: () throws -> Void)] = [
  ("parse", ParserBenchmark.run),
  ("check", CheckBenchmark.run),
  ("repository", RepositoryBenchmark.run),
  ("resolve", ResolveBenchmark.run),
  ("xcstrings", StringCatalogBenchmark.run),
  ("reload", ReloadBenchmark.run),
  ("duplicates", ReloadBenchmark.duplicates),
  ("launch", LaunchBenchmark.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
let names = requested.isEmpty || requested == ["all"] ? benchmarks.map(\.name) : requested
for name in names {
  guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(
      Data("copydeck-benchmarks: unknown benchmark '\(name)'; known: \(benchmarks.map(\.name).joined(separator: ", ")), all\n".utf8))
    exit(2)
  }
  try benchmark.run()
}
