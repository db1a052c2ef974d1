import Foundation

/// `copydeck-benchmarks [NAME | all] [OPTIONS]`: runs one benchmark by name (`parse`, `check`, `resolve`), or all of
/// them with `all` or no name; the options go to the benchmarks that take any.
let benchmarks: [(name: String, run: ([String]) throws -> Void)] = [
  ("parse", { _ in try ParserBenchmark.run() }),
  ("check", { _ in try CheckBenchmark.run() }),
  ("resolve", ResolveBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
let first = arguments.first
let requested = first.flatMap { $0.hasPrefix("--") || $0 == "all" ? nil : $0 }
let options = requested != nil || first == "all" ? Array(arguments.dropFirst()) : arguments
if let requested, !benchmarks.contains(where: { $0.name == requested }) {
  FileHandle.standardError.write(Data("copydeck-benchmarks: unknown benchmark '\(requested)'; known: \(benchmarks.map(\.name).joined(separator: ", ")), all\n".utf8))
  exit(2)
}
do {
  for benchmark in benchmarks where requested == nil || requested == benchmark.name {
    try benchmark.run(options)
  }
} catch {
  FileHandle.standardError.write(Data("copydeck-benchmarks: error: \(error)\n".utf8))
  exit(1)
}
