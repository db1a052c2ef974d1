import Dispatch

/// Frees finished checks' contexts off the caller's thread.
///
/// Freeing every table, text, entry and copy of a large check takes about a tenth of the check (0.3 s of 2.4 s for
/// 100,000 entries), all on one thread, after the report is ready: `copydeck check` would spend it just before it
/// exits, and a caller that goes on would wait for it. ``Checker/run()`` hands its context here instead.
enum ContextRelease {
  /// The queue that frees the contexts, one after another.
  private static let queue = DispatchQueue(label: "copydeck.check.context-release", qos: .utility)

  /// Holds the only copy of a value until the queue drops it.
  private final class Holder<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }

  /// Takes `value` (a check's context) over and frees it on the release queue.
  static func release<Value: Sendable>(_ value: consuming Value) {
    let holder = Holder(value)
    queue.async { holder.value = nil }
  }

  /// Returns once every value handed over so far is freed.
  static func waitForAll() {
    queue.sync {}
  }
}
