import Foundation

/// A value behind a reader-writer lock: any number of threads read it at once; a writer has it alone.
///
/// The preview reads its snapshot and its page cache on every request, from as many threads as there are open
/// connections, and writes them rarely (a reload, a page rendered for the first time). Behind a mutex those
/// readers queue up one by one, and the server ran at half the rate of its static files (see BENCHMARKS.md); here
/// they go through together. Writers are preferred, so a reload is never starved by a stream of readers.
///
/// `@unchecked Sendable`: the value is only reached through the lock.
final class ReadWriteLock<Value: Sendable>: @unchecked Sendable {
  private let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
  private var value: Value

  /// A lock around `value`.
  init(_ value: Value) {
    self.value = value
    var attributes = pthread_rwlockattr_t()
    pthread_rwlockattr_init(&attributes)
    Platform.preferWriters(&attributes)
    lock.initialize(to: pthread_rwlock_t())
    pthread_rwlock_init(lock, &attributes)
    pthread_rwlockattr_destroy(&attributes)
  }

  deinit {
    pthread_rwlock_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` with the value, alongside other readers.
  func read<Result>(_ body: (Value) -> Result) -> Result {
    pthread_rwlock_rdlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return body(value)
  }

  /// Runs `body` with the value to change, alone.
  func write<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return body(&value)
  }
}
