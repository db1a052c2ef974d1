import Foundation
import Testing

/// `copydeck check` on a folder with a table or an `.lproj` folder it cannot read: exit 2 with the path and why,
/// never findings that treat the table as empty (missing translations, orphans).
@Suite struct CheckUnreadableTests {
  /// A folder with an English and a Korean table that agree, and a French table to break.
  private static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-unreadable-\(UUID().uuidString)")
    for (language, value) in [("en", "Leave"), ("ko", "나가기"), ("fr", "Quitter")] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("\"leave\" = \"\(value)\";\n".utf8).write(to: lproj.appendingPathComponent("Alerts.strings"))
    }
    return folder
  }

  @Test func aFolderWhereATableShouldBeExitsTwoNamingIt() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("fr.lproj/Alerts.strings")
    try FileManager.default.removeItem(at: table)
    try FileManager.default.createDirectory(at: table, withIntermediateDirectories: false)
    let result = runCopydeck(["check", "--localizations", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("fr.lproj/Alerts.strings:1:1: error: this is a folder, not a file"))
    #expect(result.stderr.contains("a table or folder cannot be read, so the check did not run"))
    #expect(!result.stdout.contains("missing-translation"))
  }

  @Test func aFIFOWhereATableShouldBeExitsTwoWithoutWaitingForIt() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("ko.lproj/Alerts.strings")
    try FileManager.default.removeItem(at: table)
    #expect(mkfifo(table.path, 0o644) == 0)
    let result = runCopydeck(["check", "--localizations", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("ko.lproj/Alerts.strings:1:1: error: this is a FIFO"))
  }

  @Test func anLprojThatIsNotAFolderExitsTwoInsteadOfMissingEveryKey() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("ko.lproj")
    try FileManager.default.removeItem(at: lproj)
    try Data("not a folder".utf8).write(to: lproj)
    let result = runCopydeck(["check", "--localizations", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("ko.lproj:1:1: error: cannot list the tables of ko.lproj"))
    #expect(!result.stdout.contains("no ko translation"))
  }

  @Test func aTableThePersonMayNotReadExitsTwoWithPermissionDenied() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("fr.lproj/Alerts.strings")
    #expect(chmod(table.path, 0o000) == 0)
    for path in [
      folder.path, folder.appendingPathComponent("fr.lproj").path, folder.appendingPathComponent("en.lproj").path,
      folder.appendingPathComponent("ko.lproj").path,
    ] {
      chmod(path, 0o755)
    }
    // Root reads any file, so the check runs as nobody when the tests run as root.
    let process = Process()
    let arguments = ["check", "--localizations", folder.path]
    if getuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copydeckExecutable.path] + arguments
    } else {
      process.executableURL = copydeckExecutable
      process.arguments = arguments
    }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let reported = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2, "\(printed)\(reported)")
    #expect(reported.contains("fr.lproj/Alerts.strings:1:1: error: the file cannot be read: permission denied"))
    #expect(!printed.contains("missing-translation"))
  }
}
