import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The command-line tests' system calls (`scripts/check-platform-imports` keeps Glibc and Darwin in this file).
enum Platform {
  /// Runs `executable` with `arguments` (its output discarded) and returns its exit status and the peak resident
  /// memory of that process alone, in bytes: `wait4` reports the one child's usage, so other tests' processes
  /// running at the same time do not count.
  static func peakResidentBytes(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, bytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    // ru_maxrss is in kilobytes on Linux and in bytes on macOS.
    #if canImport(Darwin)
      let bytes = Int(usage.ru_maxrss)
    #else
      let bytes = Int(usage.ru_maxrss) * 1024
    #endif
    return ((status >> 8) & 0xFF, bytes)
  }
}
