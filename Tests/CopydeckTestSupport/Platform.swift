#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The test client's socket calls that differ between Darwin (macOS) and Glibc (Linux).
///
/// The only file of the test-support module that imports Darwin or Glibc (`scripts/check-platform-imports` keeps it
/// so); the test modules themselves need none.
enum Platform {
  /// A new IPv4 TCP socket that reports a closed peer as an error instead of killing the process with SIGPIPE.
  static func openStreamSocket() -> Int32 {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      var on: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      return descriptor
    #else
      return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
  }

  /// Sends `count` bytes from `bytes` without raising SIGPIPE when the server has closed the connection.
  static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.send(descriptor, bytes, count, 0)
    #else
      Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
  }
}
