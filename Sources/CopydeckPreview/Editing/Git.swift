import Foundation

/// Runs `git` as a process; the preview's only use of git: the changes since `HEAD`, and (for the static site's
/// comparison) a folder as it was at another revision.
enum Git {
  /// The standard output of `git ARGUMENTS` run in `folder`, or `nil` when git is missing or fails (not a repository,
  /// no commit yet).
  static func run(_ arguments: [String], in folder: URL, input: Data? = nil) -> Data? {
    tool(["git", "-C", folder.path] + arguments, input: input)
  }

  /// The standard output of the program `command[0]` (found on `PATH`) run with the rest of `command` as its
  /// arguments and `input` on its standard input, or `nil` when it is missing or fails.
  static func tool(_ command: [String], input: Data? = nil) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
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
      // Written on another thread while this one reads, so neither pipe fills up and blocks the program.
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

  /// Writes the files of `folder` as they were at `revision` into `destination` (which must exist), with
  /// `git archive` and `tar`. Returns `false` when `revision` names no commit of the repository that holds `folder`;
  /// a folder the revision did not have yet leaves `destination` empty.
  static func extract(_ folder: URL, at revision: String, into destination: URL) -> Bool {
    guard !revision.hasPrefix("-"),  // never an option of git's
      let answer = run(["rev-parse", "--show-toplevel", "--show-prefix"], in: folder),
      run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: folder) != nil
    else { return false }
    let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return false }
    // Run at the top: in a folder of the repository, git archive keeps only what lies under that folder's path.
    let top = URL(fileURLWithPath: String(lines[0]), isDirectory: true)
    guard let archive = run(["archive", "--format=tar", "\(revision):\(lines[1])"], in: top) else { return true }
    return tool(["tar", "-x", "-C", destination.path], input: archive) != nil
  }
}
