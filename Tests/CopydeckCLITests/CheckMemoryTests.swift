import Foundation
import Testing

/// `copydeck check` of a large table holds its bytes once, not twice over (issue 34, item 13).
@Suite struct CheckMemoryTests {
  /// A table whose translator notes are most of its bytes: the check drops the notes, so what it holds beyond the
  /// file's bytes while it parses them is small, and the whole check stays within twice the file. (The file read into
  /// a `Data` and then copied into the array the parser reads was two copies of it: 2.4 times the file.)
  @Test func checkingATableWithLongNotesStaysWithinTwiceItsSize() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-memory-\(UUID().uuidString)")
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let note = String(repeating: "Shown when the upload of a photo to a shared album fails for a reason the app can name. ", count: 11)
    let count = 24_000
    var text = ""
    text.reserveCapacity(count * (note.utf8.count + 80))
    for index in 0..<count {
      text += "/* \(note)*/\n\"upload.e\(index).message\" = \"사진 \(index)을(를) 올리지 못했어요.\";\n\n"
    }
    try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    let size = text.utf8.count

    let idle = try Platform.peakResidentBytes(copydeckExecutable, ["--help"])
    let check = try Platform.peakResidentBytes(copydeckExecutable, ["check", "--localizations", folder.path])
    #expect(check.status == 0)
    #expect(check.bytes - idle.bytes < 2 * size, "peak \(check.bytes) bytes, idle \(idle.bytes), file \(size)")
  }
}
