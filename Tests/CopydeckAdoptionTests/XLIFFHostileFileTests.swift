import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckAdoption

/// A hostile or broken XLIFF: nothing written outside the localizations folder, nothing written from bytes that are not
/// UTF-8, no crash on deep nesting, and work linear in the file's size however long its lines (issue 34).
@Suite struct XLIFFHostileFileTests {
  /// A scratch copy of the `xliff` fixture, inside a parent folder of its own (which a `../..` escape would reach),
  /// and the export with one changed translation, which today's tables lack.
  static func setUp() throws -> (folder: URL, xliff: String) {
    let folder = try XLIFFTests.scratch(XLIFFTests.fixture)
    let xliff = try XLIFFTests.export(folder).xliff.replacingOccurrences(
      of: "<target state=\"translated\">설정</target>", with: "<target state=\"translated\">환경설정</target>")
    return (folder, xliff)
  }

  /// Every file under `root`, with its bytes (folders as empty data), to see that nothing appeared or changed.
  static func tree(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(path)
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      files[path] = isDirectory.boolValue ? Data() : try Data(contentsOf: url)
    }
    return files
  }

  /// The 1-based line and column (in characters) where `needle` starts in `text`.
  static func place(of needle: String, in text: String) throws -> (line: Int, column: Int) {
    let range = try #require(text.range(of: needle))
    let before = text[..<range.lowerBound]
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (before.filter { $0 == "\n" }.count + 1, before[lineStart...].count + 1)
  }

  /// A language that is a path, `..`, or holds a NUL is refused at its attribute, and nothing is written anywhere.
  @Test(arguments: ["../../escape", "../../otherproject/ko", "/tmp/copydeck-escape/ko", "..", "ko&#0;x", "ko/../../x", "ko ", "ko\u{301}"])
  func aTargetLanguageThatIsNotALanguageTagIsRefusedAtItsAttribute(_ language: String) throws {
    let (folder, exported) = try Self.setUp()
    let project = folder.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: project) }
    let before = try Self.tree(project)
    let xliff = exported.replacingOccurrences(of: "target-language=\"ko\"", with: "target-language=\"\(language)\"")
    let attribute = try Self.place(of: "target-language=", in: xliff)
    let plan = try XLIFFTests.plan(xliff, into: folder)
    let finding = try #require(plan.findings.first)
    #expect(plan.findings.count == 1, "\(plan.findings)")
    #expect((finding.line, finding.column) == attribute, "the finding is at the attribute")
    #expect(finding.message.contains("is not a language tag"), "\(finding.message)")
    #expect(!finding.message.contains("\0"), "a NUL is shown escaped, never printed")
    #expect(finding.description.contains("\n  hint: set target-language to the language the file was translated into"))
    #expect(plan.changes.isEmpty && plan.destinations.isEmpty)
    try plan.apply()
    #expect(try Self.tree(project) == before)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/copydeck-escape"))
  }

  /// Well-formed tags of every shape are still imported.
  @Test func aRegionOrScriptTagIsALanguage() throws {
    let (folder, exported) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let plan = try XLIFFTests.plan(
      exported.replacingOccurrences(of: "target-language=\"ko\"", with: "target-language=\"zh-Hant-TW\""), into: folder)
    #expect(plan.findings.isEmpty, "\(plan.findings)")
    #expect(plan.destinations.map { $0.path.replacingOccurrences(of: folder.path, with: "") } == ["/zh-Hant-TW.lproj/Localizable.strings"])
  }

  /// `ko.lproj` a symbolic link to another project's folder: the import refuses the table, and writes nothing there.
  @Test func aTableBehindASymbolicLinkOutOfTheFolderIsNotWritten() throws {
    let (folder, xliff) = try Self.setUp()
    let project = folder.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: project) }
    let other = project.appendingPathComponent("otherproject/ko.lproj")
    try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: folder.appendingPathComponent("ko.lproj"), to: other)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("ko.lproj").path, withDestinationPath: "../otherproject/ko.lproj")
    let before = try Self.tree(project)
    let plan = try XLIFFTests.plan(xliff, into: folder)
    let finding = try #require(plan.findings.first)
    #expect(plan.findings.count == 1)
    #expect(finding.message.contains("outside \(folder.path), so it is not written"), "\(finding.message)")
    #expect(finding.description.contains("\n  hint: a symbolic link on the way leads out of the folder"))
    #expect(plan.changes.isEmpty)
    try plan.apply()
    #expect(try Self.tree(project) == before)
  }

  /// A link changed between reading and writing: `apply()` proves every destination again and writes nothing.
  @Test func aLinkMadeAfterReadingIsFoundBeforeWriting() throws {
    let (folder, xliff) = try Self.setUp()
    let project = folder.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: project) }
    let plan = try XLIFFTests.plan(xliff, into: folder)
    #expect(plan.findings.isEmpty && plan.changes.count == 1)
    let other = project.appendingPathComponent("otherproject/ko.lproj")
    try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: folder.appendingPathComponent("ko.lproj"), to: other)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("ko.lproj").path, withDestinationPath: "../otherproject/ko.lproj")
    let before = try Self.tree(project)
    #expect(throws: FolderBoundary.Violation.self) { try plan.apply() }
    #expect(try Self.tree(project) == before)
  }

  /// A Latin-1 "Café" is refused at its byte (line and column), whole, before anything is written.
  @Test func bytesThatAreNotUTF8AreRefusedAtTheirByte() throws {
    let (folder, xliff) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try XLIFFTests.snapshot(folder)
    let marked = xliff.replacingOccurrences(
      of: "<target state=\"translated\">삭제</target>", with: "<target state=\"translated\">CafÉ</target>")
    let place = try Self.place(of: "É", in: marked)
    var bytes = Array(marked.utf8)
    let index = marked.utf8.distance(from: marked.startIndex, to: try #require(marked.range(of: "É")).lowerBound)
    bytes.replaceSubrange(index...(index + 1), with: [0xE9])  // É is C3 89 in UTF-8; Latin-1's é is the one byte E9
    #expect { try XLIFFImport(bytes, file: "ko.xliff", folder: try LocalizationsFolder.scan(folder), developmentLanguage: "en") } throws: {
      error in
      let text = (error as? XLIFFImport.Malformed)?.description ?? ""
      return text.hasPrefix("ko.xliff:\(place.line):\(place.column): error: byte 0xE9 is not valid UTF-8")
        && text.contains("nothing was written\n  hint: save the file as UTF-8")
    }
    #expect(try XLIFFTests.snapshot(folder) == before)
  }

  /// 40,000 nested elements (280 KB) are refused at the first element too deep, without a crash; 256 levels read.
  @Test func nestingDeeperThanTheBoundIsRefusedAtItsElement() throws {
    let (folder, xliff) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    // The target is at depth 5 (xliff, file, body, trans-unit, target): 251 <g> inside reach 256.
    let deep = { (count: Int) in
      xliff.replacingOccurrences(
        of: "<target state=\"translated\">삭제</target>",
        with: "<target state=\"translated\">" + String(repeating: "<g>", count: count) + String(repeating: "</g>", count: count)
          + "</target>")
    }
    let deepest = try XLIFFTests.plan(deep(251), into: folder)
    #expect(
      deepest.findings.map(\.message).allSatisfy { $0.contains("inline <g> tag") }, "256 levels read; the unit is refused for its tag")
    let hostile = deep(40_000)
    let place = try Self.place(of: "<g>", in: hostile)
    #expect { try XLIFFTests.plan(hostile, into: folder) } throws: { error in
      let text = (error as? XLIFFImport.Malformed)?.description ?? ""
      return text.hasPrefix("ko.xliff:\(place.line):\(place.column + 3 * 251): error: elements are nested more than 256 levels deep")
        && text.contains("nothing was written")
    }
  }

  /// Positions on one long line cost each byte about once: one line of 20,000 Korean targets decodes no more than
  /// twice its bytes to count columns (recounting from the line's start, as before, decodes them 10,000 times over).
  @Test func positionsOnOneLongLineAreCountedInOnePass() throws {
    let unit = "<trans-unit id=\"키\"><source>삭제</source><target state=\"translated\">삭제해요</target></trans-unit>"
    let bytes = Array(("<xliff><file><body>" + String(repeating: unit, count: 20_000) + "</body></file></xliff>").utf8)
    let root = try XMLTreeReader.parse(bytes)
    let last = try #require(root.element("file")?.element("body")?.elements("trans-unit").last)
    #expect(last.line == 1 && last.column == 1 + "<xliff><file><body>".count + 19_999 * unit.count)
    #expect(XMLTreeReader.bytesDecodedForColumns(parsing: bytes) <= 2 * bytes.count)
  }

  /// A guard against a hang, not a timing: 4 MB of XLIFF on one line (minutes when positions were quadratic) reads
  /// in well under 30 seconds.
  @Test func fourMegabytesOnOneLineDoNotHang() throws {
    let (folder, xliff) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let unit = "<trans-unit id=\"settings_header\"><source>Settings</source><target state=\"translated\">설정</target></trans-unit>"
    let units = String(repeating: unit, count: 4_000_000 / unit.utf8.count)
    let start = try #require(xliff.range(of: "<body>"))
    let end = try #require(xliff.range(of: "</body>"))
    let oneLine = (xliff[..<start.upperBound] + units + xliff[end.lowerBound...]).replacingOccurrences(of: "\n", with: " ")
    let began = Date()
    let plan = try XLIFFTests.plan(oneLine, into: folder)
    #expect(Date().timeIntervalSince(began) < 30)
    #expect(plan.unchangedCount == 4_000_000 / unit.utf8.count && plan.findings.isEmpty)
  }
}
