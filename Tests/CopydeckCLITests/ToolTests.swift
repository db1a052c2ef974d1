import CopydeckCLI
import Foundation
import Testing

/// Launches the built `copydeck` executable and returns its exit code, standard output and standard error.
///
/// For what only a real process shows: the exit status, the current directory, signals. Everything else runs in
/// process with ``runCopydeck(_:)``.
func launchCopydeck(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
  let process = Process()
  process.executableURL = copydeckExecutable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// The `copydeck` binary that `swift build` put beside this test bundle.
let copydeckExecutable: URL = {
  if let path = ProcessInfo.processInfo.environment["COPYDECK_EXECUTABLE"] { return URL(fileURLWithPath: path) }
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  return testBinary.deletingLastPathComponent().appendingPathComponent("copydeck")
}()

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite struct ToolTests {
  @Test func theBinaryPrintsHelpAndExitsZero() throws {
    let result = try launchCopydeck(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: copydeck COMMAND"))
    #expect(result.stderr.isEmpty)
  }

  @Test func theBinaryExitsWithTheCommandsStatus() throws {
    let result = try launchCopydeck(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command 'frobnicate'"))
    #expect(result.stdout.isEmpty)
  }

  @Test func helpListsCommandsAndExitsZero() {
    let result = runCopydeck(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: copydeck COMMAND"))
  }

  @Test func unknownCommandIsAUsageError() {
    let result = runCopydeck(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command 'frobnicate'"))
  }

  @Test func noArgumentsPrintsUsageAndExitsTwo() {
    let result = runCopydeck([])
    #expect(result.status == 2)
    #expect(result.stderr.contains("USAGE"))
    #expect(result.stdout.isEmpty)
  }

  @Test func theOutputGoesToTheSinkGiven() {
    let captured = CapturedOutput()
    let status = CopydeckTool.run(["help", "parse"], output: captured.sink)
    #expect(status == 0)
    #expect(captured.standardOutput.hasPrefix("USAGE: copydeck parse FILE"))
    #expect(captured.standardError.isEmpty)
  }
}
