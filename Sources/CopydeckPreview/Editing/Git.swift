import Foundation

/// Runs `git` as a process; the preview's only use of git, for the changes since `HEAD`.
enum Git {
  /// The standard output of `git ARGUMENTS` run in `folder`, or `nil` when git is missing or fails (not a repository,
  /// no commit yet).
  static func run(_ arguments: [String], in folder: URL, input: Data? = nil) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_OPTIONAL_LOCKS"] = "0"  // a read must never take the repository's index lock
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe(), errors = Pipe(), feed = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input == nil ? FileHandle.nullDevice : feed
    do { try process.run() } catch { return nil }
    if let input {
      // Written on another thread while this one reads, so neither pipe fills up and blocks git.
      let writer = feed.fileHandleForWriting
      DispatchQueue.global().async {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    _ = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data : nil
  }
}
