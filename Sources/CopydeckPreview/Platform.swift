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

  /// The last modification time of a file's `stat`, named `st_mtimespec` on Darwin and `st_mtim` on Glibc.
  static func modificationTime(of status: stat) -> timespec {
    #if canImport(Darwin)
      status.st_mtimespec
    #else
      status.st_mtim
    #endif
  }

  /// A descriptor that becomes readable when, in a folder given to ``watchFolder(_:path:)``, a file appears, goes, is
  /// renamed, is written and closed, or has its permissions changed (Linux's inotify, non-blocking); -1 where the
  /// system has no such notices here (Darwin: the watcher polls instead).
  static func openFolderNotices() -> Int32 {
    #if canImport(Glibc)
      inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
    #else
      -1
    #endif
  }

  /// Adds the folder at `path` to what `notices` (from ``openFolderNotices()``) reports; false when it cannot be
  /// watched (it is gone or cannot be read). Adding a folder already watched changes nothing.
  static func watchFolder(_ notices: Int32, path: String) -> Bool {
    #if canImport(Glibc)
      let events = IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF
      return inotify_add_watch(notices, path, UInt32(events)) >= 0
    #else
      false
    #endif
  }

  /// A pipe whose ends are closed across `exec` and never block, or `nil` when none could be made.
  static func openPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }

  /// Waits until one of `descriptors` can be read or `timeout` seconds pass; says which can be read.
  static func waitUntilReadable(_ descriptors: [Int32], timeout: Double) -> [Bool] {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = Int32(min(max(timeout, 0) * 1000, Double(Int32.max)).rounded(.up))
    guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return descriptors.map { _ in false } }
    return polled.map { $0.revents != 0 }
  }

  /// Reads and drops everything `descriptor` (non-blocking) holds now.
  static func discardReadable(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    // read(2) fills a C buffer: the array's bytes are lent to it for the call only.
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }

  /// Writes one byte to `descriptor` (the write end of ``openPipe()``), to wake whoever waits on the read end.
  static func writeByte(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }

  /// Closes `descriptor`.
  static func close(_ descriptor: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(descriptor)
    #else
      _ = Glibc.close(descriptor)
    #endif
  }

  /// Hands the memory freed since the last call back to the system, so a reload that drops a large snapshot (a table
  /// of 60,000 duplicate keys, once fixed) shrinks the server; glibc otherwise keeps freed blocks for later. Darwin's
  /// allocator returns memory by itself.
  static func returnFreedMemory() {
    cmhd_return_freed_memory()
  }
}
