#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The command line's system calls, kept apart from the commands: Darwin (macOS) and Glibc (Linux) take them alike.
///
/// The only file of the module that imports Darwin or Glibc (`scripts/check-platform-imports` keeps it so).
enum Platform {
  /// SIGINT and SIGTERM, blocked on the calling thread (and on every thread it starts) until ``wait()`` takes one.
  struct StopSignals: ~Copyable {
    private var signals = sigset_t()
    private var previous = sigset_t()

    /// Blocks SIGINT and SIGTERM; start the threads that must not receive them after this.
    init() {
      sigemptyset(&signals)
      sigaddset(&signals, SIGINT)
      sigaddset(&signals, SIGTERM)
      pthread_sigmask(SIG_BLOCK, &signals, &previous)
    }

    /// Waits until SIGINT or SIGTERM arrives.
    mutating func wait() {
      var received: Int32 = 0
      sigwait(&signals, &received)
    }

    /// Puts back the signal mask the thread had before.
    deinit {
      var previous = previous
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
  }
}
