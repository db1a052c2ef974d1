import Foundation
import Testing

/// `copydeck set`, run in process on files in a temporary folder.
@Suite struct SetCommandTests {
  private func file(_ contents: [UInt8]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Alerts.strings")
    try Data(contents).write(to: url)
    return url
  }

  @Test func changesOneValueAndKeepsEveryOtherByte() throws {
    let original = "/* Title */\r\n\"a.title\" = \"Old\";\r\n\r\n// Keep me\r\n\"b\"   =   \"B\"; \r\n"
    let url = try file(Array(original.utf8))
    let result = runCopydeck(["set", url.path, "a.title", "새 \"제목\"\n둘째 줄"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("changed \"a.title\""))
    let expected = original.replacingOccurrences(of: "\"Old\"", with: "\"새 \\\"제목\\\"\\n둘째 줄\"")
    #expect(try Data(contentsOf: url) == Data(expected.utf8))
    let parsed = runCopydeck(["parse", url.path])
    #expect(parsed.stdout.contains("\"a.title\": \"새 \\\"제목\\\"\\n둘째 줄\""))
  }

  @Test func addsANewKeyAtTheEndKeepingUTF16AndTheBOM() throws {
    let text = "\"a\" = \"A\";\n"
    let bytes: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    let url = try file(bytes)
    let result = runCopydeck(["set", url.path, "b", "비"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("added \"b\""))
    let written = try Data(contentsOf: url)
    #expect(written.starts(with: bytes))
    let added = "\"b\" = \"비\";\n".utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    #expect(Array(written.dropFirst(bytes.count)) == added)
  }

  @Test func refusesAMalformedFileAndLeavesItAlone() throws {
    let original = Array("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8)
    let url = try file(original)
    let result = runCopydeck(["set", url.path, "a", "x"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(":2:1: error:"))
    #expect(try Data(contentsOf: url) == Data(original))
  }

  @Test func refusesToAddAKeyTheDeviceWouldNeverSee() throws {
    let original = Array("\"a\" = \"A\";\n#\n\"b\" = \"B\";\n".utf8)
    let url = try file(original)
    let result = runCopydeck(["set", url.path, "new", "x"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(":2:1: error: a new entry at the end of this file would never reach the device"))
    #expect(try Data(contentsOf: url) == Data(original))
  }

  @Test func refusesABinaryTableAndLeavesEveryByte() throws {
    for name in ["Alerts.strings", "Plurals.stringsdict"] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let url = folder.appendingPathComponent(name)
      let binary = try PropertyListSerialization.data(fromPropertyList: ["a": "A"], format: .binary, options: 0)
      try binary.write(to: url)
      let result = runCopydeck(["set", url.path, "a", "x"])
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("\(url.path):1:1: error: this table is a binary property list"), "\(result.stderr)")
      #expect(result.stderr.contains("hint: tables in a repository are text: convert it with `plutil -convert xml1"))
      #expect(try Data(contentsOf: url) == binary)
    }
  }

  @Test func usageErrorsExitTwo() throws {
    let result = runCopydeck(["set", "only-a-file.strings"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("USAGE: copydeck set FILE KEY VALUE"))
    #expect(runCopydeck(["help", "set"]).stdout.contains("atomically"))
  }

  @Test func twentyConcurrentSetsOnOneFileKeepEveryKey() throws {
    let url = try file(Array("/* Alerts */\n\"start\" = \"S\";\n".utf8))
    let processes = try (0..<20).map { index -> Process in
      let process = Process()
      process.executableURL = copydeckExecutable
      process.arguments = ["set", url.path, "key.\(index)", "값 \(index)"]
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let parsed = runCopydeck(["parse", url.path])
    for index in 0..<20 { #expect(parsed.stdout.contains("\"key.\(index)\": \"값 \(index)\""), "key.\(index) was lost") }
    #expect(parsed.stdout.contains("\"start\": \"S\""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["Alerts.strings"])
  }

  @Test func writesThroughASymbolicLinkToItsTarget() throws {
    let target = try file(Array("\"a\" = \"A\";\n".utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
    let linkFolder = target.deletingLastPathComponent().appendingPathComponent("ko.lproj")
    try FileManager.default.createDirectory(at: linkFolder, withIntermediateDirectories: true)
    let link = linkFolder.appendingPathComponent("Alerts.strings")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Alerts.strings")
    let result = runCopydeck(["set", link.path, "a", "에이"])
    #expect(result.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Alerts.strings")
    #expect(try String(contentsOf: target, encoding: .utf8) == "\"a\" = \"에이\";\n")
    #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: linkFolder.path) == ["Alerts.strings"])
  }

  @Test func keepsTheFilesModeOwnerAndGroup() throws {
    let url = try file(Array("\"a\" = \"A\";\n".utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: url.path)
    let me = try FileManager.default.attributesOfItem(atPath: url.path)
    let isSuperuser = (me[.ownerAccountID] as? Int) == 0 && ProcessInfo.processInfo.userName == "root"
    if isSuperuser { try FileManager.default.setAttributes([.ownerAccountID: 4321, .groupOwnerAccountID: 4322], ofItemAtPath: url.path) }
    let before = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(runCopydeck(["set", url.path, "a", "B"]).status == 0)
    let after = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(try String(contentsOf: url, encoding: .utf8) == "\"a\" = \"B\";\n")
    #expect(after[.posixPermissions] as? Int == 0o604)
    #expect(after[.ownerAccountID] as? Int == before[.ownerAccountID] as? Int)
    #expect(after[.groupOwnerAccountID] as? Int == before[.groupOwnerAccountID] as? Int)
    if isSuperuser { #expect(after[.ownerAccountID] as? Int == 4321 && after[.groupOwnerAccountID] as? Int == 4322) }
  }

  @Test func keepsHardLinksOneFile() throws {
    let url = try file(Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))
    let other = url.deletingLastPathComponent().appendingPathComponent("Copy.strings")
    try FileManager.default.linkItem(at: url, to: other)
    #expect(runCopydeck(["set", url.path, "a", "더 긴 값이에요"]).status == 0)
    #expect(runCopydeck(["set", other.path, "b", "C"]).status == 0)
    let expected = "\"a\" = \"더 긴 값이에요\";\n\"b\" = \"C\";\n"
    #expect(try String(contentsOf: url, encoding: .utf8) == expected)
    #expect(try String(contentsOf: other, encoding: .utf8) == expected)
    let inode = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int }
    #expect(try inode(url.path) == inode(other.path))
    #expect(runCopydeck(["set", url.path, "a", "A"]).status == 0)
    #expect(try String(contentsOf: other, encoding: .utf8) == "\"a\" = \"A\";\n\"b\" = \"C\";\n")
  }

  @Test func refusesAReadOnlyFileAndLeavesIt() throws {
    let original = Array("\"a\" = \"A\";\n".utf8)
    let url = try file(original)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    let result = runCopydeck(["set", url.path, "a", "B"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(url.path):1:1: error: the file is read-only, so it was not changed"))
    #expect(try Data(contentsOf: url) == Data(original))
    #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == inode)
  }

  /// Whether this process can flag files immutable and mount folders read-only: as root, or always under CI, where a
  /// run without root must fail rather than skip these tests.
  static let mayChangeFileSystems = getuid() == 0 || ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(.enabled(if: mayChangeFileSystems, "needs root (chattr, mount); CI always runs it"))
  func refusesAnImmutableFileAndSaysHowToClearTheFlag() throws {
    let original = Array("\"a\" = \"A\";\n".utf8)
    let url = try file(original)
    try run("/usr/bin/chattr", "+i", url.path)
    defer { try? run("/usr/bin/chattr", "-i", url.path) }
    let result = runCopydeck(["set", url.path, "a", "B"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(url.path):1:1: error: the file is marked immutable, so it was not changed\n  hint: clear the flag if it should be edited (chattr -i on Linux, chflags nouchg on macOS), then try again\n"
    )
    #expect(try Data(contentsOf: url) == Data(original))
  }

  @Test(.enabled(if: mayChangeFileSystems, "needs root (chattr, mount); CI always runs it"))
  func refusesAFileOnAReadOnlyMount() throws {
    let original = Array("\"a\" = \"A\";\n".utf8)
    let url = try file(original)
    let folder = url.deletingLastPathComponent()
    let mountPoint = folder.deletingLastPathComponent().appendingPathComponent("read-only-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    try run("/usr/bin/mount", "--bind", folder.path, mountPoint.path)
    defer { try? run("/usr/bin/umount", mountPoint.path) }
    try run("/usr/bin/mount", "-o", "remount,bind,ro", mountPoint.path)
    let mounted = mountPoint.appendingPathComponent(url.lastPathComponent)
    let result = runCopydeck(["set", mounted.path, "a", "B"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(mounted.path):1:1: error: the file is on a read-only file system, so it was not changed\n  hint: remount it read-write, or work on a copy of the folder on a writable disk\n"
    )
    #expect(try Data(contentsOf: url) == Data(original))
  }

  @Test(.enabled(if: mayChangeFileSystems, "needs root (mknod); CI always runs it"))
  func refusesADeviceNodeAndALinkToOneAndLeavesThem() throws {
    let url = try file([])
    let folder = url.deletingLastPathComponent()
    // A private node with the null device's numbers, in this test's own folder — never the machine's /dev.
    let device = folder.appendingPathComponent("null")
    try run("/usr/bin/mknod", device.path, "c", "1", "3")
    let link = folder.appendingPathComponent("Linked.strings")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "null")
    for path in [device.path, link.path] {
      let result = runCopydeck(["set", path, "k", "v"])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "\(path):1:1: error: this is a character device, not a regular file, so it was not replaced\n  hint: point the path at the table file itself (a symbolic link to a table is fine); Copydeck only replaces regular files\n"
      )
    }
    #expect(try FileManager.default.attributesOfItem(atPath: device.path)[.type] as? FileAttributeType == .typeCharacterSpecial)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "null")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Alerts.strings", "Linked.strings", "null"])
  }

  @Test func aFileAnotherProgramHoldsOpenForWritingIsNotSetAndTheErrorSaysWhy() throws {
    let original = Array("\"a\" = \"A\";\n".utf8)
    let url = try file(original)
    // Another program that has the table open for writing may be halfway through rewriting it in place.
    let writer = try #require(FileHandle(forWritingAtPath: url.path))
    defer { try? writer.close() }
    let result = runCopydeck(["set", url.path, "a", "B"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(url.path):1:1: error: another program kept changing the file while it was being saved, so nothing was written over its changes\n  hint: let the other program (an editor, Xcode, a sync tool) finish writing, then try again\n"
    )
    #expect(try Data(contentsOf: url) == Data(original))
    try writer.close()
    #expect(runCopydeck(["set", url.path, "a", "B"]).status == 0)
  }

  /// Runs a system tool and fails the test when it fails.
  private func run(_ tool: String, _ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)"])
    }
  }

  @Test func aMissingFileOrADanglingLinkIsReportedAndNothingIsCreated() throws {
    let url = try file([])
    let folder = url.deletingLastPathComponent()
    let link = folder.appendingPathComponent("Dangling.strings")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "nowhere.strings")
    for path in [folder.appendingPathComponent("Missing.strings").path, link.path] {
      let result = runCopydeck(["set", path, "a", "B"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("\(path):1:1: error: the file does not exist"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Alerts.strings", "Dangling.strings"])
  }
}
