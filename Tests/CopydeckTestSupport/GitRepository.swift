import Foundation

/// A real git repository made for a test, so "what changed since HEAD" is asked of git itself.
public enum GitRepository {
  /// A git command that exited with a status other than 0.
  public struct CommandFailed: Error, CustomStringConvertible {
    public let arguments: [String]
    public let status: Int32
    public var description: String { "git \(arguments.joined(separator: " ")) exited with status \(status)" }
  }

  /// Makes `folder` a git repository and commits everything in it as the test author.
  public static func commitEverything(in folder: URL) throws {
    for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "copy"]] {
      try run(arguments, in: folder)
    }
  }

  /// Runs `git -C folder arguments…` as the test author, with its output silenced.
  public static func run(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CommandFailed(arguments: arguments, status: process.terminationStatus) }
  }
}
