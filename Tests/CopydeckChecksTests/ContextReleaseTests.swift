import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

/// ``ContextRelease`` frees what it is given on its own thread, and ``Checker/finishReleasing()`` waits for it.
@Suite struct ContextReleaseTests {
  /// The threads that freed ``Tracked`` instances.
  private final class FreeLog: Sendable {
    let threads = Locked<[ObjectIdentifier]>([])
  }

  /// Records in its log the thread it is freed on.
  private final class Tracked: Sendable {
    let log: FreeLog
    init(_ log: FreeLog) { self.log = log }
    deinit {
      let thread = Self.thread()
      log.threads.withLock { $0.append(thread) }
    }
    static func thread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }
  }

  @Test func valuesAreFreedOffTheCallersThreadAndWaitedFor() {
    let log = FreeLog()
    for _ in 0..<100 {
      ContextRelease.release([Tracked(log), Tracked(log)])
    }
    Checker.finishReleasing()
    let threads = log.threads.withLock { $0 }
    #expect(threads.count == 200, "every value is freed by the time finishReleasing() returns")
    #expect(!threads.contains(Tracked.thread()), "none is freed on the caller's thread")
  }
}
