#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The tests' socket calls that differ between Darwin (macOS) and Glibc (Linux).
///
/// The only file of the test module that imports Darwin or Glibc (`scripts/check-platform-imports` keeps it so).
enum Platform {
  /// A new IPv4 TCP socket.
  static func openStreamSocket() -> Int32 {
    #if canImport(Darwin)
      socket(AF_INET, SOCK_STREAM, 0)
    #else
      socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
  }
}
