#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The driver's one call into the C library: running a side's process and timing it from spawn to exit.
///
/// `Process` is not used for this: on Linux its wait adds tens of milliseconds to every run, more than the launch
/// itself (a side's whole process takes about 10 ms).
enum Platform {
  /// Runs `path` with `arguments`, its standard output written to the file `output`, and returns its exit status
  /// (128 + the signal if one ended it) and the nanoseconds from spawning it to its exit.
  static func run(_ path: String, _ arguments: [String], output: String) throws -> (status: Int32, nanoseconds: UInt64) {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let spawned = posix_spawn(&child, path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw LaunchSide.Failure(description: "could not run \(path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      guard errno == EINTR else {
        throw LaunchSide.Failure(description: "could not wait for \(path): \(String(cString: strerror(errno)))")
      }
    }
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    let signal = status & 0x7f
    let nanoseconds = UInt64(end.tv_sec - start.tv_sec) * 1_000_000_000 + UInt64(end.tv_nsec) &- UInt64(start.tv_nsec)
    return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, nanoseconds)
  }
}
