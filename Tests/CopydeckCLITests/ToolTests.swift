import Foundation
import Testing

/// Runs the built `copydeck` executable and returns its exit code, standard output and standard error.
func runCopydeck(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
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
  @Test func helpListsCommandsAndExitsZero() throws {
    let result = try runCopydeck(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: copydeck COMMAND"))
  }

  @Test func unknownCommandIsAUsageError() throws {
    let result = try runCopydeck(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command 'frobnicate'"))
  }

  @Test func noArgumentsPrintsUsageAndExitsTwo() throws {
    let result = try runCopydeck([])
    #expect(result.status == 2)
    #expect(result.stderr.contains("USAGE"))
  }
}
