import Foundation

/// `copydeck-benchmarks [NAME] [OPTIONS]`: runs one benchmark by name, or every benchmark.
let benchmarks: [(name: String, run: ([String]) throws -> Void)] = [
  ("resolve", ResolveBenchmark.run),
]

let requested = CommandLine.arguments.dropFirst().first
do {
  for benchmark in benchmarks where requested == nil || requested == benchmark.name || requested?.hasPrefix("--") == true {
    try benchmark.run(Array(CommandLine.arguments.dropFirst(requested == benchmark.name ? 2 : 1)))
  }
} catch {
  FileHandle.standardError.write(Data("copydeck-benchmarks: error: \(error)\n".utf8))
  exit(1)
}
