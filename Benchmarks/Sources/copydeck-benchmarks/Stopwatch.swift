import Foundation

/// Measures wall-clock time, taking the best of several runs.
enum Stopwatch {
  /// The time of one run of `body`, in seconds.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The fastest of `runs` runs of `body`, in seconds.
  static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs { best = min(best, try time(body)) }
    return best
  }

  /// The best times of `first` and `second` over `runs` rounds that run them one after the other, so that a burst of
  /// load on a shared machine hits both sides alike; `settle` runs after each side, outside the clock.
  static func bestInterleaved(
    runs: Int, _ first: () throws -> Void, _ second: () throws -> Void, settle: () -> Void = {}
  ) rethrows -> (Double, Double) {
    var best = (Double.infinity, Double.infinity)
    for _ in 0..<runs {
      best.0 = min(best.0, try time(first))
      settle()
      best.1 = min(best.1, try time(second))
      settle()
    }
    return best
  }

  /// The times of `runs` rounds of `bodies`, each round running every body once, one after the other (so that a
  /// burst of load on a shared machine hits every side alike): for each body, its times sorted.
  static func interleaved(runs: Int, _ bodies: [() throws -> Void]) throws -> [Timings] {
    var times = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<runs {
      for (index, body) in bodies.enumerated() { times[index].append(try time(body)) }
    }
    return times.map { Timings(sorted: $0.sorted()) }
  }
}

/// The times of several runs of one side of a benchmark, sorted.
struct Timings {
  var sorted: [Double]

  /// The fastest run.
  var best: Double { sorted.first ?? .nan }
  /// The middle run (the upper one of the two middle runs of an even count).
  var median: Double { sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
  /// `best / median s`, to three decimals.
  var text: String { String(format: "%.3f / %.3f s", best, median) }
}
