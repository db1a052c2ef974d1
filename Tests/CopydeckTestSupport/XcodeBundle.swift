import Foundation

/// `scripts/xcode-bundle`: the app bundle Xcode's build would make from a localizations folder (tables copied as
/// binary or UTF-16 property lists, String Catalogs compiled into `.strings` + `.stringsdict`, the app's layout).
public enum XcodeBundle {
  /// The repository's root, found from this file's place in `Tests/CopydeckTestSupport/`.
  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The script failed; `output` is what it wrote to standard error (it names the file and the reason).
  public struct Failed: Error, CustomStringConvertible {
    public let arguments: [String]
    public let status: Int32
    public let output: String
    public var description: String {
      "scripts/xcode-bundle \(arguments.joined(separator: " ")) exited with status \(status):\n\(output)"
    }
  }

  /// Builds the bundle of `source` with `options` (e.g. `["--encoding", "binary", "--layout", "flat"]`) into a new
  /// temporary folder and returns it; the caller removes it.
  public static func build(_ source: URL, options: [String]) throws -> URL {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bundle-\(UUID().uuidString)")
    let arguments = options + [source.path, output.path]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", repository.appendingPathComponent("scripts/xcode-bundle").path] + arguments
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failed(arguments: arguments, status: process.terminationStatus, output: String(decoding: message, as: UTF8.self))
    }
    return output
  }
}
