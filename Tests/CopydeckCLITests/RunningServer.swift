import Foundation

/// A running `copydeck serve` and the address it printed.
final class RunningServer {
  let process = Process()
  let output = Pipe()
  let errors = Pipe()
  private(set) var firstLine = ""

  init(_ arguments: [String]) throws {
    process.executableURL = copydeckExecutable
    process.arguments = ["serve", "--localizations", repositoryRoot.appendingPathComponent("Localizations").path] + arguments
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var bytes: [UInt8] = []
    while !bytes.contains(UInt8(ascii: "\n")) {
      let more = output.fileHandleForReading.availableData
      if more.isEmpty { break }
      bytes += more
    }
    firstLine = String(decoding: bytes, as: UTF8.self)
  }

  /// The port in the printed `http://127.0.0.1:PORT`.
  var port: UInt16? {
    guard let range = firstLine.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) else { return nil }
    return UInt16(firstLine[range].split(separator: ":").last!)
  }

  /// Sends `signal`, waits for the exit, and returns the status and the rest of standard output.
  func stop(with signal: Int32) -> (status: Int32, stdout: String) {
    kill(process.processIdentifier, signal)
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }
}
