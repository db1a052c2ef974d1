import Foundation

/// Where the commands write what they print: the process's standard output and error, or anything else.
///
/// The executable uses ``terminal``; a test passes a sink that collects the text, so a command runs in process and
/// its output is compared without launching the binary.
public struct OutputSink: Sendable {
  /// Receives what a command prints on standard output (each call is one whole write, terminator included).
  public var standardOutput: @Sendable (String) -> Void
  /// Receives what a command prints on standard error: findings, warnings, usage.
  public var standardError: @Sendable (String) -> Void

  /// A sink that hands standard output and standard error to the two closures.
  public init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// The process's own standard output and standard error, written unbuffered.
  public static let terminal = OutputSink(
    standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
}

/// What the commands call to print: writes to the sink of the running ``CopydeckTool/run(_:output:)``.
enum Output {
  /// The sink of the command that runs in this task; the terminal unless a caller gave another.
  @TaskLocal static var sink = OutputSink.terminal

  /// Writes `text` to standard output.
  static func print(_ text: String, terminator: String = "\n") {
    sink.standardOutput(text + terminator)
  }

  /// Writes `text` to standard error.
  static func error(_ text: String, terminator: String = "\n") {
    sink.standardError(text + terminator)
  }
}
