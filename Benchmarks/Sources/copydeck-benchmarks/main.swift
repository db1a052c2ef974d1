import Foundation

// Each benchmark lives in its own file. `copydeck-benchmarks NAME…` runs the named ones; no name runs them all.
let benchmarks: [(name: String, run: () throws -> Void)] = [
  ("check", CheckBenchmark.run),
]

let wanted = Array(CommandLine.arguments.dropFirst())
for benchmark in benchmarks where wanted.isEmpty || wanted.contains(benchmark.name) {
  do {
    try benchmark.run()
  } catch {
    FileHandle.standardError.write(Data("copydeck-benchmarks \(benchmark.name): error: \(error)\n".utf8))
    exit(1)
  }
}
