import Foundation

/// The command-line tests' system calls (`scripts/check-platform-imports` keeps Glibc and Darwin in this file).
enum Platform {
  /// Runs `executable` with `arguments` (its output discarded) and returns its exit status and the peak resident
  /// memory of that process alone, in bytes.
  ///
  /// The process is started by a small `python3` parent that reads its usage with `wait4`. Spawned straight from the
  /// test process, Linux would report at least the test process's own resident size at the moment of the spawn (the
  /// child's peak starts from the memory it was created in), which other tests running at the same time make
  /// hundreds of megabytes.
  static func peakResidentBytes(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, bytes: Int) {
    let parent = Process()
    parent.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    parent.arguments = ["python3", "-c", measuringParent, executable.path] + arguments
    let report = Pipe()
    parent.standardOutput = report
    try parent.run()
    let output = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    parent.waitUntilExit()
    let fields = output.split(separator: " ").compactMap { Int($0) }
    guard parent.terminationStatus == 0, fields.count == 2 else { throw POSIXError(.EIO) }
    // ru_maxrss is in kilobytes on Linux and in bytes on macOS.
    #if canImport(Darwin)
      let bytes = fields[1]
    #else
      let bytes = fields[1] * 1024
    #endif
    return (Int32(fields[0]), bytes)
  }

  /// Forks the command with its output sent to /dev/null, waits for it, and prints its exit status and `ru_maxrss`.
  private static let measuringParent = """
    import os, sys
    report = os.dup(1)
    null = os.open("/dev/null", os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    pid = os.fork()
    if pid == 0:
        os.execv(sys.argv[1], sys.argv[1:])
    _, status, usage = os.wait4(pid, 0)
    os.write(report, f"{os.waitstatus_to_exitcode(status)} {usage.ru_maxrss}".encode())
    """

}
