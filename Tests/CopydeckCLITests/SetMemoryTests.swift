import Foundation
import Testing

/// `copydeck set` on a large table holds the file's bytes, not a model of every entry (issue 34, item 13).
@Suite struct SetMemoryTests {
  @Test func settingOneValueOfALargeTableHoldsAFewCopiesOfItsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-memory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Large.strings")
    let count = 300_000
    var text = ""
    text.reserveCapacity(count * 32)
    for index in 0..<count { text += "\"key.\(index)\" = \"value \(index)\";\n" }
    try Data(text.utf8).write(to: url)
    let size = text.utf8.count

    let idle = try Platform.peakResidentBytes(copydeckExecutable, ["--help"])
    let changed = try Platform.peakResidentBytes(copydeckExecutable, ["set", url.path, "key.150000", "changed"])
    let added = try Platform.peakResidentBytes(copydeckExecutable, ["set", url.path, "key.new", "added"])
    #expect(changed.status == 0 && added.status == 0)
    let expected = text.replacingOccurrences(of: "\"value 150000\"", with: "\"changed\"") + "\"key.new\" = \"added\";\n"
    #expect(try Data(contentsOf: url) == Data(expected.utf8))
    // The bytes read, their decoded copy and the new bytes, with room to spare: a parsed entry costs more than its
    // line (a model of every entry held several times over took 60 times the file's size).
    for run in [changed, added] {
      #expect(run.bytes - idle.bytes < 6 * size, "peak \(run.bytes) bytes, idle \(idle.bytes), file \(size)")
    }
  }

  /// The peak is the command's own, however much memory the test process holds when it starts the command.
  @Test func aCommandsPeakDoesNotCountTheTestProcesssMemory() throws {
    let held = [UInt8](repeating: 1, count: 300 << 20)
    let help = try Platform.peakResidentBytes(copydeckExecutable, ["--help"])
    withExtendedLifetime(held) {
      #expect(help.status == 0 && help.bytes < 150 << 20, "peak \(help.bytes) bytes")
    }
  }
}
