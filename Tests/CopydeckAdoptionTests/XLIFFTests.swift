import Copydeck
import Foundation
import Testing

@testable import CopydeckAdoption

/// XLIFF out and in: Xcode's layout (golden files), every refused edge at its line, and byte-identical round trips.
@Suite struct XLIFFTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let fixture = here.appendingPathComponent("Fixtures/xliff")
  static let goldens = here.appendingPathComponent("__Goldens__")
  static let shipped = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Localizations")

  /// A scratch copy of `folder`, for a test that writes into it.
  static func scratch(_ folder: URL) throws -> URL {
    // The folder keeps its name, which the export writes into each <file original="…">.
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xliff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let copy = parent.appendingPathComponent(folder.lastPathComponent)
    try FileManager.default.copyItem(at: folder, to: copy)
    return copy
  }

  static func export(_ folder: URL, language: String = "ko") throws -> XLIFFExport {
    let manifest = try CatalogManifest.load(contentsOf: folder.appendingPathComponent("catalog.json"))
    return XLIFFExport(
      folder: try LocalizationsFolder.scan(folder), manifest: manifest, developmentLanguage: manifest.developmentLanguage,
      language: language)
  }

  static func plan(_ xliff: String, into folder: URL) throws -> XLIFFImport {
    try XLIFFImport(Array(xliff.utf8), file: "ko.xliff", folder: try LocalizationsFolder.scan(folder), developmentLanguage: "en")
  }

  /// Every file under `folder` and its bytes.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  static func golden(_ name: String, _ actual: String) throws {
    let url = goldens.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try Data(actual.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) differs from its golden file; run RECORD_GOLDENS=1 swift test --filter XLIFF and review the diff")
  }

  @Test func exportMatchesItsGoldenFiles() throws {
    let export = try Self.export(Self.fixture)
    try Self.golden("xliff-ko.xliff", export.xliff)
    try Self.golden("xliff-contents.json", export.contents)
    #expect(export.unitCount == 12)
    #expect(export.translatedCount == 11, "profile_greeting has no Korean yet, so its unit has no <target>")
  }

  @Test func theXclocHasXcodesLayout() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xcloc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let bundle = try Self.export(Self.fixture).write(into: out)
    #expect(bundle.lastPathComponent == "ko.xcloc")
    #expect(
      Set(try Self.snapshot(bundle).keys) == [
        "contents.json", "Localized Contents/ko.xliff", "Source Contents/xliff/en.lproj/Localizable.strings",
      ])
    let contents = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("contents.json"))) as? [String: Any])
    #expect(contents["targetLocale"] as? String == "ko")
    #expect(contents["developmentRegion"] as? String == "en")
  }

  @Test func notesSayWhatEachTextIsOnTheDevice() throws {
    let xliff = try Self.export(Self.fixture).xliff
    #expect(
      xliff.contains(
        "<note>Label of the destructive button 'delete' of the confirmation (an alert that asks before an action) 'photo.delete'. Asks before deleting a photo. Buttons, in order: cancel (cancel), delete (destructive).</note>"
      ))
    #expect(xliff.contains("The same text is also used by: draft.discard."), "a shared key names every entry that uses it")
    #expect(xliff.contains("<note>Header of the Settings screen.</note>"), "an app string keeps its table comment")
    #expect(xliff.contains("<note>No comment provided by engineer.</note>"))
  }

  @Test(arguments: ["shipped", "fixture"])
  func exportThenImportChangesNoByte(of which: String) throws {
    let folder = try Self.scratch(which == "shipped" ? Self.shipped : Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    let plan = try Self.plan(try Self.export(folder).xliff, into: folder)
    #expect(plan.findings == [])
    #expect(plan.changes == [])
    #expect(try plan.apply() == [])
    #expect(try Self.snapshot(folder) == before)
  }

  @Test func aTranslatedTargetChangesOnlyItsValue() throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let korean = folder.appendingPathComponent("ko.lproj/Localizable.strings")
    let before = try String(contentsOf: korean, encoding: .utf8)
    var xliff = try Self.export(folder).xliff
    xliff = xliff.replacingOccurrences(of: "<target>삭제</target>", with: "<target>지금 삭제</target>")
    xliff = xliff.replacingOccurrences(
      of: "<source>Hello, %@</source>\n", with: "<source>Hello, %@</source>\n        <target>%@님, 안녕하세요 &amp; 반가워요</target>\n")
    let plan = try Self.plan(xliff, into: folder)
    #expect(plan.findings == [])
    #expect(plan.changes.map(\.key) == ["delete_button", "profile_greeting"])
    try plan.apply()
    let after = try String(contentsOf: korean, encoding: .utf8)
    let expected =
      before.replacingOccurrences(of: "\"delete_button\" = \"삭제\";", with: "\"delete_button\" = \"지금 삭제\";")
      + "\"profile_greeting\" = \"%@님, 안녕하세요 & 반가워요\";\n"
    #expect(after == expected)
    #expect(try Catalog.load(from: folder).resolve(id: "photo.delete", locale: "ko").buttons.last?.label == "지금 삭제")
  }

  /// The edge cases translation platforms get wrong: each is a finding at the line of its element, and never written.
  @Test(arguments: [
    (
      "<source>Delete This Photo?</source>", "<source>Delete the Photo?</source>",
      "the source of \"delete_alert_title\" is \"Delete the Photo?\" but the development text is now \"Delete This Photo?\""
    ),
    ("<trans-unit id=\"delete_button\"", "<trans-unit id=\"delete_btn\"", "unknown id \"delete_btn\""),
    ("<target>삭제</target>", "<target></target>", "the target of \"delete_button\" is empty"),
    ("<target>삭제</target>", "<target/>", "the target of \"delete_button\" is empty"),
    ("<target>삭제</target>", "<target><g id=\"1\">삭제</g></target>", "has an inline <g> tag"),
    ("<target>삭제</target>", "<target>삭<x id=\"1\"/>제</target>", "has an inline <x> tag"),
    ("<target>취소</target>", "<target>취\r\n소</target>", "has a carriage return"),
    ("<target>취소</target>", "<target>취&#13;소</target>", "has a carriage return"),
    ("<target>삭제</target>", "<target>삭제 %@</target>", "takes %@ but the source takes no arguments"),
  ])
  func aRefusedUnitIsAFindingAtItsLine(original: String, replacement: String, message: String) throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    let exported = try Self.export(folder).xliff
    let range = try #require(exported.range(of: original))
    let line = exported[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    var xliff = exported.replacingCharacters(in: range, with: replacement)
    xliff = xliff.replacingOccurrences(of: "<target>Settings</target>", with: "<target>환경설정</target>")  // one good unit
    xliff = xliff.replacingOccurrences(of: "<target>설정</target>", with: "<target>환경설정</target>")
    let plan = try Self.plan(xliff, into: folder)
    let finding = try #require(plan.findings.first, "no finding for \(replacement)")
    #expect(plan.findings.count == 1)
    #expect(finding.description.hasPrefix("ko.xliff:\(line):"))
    #expect(finding.message.contains(message), "\(finding.message)")
    #expect(plan.changes.map(\.key) == ["settings_header"], "the other units still import")
    try plan.apply()
    var after = try Self.snapshot(folder)
    #expect(after.removeValue(forKey: "ko.lproj/Localizable.strings") != before["ko.lproj/Localizable.strings"])
    #expect(after == before.filter { $0.key != "ko.lproj/Localizable.strings" })
    let korean = try LocalizationsFolder.scan(folder).table("Localizable", language: "ko")
    #expect(korean?.value(forKey: "delete_button") == "삭제" && korean?.value(forKey: "cancel") == "취소", "the refused unit was not written")
  }

  @Test func aSpecifierSplitByASpaceSaysHowToWriteIt() throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let xliff = try Self.export(folder).xliff.replacingOccurrences(
      of: "<source>Hello, %@</source>\n", with: "<source>Hello, %@</source>\n        <target>안녕하세요, % @님</target>\n")
    let plan = try Self.plan(xliff, into: folder)
    #expect(
      plan.findings.map(\.message) == [
        "the target of \"profile_greeting\" has \"% @\", a specifier split by a space; not imported — write \"%@\""
      ])
    #expect(XLIFFImport.brokenSpecifier(in: "100%% sure, %d") == nil)
  }

  @Test(arguments: [
    ("<file original=\"xliff/en.lproj/Localizable.strings\"", "<file", "has no original attribute"),
    ("original=\"xliff/en.lproj/Localizable.strings\"", "original=\"Localizable.strings\"", "names no en.lproj/*.strings table"),
    ("original=\"xliff/en.lproj/Localizable.strings\"", "original=\"xliff/en.lproj/Main.strings\"", "there is no en.lproj/Main.strings"),
  ])
  func aLostOrChangedOriginalRefusesTheFile(original: String, replacement: String, message: String) throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let xliff = try Self.export(folder).xliff.replacingOccurrences(of: original, with: replacement)
      .replacingOccurrences(of: "<target>설정</target>", with: "<target>환경설정</target>")
    let plan = try Self.plan(xliff, into: folder)
    #expect(plan.findings.count == 1)
    #expect(plan.findings.first?.line == 3)
    #expect(plan.findings.first?.message.contains(message) == true)
    #expect(plan.changes.isEmpty)
  }

  @Test(arguments: [
    ("<target>삭제</target>", "<target>삭제</targt>", "ko.xliff:"),
    ("<target>삭제</target>", "<target>삭제 & 제거</target>", "a bare '&'"),
    ("version=\"1.2\"", "version=\"2.0\"", "not XLIFF 1.2"),
    ("</xliff>", "", "is never closed"),
  ])
  func aMalformedFileWritesNothing(original: String, replacement: String, message: String) throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    let xliff = try Self.export(folder).xliff.replacingOccurrences(of: "<target>설정</target>", with: "<target>환경설정</target>")
      .replacingOccurrences(of: original, with: replacement)
    #expect { try Self.plan(xliff, into: folder) } throws: { error in
      let text = (error as? XLIFFImport.Malformed)?.description ?? ""
      return text.contains(message) && text.contains("nothing was written") && text.hasPrefix("ko.xliff:")
    }
    #expect(try Self.snapshot(folder) == before)
  }

  /// translate-toolkit (PyPI), an XLIFF reader that shares no code with Copydeck, reads the same units.
  @Test func anIndependentReaderSeesTheSameUnitsSourcesTargetsAndNotes() throws {
    let folder = try Self.scratch(Self.shipped)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let out = folder.appendingPathComponent("out")
    let bundle = try Self.export(folder).write(into: out)
    let script = """
      import json, sys
      from translate.storage import xliff
      store = xliff.xlifffile.parsefile(sys.argv[1])
      units = [u for u in store.getunits() if not u.isheader()]
      json.dump([{"id": u.getid(), "source": u.source, "target": u.target, "note": u.getnotes()} for u in units], sys.stdout)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, bundle.appendingPathComponent("Localized Contents/ko.xliff").path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 with translate-toolkit (scripts/bootstrap installs it) must read the file")
    let units = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
    // What the tables and the manifest say each unit must be.
    let scanned = try LocalizationsFolder.scan(folder)
    let manifest = try CatalogManifest.load(contentsOf: folder.appendingPathComponent("catalog.json"))
    var expected: [[String: String]] = []
    for file in scanned.files where file.language == "en" {
      let table = try #require(file.table)
      for key in table.keys {
        let entry = try #require(table.entry(forKey: key))
        expected.append([
          "id": "Localizations/en.lproj/\(file.name).strings\u{4}\(key)", "source": entry.value,
          "target": scanned.table(file.name, language: "ko")?.value(forKey: key) ?? "",
          "note": TranslatorNote.note(key: key, table: file.name, manifest: manifest, comment: entry.comment),
        ])
      }
    }
    #expect(units.count == 97)
    #expect(units == expected)
  }
}
