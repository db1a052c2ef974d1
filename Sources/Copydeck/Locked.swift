/// State that several threads share, read and written only under a mutex: what a catalog's caches (``LazySlots``,
/// ``LanguageList``'s recent chains) keep, on the path of every resolution.
///
/// The state sits in memory of its own rather than in a stored `var` of a class, so reading it costs no dynamic
/// exclusivity check (about 75 instructions on every access of a class's `var`), and the mutex is the platform's own
/// (``Platform/Mutex``), not an `NSLock`.
final class Locked<State> {
  private let mutex = Platform.Mutex()
  private let state: UnsafeMutablePointer<State>

  init(_ initial: State) {
    state = .allocate(capacity: 1)
    state.initialize(to: initial)
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Runs `body` on the state with the mutex held.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&state.pointee)
  }
}

/// `@unchecked Sendable`: the state is read and written only under the mutex.
extension Locked: @unchecked Sendable where State: Sendable {}
