import Foundation

/// The current snapshot generation, which event streams wait on: a reload publishes a new number and wakes them all.
///
/// `@unchecked Sendable` because the state is guarded by `condition`, which `Locked` cannot pair with a wait.
final class GenerationSignal: @unchecked Sendable {
  private let condition = NSCondition()
  private var generation: Int
  private var closed = false

  /// A signal starting at `generation`.
  init(generation: Int) {
    self.generation = generation
  }

  /// The generation published last.
  var current: Int {
    condition.lock()
    defer { condition.unlock() }
    return generation
  }

  /// Publishes `generation` and wakes every waiter.
  func publish(_ generation: Int) {
    condition.lock()
    self.generation = generation
    condition.broadcast()
    condition.unlock()
  }

  /// Ends every wait, now and later: waiters get `nil`. Called before the server stops.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until the generation differs from `seen` or `timeout` passes; returns the generation then, or `nil` once closed.
  func wait(afterGeneration seen: Int, timeout: TimeInterval) -> Int? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while !closed && generation == seen && condition.wait(until: deadline) {}
    return closed ? nil : generation
  }
}
