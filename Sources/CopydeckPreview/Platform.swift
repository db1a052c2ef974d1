import CMicroHTTPD

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The preview's system calls that differ between Darwin (macOS) and Glibc (Linux); the rest is plain POSIX.
///
/// The only file of the module that imports Darwin or Glibc (`scripts/check-platform-imports` keeps it so).
enum Platform {
  /// A new TCP socket of address `family` that is closed across `exec`, or -1 with `errno` set.
  static func openStreamSocket(family: Int32) -> Int32 {
    #if canImport(Darwin)
      let descriptor = socket(family, SOCK_STREAM, 0)
      if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      return descriptor
    #else
      return socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #endif
  }

  /// `SOCK_STREAM` as `addrinfo.ai_socktype` holds it.
  static var streamSocketType: Int32 {
    #if canImport(Darwin)
      SOCK_STREAM
    #else
      Int32(SOCK_STREAM.rawValue)
    #endif
  }

  /// Asks a reader-writer lock to let a waiting writer in before new readers.
  ///
  /// Glibc lets readers overtake writers unless told otherwise; Darwin has no such attribute and keeps its own policy.
  static func preferWriters(_ attributes: UnsafeMutablePointer<pthread_rwlockattr_t>) {
    #if canImport(Glibc)
      pthread_rwlockattr_setkind_np(attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
    #endif
  }

  /// The last modification time of a file's `stat`, named `st_mtimespec` on Darwin and `st_mtim` on Glibc.
  static func modificationTime(of status: stat) -> timespec {
    #if canImport(Darwin)
      status.st_mtimespec
    #else
      status.st_mtim
    #endif
  }

  /// Hands the memory freed since the last call back to the system, so a reload that drops a large snapshot (a table
  /// of 60,000 duplicate keys, once fixed) shrinks the server; glibc otherwise keeps freed blocks for later. Darwin's
  /// allocator returns memory by itself.
  static func returnFreedMemory() {
    cmhd_return_freed_memory()
  }
}
