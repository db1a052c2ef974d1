import Foundation

/// A fixed number of values, each computed on its first use and then kept: how a catalog checks an entry and builds
/// its result only when the app first asks for it, from any thread.
///
/// Reading a value already computed takes the lock once and allocates nothing. Two threads asking for the same new
/// value at once may both compute it; the first one stored is kept and returned to both (computing is a pure
/// function of the index, so they are the same).
final class LazySlots<Value: Sendable>: Sendable {
  private let slots: Locked<[Value?]>
  private let compute: @Sendable (Int) -> Value

  /// `count` slots, slot `i` filled with `compute(i)` on first use.
  init(count: Int, compute: @escaping @Sendable (Int) -> Value) {
    slots = Locked(Array(repeating: nil, count: count))
    self.compute = compute
  }

  /// `count` slots as ``init(count:compute:)`` makes them, starting with the values `previous` has already computed
  /// in the slots `keep` accepts — which the caller knows `compute` would give again (a reload keeps the results of
  /// the entries whose files did not change).
  init(count: Int, keeping previous: LazySlots<Value>, where keep: (Int) -> Bool, compute: @escaping @Sendable (Int) -> Value) {
    let computed = previous.slots.withLock { $0 }
    slots = Locked((0..<count).map { index in index < computed.count && keep(index) ? computed[index] : nil })
    self.compute = compute
  }

  /// Slots already filled with `values`.
  init(values: [Value]) {
    slots = Locked(values.map(Optional.some))
    compute = { values[$0] }
  }

  /// The value of slot `index`, computed now if this is its first use.
  subscript(index: Int) -> Value {
    if let value = slots.withLock({ $0[index] }) { return value }
    let value = compute(index)
    return slots.withLock { slots in
      if let stored = slots[index] { return stored }
      slots[index] = value
      return value
    }
  }

  /// How many slots have been computed so far.
  var computedCount: Int {
    slots.withLock { $0.count { $0 != nil } }
  }

  /// Computes every slot not computed yet, side by side on the available cores.
  func computeAll() {
    let missing = slots.withLock { slots in slots.indices.filter { slots[$0] == nil } }
    let values = missing.concurrentMap(chunkSize: 64) { compute($0) }
    slots.withLock { slots in
      for (index, value) in zip(missing, values) where slots[index] == nil { slots[index] = value }
    }
  }
}
