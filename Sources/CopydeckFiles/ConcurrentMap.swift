import Copydeck
import Dispatch

extension Array where Element: Sendable {
  /// The result of `transform` on each element, computed side by side on every core, in the array's order.
  ///
  /// This is the package's one parallel loop: the parsers of a folder's tables and the check's rules run through it.
  /// Elements are handed out `chunkSize` at a time (1 for a few large pieces of work, hundreds for many small ones, so
  /// the hand-out costs less than the work); each part puts its results into their slots under one lock.
  package func concurrentMap<Result: Sendable>(
    chunkSize: Int = 1, _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let count = self.count
    guard count > 1 else { return map(transform) }
    let size = Swift.max(chunkSize, 1)
    let results = Locked([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: (count + size - 1) / size) { part in
      let indices = part * size..<Swift.min(count, (part + 1) * size)
      let computed = indices.map { transform(self[$0]) }
      results.withLock { slots in
        for (index, result) in zip(indices, computed) { slots[index] = result }
      }
    }
    return results.withLock { slots in slots.map { $0! } }
  }
}
