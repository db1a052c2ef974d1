import Foundation

/// Measures the best wall-clock time of a few runs of a closure.
enum Stopwatch {
  /// The fastest of `runs` runs of `body`, in seconds.
  static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }
}
