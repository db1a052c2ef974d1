import Foundation

/// A value behind the package's one lock type, `NSLock`: the runtime targets iOS 16, where the standard library's
/// `Mutex` (iOS 18) is not available, so the tools use the same lock through this wrapper rather than a second kind.
///
/// `@unchecked Sendable` because every access to `value` goes through ``withLock(_:)``, which holds `lock`.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A lock guarding `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock, and gives what it returns.
  package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
