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

extension Platform {
  /// What is at a path itself, a symbolic link not followed (`lstat`).
  enum EntryKind: Equatable {
    case directory, symbolicLink, other
  }

  /// What is at `path` without following a symbolic link there, or `nil` when nothing is (`lstat`).
  static func entryKind(atPath path: String) -> EntryKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch UInt32(info.st_mode) & UInt32(S_IFMT) {
    case UInt32(S_IFDIR): return .directory
    case UInt32(S_IFLNK): return .symbolicLink
    default: return .other
    }
  }

  /// The absolute path `path` names once every symbolic link in it is followed, or `nil` when a link points nowhere
  /// or a part of the path is missing (`realpath`).
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
