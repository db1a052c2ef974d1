import Copydeck
import Dispatch

extension Array where Element: Sendable {
  /// The result of `transform` on each element, computed side by side on every core, in the array's order.
  ///
  /// This is the package's one parallel loop: the parsers of a folder's tables, the manifest's records and the
  /// check's rules all run through it. Elements are handed out `chunkSize` at a time (1 for a few large pieces of work,
  /// hundreds for many small ones, so the hand-out costs less than the work). Each result is written once, into its
  /// own slot of a buffer that nothing reads until every task is done, which is why the unchecked buffer is safe.
  package func concurrentMap<Result: Sendable>(
    chunkSize: Int = 1, _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let count = self.count
    guard count > 1 else { return map(transform) }
    let size = Swift.max(chunkSize, 1)
    return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      nonisolated(unsafe) let slots = buffer.baseAddress!
      DispatchQueue.concurrentPerform(iterations: (count + size - 1) / size) { part in
        for index in part * size..<Swift.min(count, (part + 1) * size) {
          (slots + index).initialize(to: transform(self[index]))
        }
      }
      initializedCount = count
    }
  }
}
