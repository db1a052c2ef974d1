import Copydeck
import CopydeckFiles
import CopydeckTestSupport
import Foundation
import Testing

@testable import CopydeckAdoption

/// XLIFF out and in: Xcode's layout (golden files), every refused edge at its line, and byte-identical round trips.
@Suite struct XLIFFTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let fixture = here.appendingPathComponent("Fixtures/xliff")
  /// A `.stringsdict` and a String Catalog with plurals, devices and a substitution.
  static let plurals = here.appendingPathComponent("Fixtures/xliff-plurals")
  static let golden = Golden(folder: here.appendingPathComponent("__Goldens__"))
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

  @Test func exportMatchesItsGoldenFiles() throws {
    let export = try Self.export(Self.fixture)
    try Self.golden.assertMatches(export.xliff, named: "xliff-ko.xliff")
    try Self.golden.assertMatches(export.contents, named: "xliff-contents.json")
    #expect(export.unitCount == 12)
    #expect(export.translatedCount == 11, "profile_greeting has no Korean yet, so its unit has no <target state=\"translated\">")
  }

  @Test func pluralAndDeviceUnitsMatchTheirGoldenAndAreNamedAsXcodeNamesThem() throws {
    let export = try Self.export(Self.plurals)
    try Self.golden.assertMatches(export.xliff, named: "xliff-plurals-ko.xliff")
    let ids = try Self.unitIDs(export.xliff)
    #expect(
      ids == [
        "Library.xcstrings": [
          "items.count|==|plural.other", "library.title", "storage.full", "storage.full|==|substitutions.files.plural.other",
          "sync.hint|==|device.iphone", "sync.hint|==|device.other",
        ],
        "en.lproj/Photos.strings": ["photos.title"],
        "en.lproj/Photos.stringsdict": [
          "/photos.selected:dict/NSStringLocalizedFormatKey:dict/:string", "/photos.selected:dict/photos:dict/other:dict/:string",
          "/photos.delete.message:dict/NSStringLocalizedFormatKey:dict/:string",
          "/upload.hint:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string",
          "/upload.hint:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string",
          "/upload.hint:dict/NSStringDeviceSpecificRuleType:dict/other:dict/:string",
        ],
      ],
      "Korean has one plural category, other; a key Korean keeps as one string is one unit; the target's device shape governs a catalog's units"
    )
  }

  @Test func aLanguageWithMoreCategoriesGetsAUnitForEach() throws {
    let export = try Self.export(Self.plurals, language: "uk")
    let ids = try Self.unitIDs(export.xliff)
    #expect(
      ids["Library.xcstrings"]?.filter { $0.hasPrefix("items.count") } == [
        "items.count|==|plural.one", "items.count|==|plural.few", "items.count|==|plural.many", "items.count|==|plural.other",
      ])
    #expect(
      ids["en.lproj/Photos.stringsdict"]?.filter { $0.hasPrefix("/photos.selected") } == [
        "/photos.selected:dict/NSStringLocalizedFormatKey:dict/:string", "/photos.selected:dict/photos:dict/one:dict/:string",
        "/photos.selected:dict/photos:dict/few:dict/:string", "/photos.selected:dict/photos:dict/many:dict/:string",
        "/photos.selected:dict/photos:dict/other:dict/:string",
      ])
    #expect(
      export.xliff.contains(
        "<trans-unit id=\"/photos.selected:dict/photos:dict/few:dict/:string\" xml:space=\"preserve\">\n        <source>%d photos</source>\n"
      ),
      "a form the source lacks starts from the source's other form")
    #expect(export.translatedCount == 0)
  }

  /// The ids of each `<file>`'s units, by the path after the project folder.
  static func unitIDs(_ xliff: String) throws -> [String: [String]] {
    let root = try XMLTreeReader.parse(Array(xliff.utf8))
    var ids: [String: [String]] = [:]
    for file in root.elements("file") {
      let original = try #require(file.attribute("original"))
      let path = original.split(separator: "/").dropFirst().joined(separator: "/")
      ids[path] = (file.element("body")?.elements("trans-unit") ?? []).compactMap { $0.attribute("id") }
    }
    return ids
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

  @Test(arguments: ["shipped", "fixture", "plurals"])
  func exportThenImportChangesNoByte(of which: String) throws {
    let folder = try Self.scratch(which == "shipped" ? Self.shipped : which == "plurals" ? Self.plurals : Self.fixture)
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
    xliff = xliff.replacingOccurrences(of: "<target state=\"translated\">삭제</target>", with: "<target state=\"translated\">지금 삭제</target>")
    xliff = xliff.replacingOccurrences(
      of: "<source>Hello, %@</source>\n",
      with: "<source>Hello, %@</source>\n        <target state=\"translated\">%@님, 안녕하세요 &amp; 반가워요</target>\n")
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

  /// A translated plural, device or substitution form goes into its place in the .stringsdict or the String
  /// Catalog, and only that string's bytes change; a key Korean keeps as one string is written into its .strings.
  @Test func translatedFormsChangeOnlyTheirStrings() throws {
    let folder = try Self.scratch(Self.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    var xliff = try Self.export(folder).xliff
    let edits = [
      ("<target state=\"translated\">사진 %d장</target>", "<target state=\"translated\">사진 %d개</target>"),
      (
        "<target state=\"translated\">탭해서 올리고 공유해요.</target>\n        <note>No comment provided by engineer. This unit is the text on other",
        "<target state=\"translated\">눌러서 올리고 공유해요.</target>\n        <note>No comment provided by engineer. This unit is the text on other"
      ),
      (
        "<target state=\"translated\">사진 %1$d장을 “%2$@”에서 삭제할까요?</target>", "<target state=\"translated\">“%2$@”에서 사진 %1$d장을 삭제할까요?</target>"
      ),
      ("<target state=\"translated\">항목 %lld개</target>", "<target state=\"translated\">%lld개 항목</target>"),
      (
        "<target state=\"translated\">아래로 당겨서 동기화해요.</target>\n        <note>No comment provided by engineer. This unit is the form device.iphone.",
        "<target state=\"translated\">당겨서 동기화해요.</target>\n        <note>No comment provided by engineer. This unit is the form device.iphone."
      ),
      (
        "<source>Delete %#@files@ to free up space.</source>\n",
        "<source>Delete %#@files@ to free up space.</source>\n        <target state=\"translated\">공간을 확보하려면 파일 %lld개를 삭제해주세요.</target>\n"
      ),
    ]
    for (original, replacement) in edits {
      #expect(xliff.contains(original), "\(original)")
      xliff = xliff.replacingOccurrences(of: original, with: replacement)
    }
    let plan = try Self.plan(xliff, into: folder)
    #expect(plan.findings == [])
    #expect(plan.changes.count == 6)
    let written = try plan.apply().map(\.lastPathComponent).sorted()
    #expect(written == ["Library.xcstrings", "Photos.strings", "Photos.stringsdict"])
    let after = try Self.snapshot(folder)
    func changed(_ path: String, _ replacements: [(String, String)]) throws {
      var expected = try #require(String(data: before[path]!, encoding: .utf8))
      for (old, new) in replacements {
        let range = try #require(expected.range(of: old), "\(old) in \(path)")
        expected.replaceSubrange(range, with: new)
      }
      #expect(String(data: after[path]!, encoding: .utf8) == expected, "\(path)")
    }
    try changed(
      "ko.lproj/Photos.stringsdict",
      [
        ("<string>사진 %d장</string>", "<string>사진 %d개</string>"),
        ("<key>other</key>\n\t\t\t<string>탭해서 올리고 공유해요.</string>", "<key>other</key>\n\t\t\t<string>눌러서 올리고 공유해요.</string>"),
      ])
    try changed("ko.lproj/Photos.strings", [("사진 %1$d장을 “%2$@”에서 삭제할까요?", "“%2$@”에서 사진 %1$d장을 삭제할까요?")])
    let catalog = try StringCatalogParser.parse(after["Library.xcstrings"]!, file: "Library.xcstrings")
    let korean = catalog.entries(language: "ko")
    #expect(korean.entry(forKey: "items.count")?.value == .plural([.other: .string("%lld개 항목")]))
    #expect(korean.entry(forKey: "sync.hint")?.value == .device([.iphone: .string("당겨서 동기화해요."), .other: .string("아래로 당겨서 동기화해요.")]))
    #expect(korean.entry(forKey: "storage.full")?.value == .string("공간을 확보하려면 파일 %lld개를 삭제해주세요."), "a new localization, one string")
    #expect(after["Photos.copydeck-review"] != nil, "the review state recorded beside the tables (docs/review-state.md)")
    #expect(
      after.filter {
        !["ko.lproj/Photos.stringsdict", "ko.lproj/Photos.strings", "Library.xcstrings", "Photos.copydeck-review"].contains($0.key)
      }
        == before.filter { !["ko.lproj/Photos.stringsdict", "ko.lproj/Photos.strings", "Library.xcstrings"].contains($0.key) })
  }

  /// A catalog in Xcode's `mul.lproj/` is exported under its real path and imported back into that file.
  @Test func aCatalogInMulLprojGoesOutAndComesBackAtItsPath() throws {
    let folder = try Self.scratch(Self.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let catalogURL = folder.appendingPathComponent("mul.lproj/Library.xcstrings")
    try FileManager.default.createDirectory(at: catalogURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: folder.appendingPathComponent("Library.xcstrings"), to: catalogURL)
    let before = try Self.snapshot(folder)
    var xliff = try Self.export(folder).xliff
    #expect(try Self.unitIDs(xliff)["mul.lproj/Library.xcstrings"]?.contains("items.count|==|plural.other") == true)
    #expect(try Self.unitIDs(xliff)["Library.xcstrings"] == nil)
    xliff = xliff.replacingOccurrences(
      of: "<target state=\"translated\">항목 %lld개</target>", with: "<target state=\"translated\">%lld개 항목</target>")
    let plan = try Self.plan(xliff, into: folder)
    #expect(plan.findings == [])
    #expect(try plan.apply().map(\.path) == [catalogURL.path])
    let after = try Self.snapshot(folder)
    #expect(after.keys.sorted() == before.keys.sorted(), "no file is added at the top of the folder")
    let catalog = try StringCatalogParser.parse(after["mul.lproj/Library.xcstrings"]!, file: "Library.xcstrings")
    #expect(catalog.entries(language: "ko").entry(forKey: "items.count")?.value == .plural([.other: .string("%lld개 항목")]))
  }

  /// A form the tables cannot take is a finding at its target, and nothing else of the file is held back.
  @Test(arguments: [
    (
      "<source>%arg files</source>\n", "<source>%arg files</source>\n        <target state=\"translated\">파일 %arg개</target>\n",
      "cannot be written into Library.xcstrings"
    ),
    (
      "<target state=\"translated\">%#@photos@ 선택했어요</target>", "<target state=\"translated\">%#@pictures@ 선택했어요</target>",
      "uses %#@pictures@, which ko does not define"
    ),
    ("<target state=\"translated\">사진 %d장</target>", "<target state=\"translated\">사진 %@장</target>", "takes %@ but the source takes %d"),
    ("<target state=\"translated\">사진 %d장</target>", "<target state=\"translated\">사진 % d장</target>", "a specifier split by a space"),
    ("<target state=\"translated\">항목 %lld개</target>", "<target state=\"translated\"><x id=\"1\"/>항목</target>", "inline <x> tag"),
    ("<source>%d photos</source>", "<source>%d pictures</source>", "the development text is now \"%d photos\""),
    ("items.count|==|plural.other", "items.count|==|plural.few", "unknown id \"items.count|==|plural.few\""),
  ])
  func aFormTheTablesCannotTakeIsAFinding(original: String, replacement: String, message: String) throws {
    let folder = try Self.scratch(Self.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    let exported = try Self.export(folder).xliff
    let range = try #require(exported.range(of: original))
    var xliff = exported.replacingCharacters(in: range, with: replacement)
    // One good unit.
    xliff = xliff.replacingOccurrences(of: "<target state=\"translated\">보관함</target>", with: "<target state=\"translated\">라이브러리</target>")
    let plan = try Self.plan(xliff, into: folder)
    #expect(plan.findings.count == 1)
    #expect(plan.findings.first?.message.contains(message) == true, "\(plan.findings)")
    #expect(plan.changes.map(\.key) == ["library.title"])
    try plan.apply()
    let after = try Self.snapshot(folder)
    #expect(after.filter { $0.key != "Library.xcstrings" } == before.filter { $0.key != "Library.xcstrings" })
  }

  /// The edge cases translation platforms get wrong: each is a finding at the line of its element, and never written.
  @Test(arguments: [
    (
      "<source>Delete This Photo?</source>", "<source>Delete the Photo?</source>",
      "the source of \"delete_alert_title\" is \"Delete the Photo?\" but the development text is now \"Delete This Photo?\""
    ),
    ("<trans-unit id=\"delete_button\"", "<trans-unit id=\"delete_btn\"", "unknown id \"delete_btn\""),
    ("<target state=\"translated\">삭제</target>", "<target state=\"translated\"></target>", "the target of \"delete_button\" is empty"),
    ("<target state=\"translated\">삭제</target>", "<target/>", "the target of \"delete_button\" is empty"),
    ("<target state=\"translated\">삭제</target>", "<target state=\"translated\"><g id=\"1\">삭제</g></target>", "has an inline <g> tag"),
    ("<target state=\"translated\">삭제</target>", "<target state=\"translated\">삭<x id=\"1\"/>제</target>", "has an inline <x> tag"),
    ("<target state=\"translated\">취소</target>", "<target state=\"translated\">취\r\n소</target>", "has a carriage return"),
    ("<target state=\"translated\">취소</target>", "<target state=\"translated\">취&#13;소</target>", "has a carriage return"),
    (
      "<target state=\"translated\">삭제</target>", "<target state=\"translated\">삭제 %@</target>",
      "takes %@ but the source takes no arguments"
    ),
  ])
  func aRefusedUnitIsAFindingAtItsLine(original: String, replacement: String, message: String) throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    let exported = try Self.export(folder).xliff
    let range = try #require(exported.range(of: original))
    let line = exported[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    var xliff = exported.replacingCharacters(in: range, with: replacement)
    xliff = xliff.replacingOccurrences(
      of: "<target state=\"translated\">Settings</target>", with: "<target state=\"translated\">환경설정</target>")  // one good unit
    xliff = xliff.replacingOccurrences(of: "<target state=\"translated\">설정</target>", with: "<target state=\"translated\">환경설정</target>")
    let plan = try Self.plan(xliff, into: folder)
    let finding = try #require(plan.findings.first, "no finding for \(replacement)")
    #expect(plan.findings.count == 1)
    #expect(finding.description.hasPrefix("ko.xliff:\(line):"))
    #expect(finding.message.contains(message), "\(finding.message)")
    #expect(plan.changes.map(\.key) == ["settings_header"], "the other units still import")
    try plan.apply()
    var after = try Self.snapshot(folder)
    #expect(after.removeValue(forKey: "ko.lproj/Localizable.strings") != before["ko.lproj/Localizable.strings"])
    // The first import into a translated table records its review state beside it (docs/review-state.md).
    #expect(after.removeValue(forKey: "Localizable.copydeck-review") != nil)
    #expect(after == before.filter { $0.key != "ko.lproj/Localizable.strings" })
    let korean = try LocalizationsFolder.scan(folder).table("Localizable", language: "ko")
    #expect(korean?.value(forKey: "delete_button") == "삭제" && korean?.value(forKey: "cancel") == "취소", "the refused unit was not written")
  }

  @Test func aSpecifierSplitByASpaceSaysHowToWriteIt() throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let xliff = try Self.export(folder).xliff.replacingOccurrences(
      of: "<source>Hello, %@</source>\n", with: "<source>Hello, %@</source>\n        <target state=\"translated\">안녕하세요, % @님</target>\n")
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
      .replacingOccurrences(of: "<target state=\"translated\">설정</target>", with: "<target state=\"translated\">환경설정</target>")
    let plan = try Self.plan(xliff, into: folder)
    #expect(plan.findings.count == 1)
    #expect(plan.findings.first?.line == 3)
    #expect(plan.findings.first?.message.contains(message) == true)
    #expect(plan.changes.isEmpty)
  }

  @Test(arguments: [
    ("<target state=\"translated\">삭제</target>", "<target state=\"translated\">삭제</targt>", "ko.xliff:"),
    ("<target state=\"translated\">삭제</target>", "<target state=\"translated\">삭제 & 제거</target>", "a bare '&'"),
    ("version=\"1.2\"", "version=\"2.0\"", "not XLIFF 1.2"),
    ("</xliff>", "", "is never closed"),
  ])
  func aMalformedFileWritesNothing(original: String, replacement: String, message: String) throws {
    let folder = try Self.scratch(Self.fixture)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try Self.snapshot(folder)
    let xliff = try Self.export(folder).xliff.replacingOccurrences(
      of: "<target state=\"translated\">설정</target>", with: "<target state=\"translated\">환경설정</target>"
    )
    .replacingOccurrences(of: original, with: replacement)
    #expect { try Self.plan(xliff, into: folder) } throws: { error in
      let text = (error as? XLIFFImport.Malformed)?.description ?? ""
      return text.contains(message) && text.contains("nothing was written") && text.hasPrefix("ko.xliff:")
    }
    #expect(try Self.snapshot(folder) == before)
  }

  /// What translate-toolkit (PyPI), an XLIFF reader that shares no code with Copydeck, reads in `xliff`: each unit's
  /// id (`original` + U+0004 + id), source, target (`nil` when there is none) and notes.
  static func independentReading(of xliff: URL) throws -> [Reading] {
    let units = try TranslateToolkit.units(in: xliff)
    return units.map { unit in
      Reading(
        id: unit["id"] as? String ?? "", source: unit["source"] as? String ?? "", target: unit["target"] as? String,
        note: unit["note"] as? String ?? "")
    }
  }

  /// One unit as an XLIFF reader sees it.
  struct Reading: Equatable, CustomStringConvertible {
    var id: String
    var source: String
    var target: String?
    var note: String
    var description: String { "\(id.replacingOccurrences(of: "\u{4}", with: " ▸ ")) [\(source)] → [\(target ?? "-")]" }
  }

  /// translate-toolkit reads the same units, sources, targets and notes as the tables and the manifest give.
  @Test(arguments: ["shipped", "plurals"])
  func anIndependentReaderSeesTheSameUnitsSourcesTargetsAndNotes(of which: String) throws {
    let folder = try Self.scratch(which == "shipped" ? Self.shipped : Self.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let out = folder.deletingLastPathComponent().appendingPathComponent("out")
    let bundle = try Self.export(folder).write(into: out)
    let units = try Self.independentReading(of: bundle.appendingPathComponent("Localized Contents/ko.xliff"))
    // What the tables and the manifest say each unit must be.
    let scanned = try LocalizationsFolder.scan(folder)
    let manifest = try CatalogManifest.load(contentsOf: folder.appendingPathComponent("catalog.json"))
    var expected: [Reading] = []
    for table in XLIFFTable.tables(in: scanned, developmentLanguage: "en", language: "ko") {
      for unit in table.units {
        expected.append(
          Reading(
            id: "\(folder.lastPathComponent)/\(table.relativePath)\u{4}\(unit.id)", source: unit.source, target: unit.target,
            note: TranslatorNote.note(for: unit, table: table.name, manifest: manifest)))
      }
    }
    #expect(units == expected)
    if which == "shipped" {
      // Every .strings key (97), and the four Validation.stringsdict keys Korean keeps as one string each.
      #expect(units.count == 101)
      #expect(units.filter { $0.target != nil }.count == 101)
      let tooShort = try #require(
        units.first { $0.id.hasSuffix("/validation.tooShort.message:dict/NSStringLocalizedFormatKey:dict/:string") })
      #expect(tooShort.id.hasPrefix("Localizations/en.lproj/Validation.stringsdict\u{4}"))
      #expect(tooShort.source == "Your %@ needs at least %#@characters@.")
      #expect(tooShort.target == "%@은(는) %d자 이상 입력해주세요.")
      #expect(tooShort.note.contains("%#@characters@ reads \"%d characters\""))
    } else {
      #expect(units.count == 13)
      #expect(
        units.contains(
          Reading(
            id: "xliff-plurals/Library.xcstrings\u{4}items.count|==|plural.other", source: "%lld items", target: "항목 %lld개",
            note: "No comment provided by engineer. This unit is the form plural.other.")))
    }
  }
}
