import Foundation
import Testing

/// A path that is not a readable file gets a sentence naming what it is and what to do — never a Foundation error
/// code, and never a read that blocks on a FIFO.
@Suite struct UnreadableInputTests {
  /// A fresh folder with a folder, a symbolic-link loop and a FIFO in it.
  private static func oddPaths() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-odd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.strings"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("A.strings").path, withDestinationPath: "B.strings")
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("B.strings").path, withDestinationPath: "A.strings")
    let mkfifo = Process()
    mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    mkfifo.arguments = ["mkfifo", folder.appendingPathComponent("Pipe.strings").path]
    try mkfifo.run()
    mkfifo.waitUntilExit()
    #expect(mkfifo.terminationStatus == 0)
    return folder
  }

  @Test(arguments: [
    ("Folder.strings", "error: this is a folder, not a file\n  hint: pass a file inside the folder, or the option that takes a folder"),
    ("A.strings", "error: this symbolic link leads back to itself, so there is no file behind it\n  hint: point the link at the real file"),
    (
      "Pipe.strings",
      "error: this is a FIFO (named pipe) or another special file, not a regular file, so it has no contents to read\n  hint: pass the path of a regular file"
    ),
    ("Missing.strings", "error: there is no file at this path\n  hint: check the path"),
  ])
  func parseNamesWhatThePathIs(_ name: String, _ expected: String) throws {
    let folder = try Self.oddPaths()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    let result = runCopydeck(["parse", path])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(path):1:1: \(expected)"), "stderr: \(result.stderr)")
    #expect(!result.stderr.contains("NSCocoaErrorDomain"))
  }

  @Test func aDeviceIsNotReadAsAnEmptyTable() throws {
    let result = runCopydeck(["parse", "/dev/null"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "/dev/null:1:1: error: this is a device, not a regular file, so it has no contents to read\n  hint: pass the path of a regular file\n"
    )
  }

  @Test func aBaselineThatIsAFolderIsNamedSo() throws {
    let folder = try Self.oddPaths()
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("Folder.strings").path
    let result = runCopydeck([
      "check", "--localizations", repositoryRoot.appendingPathComponent("Localizations").path, "--baseline", baseline,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(baseline): error: baseline cannot be read: this is a folder, not a file"), "stderr: \(result.stderr)")
  }

  @Test func anArgumentThatIsNotUTF8IsRefused() throws {
    // Process takes Swift strings, so the shell builds the one argument with a byte that is not UTF-8.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" parse \"$(printf '/tmp/\\377.strings')\"", copydeckExecutable.path]
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      stderr.hasPrefix("copydeck: error: argument 2 ('/tmp/\u{FFFD}.strings') is not valid UTF-8\n  hint: pass paths and values in UTF-8"),
      "stderr: \(stderr)")
  }
}

/// CoreFoundation is asked about a table only when it may be XML, so a broken old-style table produces Copydeck's
/// diagnostic alone, without CoreFoundation's own "Old-style plist parser" line on standard error.
@Suite struct CoreFoundationQuietTests {
  @Test func aBrokenTableWithAnAngleBracketPrintsOnlyCopydecksDiagnostic() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-quiet-\(UUID().uuidString).strings")
    try Data("\"a\" = \"<b>\"\n\"c\" = \"d\";\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = runCopydeck(["parse", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(file.path):2:1: error: expected ; after the value"), "stderr: \(result.stderr)")
    #expect(!result.stderr.contains("Old-style plist parser"))
  }
}
