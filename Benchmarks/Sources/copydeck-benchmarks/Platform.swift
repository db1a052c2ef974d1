#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmarks' calls into the C library: the malloc tracer that counts heap allocations per call (Glibc only),
/// and running a process to read its peak memory.
///
/// The only file of the module that names a C library function by symbol (`scripts/check-platform-imports` keeps
/// Glibc and Darwin in Platform.swift files). On Darwin the tracer does not exist, so both its calls do nothing and
/// the allocation column reads "n/a".
enum Platform {
  /// Runs `path` with `arguments`, its standard output and error sent to `/dev/null`, and returns its exit status
  /// (128 + the signal if one ended it) and its peak resident memory in KB (`wait4`'s `ru_maxrss`).
  static func peakMemory(running path: String, arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchmarkFailure(message: "could not run \(path): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) == -1 {
      guard errno == EINTR else { throw BenchmarkFailure(message: "could not wait for \(path): \(String(cString: strerror(errno)))") }
    }
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    #if canImport(Darwin)
      let kilobytes = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
      let kilobytes = Int(usage.ru_maxrss)
    #endif
    return (exitStatus, kilobytes)
  }

  /// Starts glibc's malloc trace (`mtrace()`), into the file `MALLOC_TRACE` names.
  static func startMallocTrace() {
    #if canImport(Glibc)
      mtrace()
    #endif
  }

  /// Stops it (`muntrace()`).
  static func stopMallocTrace() {
    #if canImport(Glibc)
      muntrace()
    #endif
  }
}

#if canImport(Glibc)
  // glibc's malloc tracer from <mcheck.h>, which Swift does not import. libc's own definitions are no-op stubs since
  // glibc 2.34; with LD_PRELOAD=libc_malloc_debug.so.0 these calls reach the real tracer.
  @_silgen_name("mtrace") private func mtrace()
  @_silgen_name("muntrace") private func muntrace()
#endif
