import Foundation

/// A fixed number of values, each computed on its first use and then kept: how a catalog checks an entry and builds
/// its result only when the app first asks for it, from any thread.
///
/// Reading a value already computed takes the lock once and allocates nothing. Two threads asking for the same new
/// value at once may both compute it; the first one stored is kept and returned to both (computing is a pure
/// function of the index, so they are the same).
///
/// The slots are kept in pages of ``pageSize``, each made on the first use of one of its slots: making the slots of
/// every entry costs one array of empty pages, not one empty slot per entry (which, for values that are not plain
/// bytes, was a call per slot: about 7 M instructions of a launch of 10,000 entries).
final class LazySlots<Value: Sendable>: Sendable {
  /// How many slots a page holds.
  static var pageSize: Int { 64 }

  /// The slots' pages, `nil` until one of their slots is first used.
  private let pages: Locked<[[Value?]?]>
  private let count: Int
  private let compute: @Sendable (Int) -> Value

  /// `count` slots, slot `i` filled with `compute(i)` on first use.
  init(count: Int, compute: @escaping @Sendable (Int) -> Value) {
    self.count = count
    pages = Locked(Array(repeating: nil, count: (count + Self.pageSize - 1) / Self.pageSize))
    self.compute = compute
  }

  /// `count` slots as ``init(count:compute:)`` makes them, starting with the values `previous` has already computed
  /// in the slots `keep` accepts — which the caller knows `compute` would give again (a reload keeps the results of
  /// the entries whose files did not change).
  init(count: Int, keeping previous: LazySlots<Value>, where keep: (Int) -> Bool, compute: @escaping @Sendable (Int) -> Value) {
    self.count = count
    let computed = previous.pages.withLock { $0 }
    var pages: [[Value?]?] = Array(repeating: nil, count: (count + Self.pageSize - 1) / Self.pageSize)
    for (number, page) in computed.enumerated() where number < pages.count {
      guard let page else { continue }
      for (offset, value) in page.enumerated() {
        let index = number * Self.pageSize + offset
        guard let value, index < count, keep(index) else { continue }
        if pages[number] == nil { pages[number] = Self.emptyPage }
        pages[number]?[offset] = value
      }
    }
    self.pages = Locked(pages)
    self.compute = compute
  }

  /// Slots already filled with `values`.
  init(values: [Value]) {
    count = values.count
    pages = Locked(
      stride(from: 0, to: values.count, by: Self.pageSize).map { start in
        var page = Self.emptyPage
        for index in start..<min(start + Self.pageSize, values.count) { page[index - start] = values[index] }
        return page
      })
    compute = { values[$0] }
  }

  private static var emptyPage: [Value?] { Array(repeating: nil, count: pageSize) }

  /// The value of slot `index`, computed now if this is its first use.
  subscript(index: Int) -> Value {
    let (number, offset) = index.quotientAndRemainder(dividingBy: Self.pageSize)
    if let value = pages.withLock({ $0[number]?[offset] }) { return value }
    precondition(index >= 0 && index < count, "slot \(index) of \(count)")
    let value = compute(index)
    return pages.withLock { pages in
      if pages[number] == nil { pages[number] = Self.emptyPage }
      if let stored = pages[number]?[offset] { return stored }
      pages[number]?[offset] = value
      return value
    }
  }

  /// How many slots have been computed so far.
  var computedCount: Int {
    pages.withLock { pages in pages.reduce(0) { $0 + ($1?.count { $0 != nil } ?? 0) } }
  }

  /// Computes every slot not computed yet, side by side on the available cores.
  func computeAll() {
    let missing = pages.withLock { pages in
      (0..<count).filter { index in pages[index / Self.pageSize]?[index % Self.pageSize] == nil }
    }
    let values = missing.concurrentMap(chunkSize: 64) { compute($0) }
    pages.withLock { pages in
      for (index, value) in zip(missing, values) {
        let (number, offset) = index.quotientAndRemainder(dividingBy: Self.pageSize)
        if pages[number] == nil { pages[number] = Self.emptyPage }
        if pages[number]?[offset] == nil { pages[number]?[offset] = value }
      }
    }
  }
}
