import CopydeckCLI
import CopydeckFiles
import Foundation

/// Runs `copydeck` in this process, as the executable would, and returns its exit code and what it printed.
///
/// The command line's logic is a library, so most command tests call it directly instead of launching the binary;
/// ``launchCopydeck(_:in:)`` stays for what needs a real process (signals, the current directory, the exit status).
func runCopydeck(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
  let captured = CapturedOutput()
  let status = CopydeckTool.run(arguments, output: captured.sink)
  return (status, captured.standardOutput, captured.standardError)
}

/// Collects what a command prints on standard output and standard error.
final class CapturedOutput: Sendable {
  private let text = Locked<(output: String, error: String)>(("", ""))

  /// The sink to give ``CopydeckTool/run(_:output:)``.
  var sink: OutputSink {
    OutputSink(
      standardOutput: { written in self.text.withLock { $0.output += written } },
      standardError: { written in self.text.withLock { $0.error += written } })
  }

  /// Everything printed on standard output so far.
  var standardOutput: String { text.withLock { $0.output } }
  /// Everything printed on standard error so far.
  var standardError: String { text.withLock { $0.error } }
}
