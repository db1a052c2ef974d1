import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckAdoption

/// Importing into what the target language lacks, as Xcode's import does: a plural form, a `.stringsdict` key, a
/// whole `.stringsdict`, a String Catalog localization with its substitutions.
@Suite struct XLIFFNewFormsTests {
  /// `xliff` with every unit that has no `<target>` given one ("УК " and the source), except the ids `skipping` names.
  static func translated(_ xliff: String, skipping: (String) -> Bool = { _ in false }) throws -> String {
    var out = ""
    var rest = Substring(xliff)
    while let unit = rest.range(of: "<trans-unit id=\"") {
      out += rest[..<unit.upperBound]
      rest = rest[unit.upperBound...]
      let id = String(rest[..<(try #require(rest.range(of: "\""))).lowerBound])
      let start = try #require(rest.range(of: "<source>"))
      let end = try #require(rest.range(of: "</source>\n"))
      out += rest[..<end.upperBound]
      let source = rest[start.upperBound..<end.lowerBound]
      rest = rest[end.upperBound...]
      if !skipping(id), !rest.hasPrefix("        <target") { out += "        <target>УК \(source)</target>\n" }
    }
    return out + rest
  }

  static func categories(_ value: TableValue?) -> [PluralCategory]? {
    guard case .plural(let forms)? = value else { return nil }
    return forms.keys.sorted()
  }

  static func apple(_ url: URL) throws -> NSDictionary {
    try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), options: [], format: nil) as? NSDictionary)
  }

  /// Ukrainian has `photos.selected` with `one` and `other` only: `few` and `many` go between them, and the keys it
  /// lacks are added whole after it, laid out as the development language's, with only the forms given.
  @Test func formsAndKeysTheTargetFileLacksAreAdded() throws {
    let folder = try XLIFFTests.scratch(XLIFFTests.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let ukrainian = folder.appendingPathComponent("uk.lproj/Photos.stringsdict")
    try FileManager.default.createDirectory(at: ukrainian.deletingLastPathComponent(), withIntermediateDirectories: true)
    let existing = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>photos.selected</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>Вибрано %#@photos@</string>
      \t\t<key>photos</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>d</string>
      \t\t\t<key>one</key>
      \t\t\t<string>%d фото</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%d фото</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """
    try Data(existing.utf8).write(to: ukrainian)
    let xliff = try Self.translated(
      try XLIFFTests.export(folder, language: "uk").xliff, skipping: { $0 == "/photos.delete.message:dict/count:dict/many:dict/:string" })
    let plan = try XLIFFTests.plan(xliff, into: folder)
    #expect(plan.findings == [])
    #expect(
      plan.warnings.map(\.message) == [
        "imported into a new key \"photos.delete.message\" of uk.lproj/Photos.stringsdict, but \"count\" has no many, which uk needs (one, few, many, other) — translate those units and import again"
      ])
    #expect(plan.warnings.first?.description.contains(": warning: ") == true)
    try plan.apply()
    let added = """
      \t<key>photos.delete.message</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>УК Delete %#@count@ from “%@”?</string>
      \t\t<key>count</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>d</string>
      \t\t\t<key>one</key>
      \t\t\t<string>УК this photo</string>
      \t\t\t<key>few</key>
      \t\t\t<string>УК %d photos</string>
      \t\t\t<key>other</key>
      \t\t\t<string>УК %d photos</string>
      \t\t</dict>
      \t</dict>
      \t<key>upload.hint</key>
      \t<dict>
      \t\t<key>NSStringDeviceSpecificRuleType</key>
      \t\t<dict>
      \t\t\t<key>iphone</key>
      \t\t\t<string>УК Tap to upload &amp; share.</string>
      \t\t\t<key>mac</key>
      \t\t\t<string>УК Click to upload &amp; share.</string>
      \t\t\t<key>other</key>
      \t\t\t<string>УК Tap to upload &amp; share.</string>
      \t\t</dict>
      \t</dict>

      """
    let expected =
      existing.replacingOccurrences(
        of: "\t\t\t<key>other</key>\n",
        with:
          "\t\t\t<key>few</key>\n\t\t\t<string>УК %d photos</string>\n\t\t\t<key>many</key>\n\t\t\t<string>УК %d photos</string>\n\t\t\t<key>other</key>\n"
      ).replacingOccurrences(of: "</dict>\n</plist>", with: added + "</dict>\n</plist>")
    #expect(try String(contentsOf: ukrainian, encoding: .utf8) == expected)
    let entries = try #require(try LocalizationsFolder.scan(folder).stringsDictFile("Photos", language: "uk")?.entries)
    #expect(entries.diagnostics.isEmpty)
    #expect(
      entries.entry(forKey: "photos.selected")?.substitution(named: "photos")?.value
        == .plural([.one: .string("%d фото"), .few: .string("УК %d photos"), .many: .string("УК %d photos"), .other: .string("%d фото")]))
    let apple = try Self.apple(ukrainian)
    #expect(((apple["photos.delete.message"] as? NSDictionary)?["count"] as? NSDictionary)?["few"] as? String == "УК %d photos")
    #expect(((apple["upload.hint"] as? NSDictionary)?["NSStringDeviceSpecificRuleType"] as? NSDictionary)?.count == 3)
  }

  /// A language with no `.stringsdict` gets one, as Xcode writes it; a String Catalog gets the localization, its
  /// plural forms and its substitution (with the source's argNum and formatSpecifier).
  @Test func aNewLanguageGetsItsFileAndItsCatalogLocalizations() throws {
    let folder = try XLIFFTests.scratch(XLIFFTests.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let before = try XLIFFTests.snapshot(folder)
    let plan = try XLIFFTests.plan(try Self.translated(try XLIFFTests.export(folder, language: "uk").xliff), into: folder)
    #expect(plan.findings == [])
    #expect(plan.warnings == [])
    #expect(plan.changes.count == 27)
    try plan.apply()
    let file = folder.appendingPathComponent("uk.lproj/Photos.stringsdict")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<key>photos.selected</key>\n\t<dict>\n"
      ))
    #expect(text.hasSuffix("\t</dict>\n</dict>\n</plist>\n"))
    let entries = try #require(try LocalizationsFolder.scan(folder).stringsDictFile("Photos", language: "uk")?.entries)
    #expect(entries.keys == ["photos.selected", "photos.delete.message", "upload.hint"])
    #expect(entries.diagnostics.isEmpty)
    let photos = try #require((try Self.apple(file)["photos.selected"] as? NSDictionary)?["photos"] as? NSDictionary)
    #expect(
      Set(photos.allKeys.compactMap { $0 as? String }) == [
        "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "few", "many", "other",
      ])
    let catalogURL = folder.appendingPathComponent("Library.xcstrings")
    let catalog = try StringCatalogParser.parse(try Data(contentsOf: catalogURL), file: "Library.xcstrings")
    #expect(catalog.errors.isEmpty)
    let uk = catalog.entries(language: "uk")
    #expect(Self.categories(uk.entry(forKey: "items.count")?.value) == [.one, .few, .many, .other])
    let storage = try #require(uk.entry(forKey: "storage.full"))
    #expect(storage.value == .string("УК Delete %#@files@ to free up space."))
    #expect(storage.substitutions.map(\.name) == ["files"])
    #expect(storage.substitutions.first?.argumentNumber == 1 && storage.substitutions.first?.formatSpecifier == "lld")
    #expect(Self.categories(storage.substitutions.first?.value) == [.one, .few, .many, .other])
    // Apple's JSON reader reads the catalog, and the English and Korean bytes are where they were.
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
    let strings = try #require(json["strings"] as? [String: Any])
    let files =
      ((((strings["storage.full"] as? [String: Any])?["localizations"] as? [String: Any])?["uk"] as? [String: Any])?["substitutions"]
      as? [String: Any])?["files"] as? [String: Any]
    #expect(files?["argNum"] as? Int == 1)
    let after = try XLIFFTests.snapshot(folder)
    #expect(
      after.filter { !$0.key.hasPrefix("uk.lproj/") && !["Library.xcstrings", "Photos.copydeck-review"].contains($0.key) }
        == before.filter { $0.key != "Library.xcstrings" })
    #expect(after["Photos.copydeck-review"] != nil, "the review state recorded beside the tables (docs/review-state.md)")
    // Importing the same file again changes nothing.
    let again = try XLIFFTests.plan(try Self.translated(try XLIFFTests.export(folder, language: "uk").xliff), into: folder)
    #expect(again.changes == [] && again.findings == [])
  }

  /// A new key's text is the translator's: without its NSStringLocalizedFormatKey unit translated, none of the
  /// key's forms can be placed, and each is a finding that says so.
  @Test func aNewKeyNeedsItsTranslatedText() throws {
    let folder = try XLIFFTests.scratch(XLIFFTests.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let xliff = try Self.translated(
      try XLIFFTests.export(folder, language: "uk").xliff,
      skipping: { $0 == "/photos.delete.message:dict/NSStringLocalizedFormatKey:dict/:string" })
    let plan = try XLIFFTests.plan(xliff, into: folder)
    #expect(plan.findings.count == 4, "the four forms of photos.delete.message")
    #expect(plan.findings.allSatisfy { $0.id?.hasPrefix("/photos.delete.message:dict/count:dict/") == true })
    #expect(plan.findings.first?.message.contains("a new key needs its whole text") == true, "\(plan.findings)")
    try plan.apply()
    let entries = try #require(try LocalizationsFolder.scan(folder).stringsDictFile("Photos", language: "uk")?.entries)
    #expect(entries.keys == ["photos.selected", "upload.hint"])
  }

  /// A device the target's key lacks (Korean's `upload.hint` has no `mac`) goes before its `other`.
  @Test func aDeviceTheKeyLacksGoesBeforeOther() throws {
    let folder = try XLIFFTests.scratch(XLIFFTests.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let korean = folder.appendingPathComponent("ko.lproj/Photos.stringsdict")
    let before = try String(contentsOf: korean, encoding: .utf8)
    let xliff = try XLIFFTests.export(folder).xliff.replacingOccurrences(
      of: "<source>Click to upload &amp; share.</source>\n",
      with: "<source>Click to upload &amp; share.</source>\n        <target>클릭해서 올리고 공유해요.</target>\n")
    let plan = try XLIFFTests.plan(xliff, into: folder)
    #expect(plan.findings == [] && plan.warnings == [])
    try plan.apply()
    let expected = before.replacingOccurrences(
      of: "\t\t\t<key>other</key>\n\t\t\t<string>탭해서",
      with: "\t\t\t<key>mac</key>\n\t\t\t<string>클릭해서 올리고 공유해요.</string>\n\t\t\t<key>other</key>\n\t\t\t<string>탭해서")
    #expect(try String(contentsOf: korean, encoding: .utf8) == expected)
  }

  /// Targets carry Xcode's `state`: a catalog's `needs_review` and `new` are exported as `needs-review-translation`
  /// and `new`, tables without states as `translated`; on import `needs-review-*` is written as `needs_review`, a
  /// translated target clears it, and a `new` or `needs-translation` target is a placeholder, not imported.
  @Test func targetStatesGoOutAndComeBackAsXcodeWritesThem() throws {
    let folder = try XLIFFTests.scratch(XLIFFTests.plurals)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let baseline = try XLIFFTests.plan(try XLIFFTests.export(folder).xliff, into: folder).untranslatedCount
    let catalogURL = folder.appendingPathComponent("Library.xcstrings")
    var catalogText = try String(contentsOf: catalogURL, encoding: .utf8)
    for (value, state) in [("보관함", "needs_review"), ("항목 %lld개", "new")] {
      let unit = "\"state\" : \"translated\",\n            \"value\" : \"\(value)\""
      let nested = "\"state\" : \"translated\",\n                  \"value\" : \"\(value)\""
      let found = try #require(catalogText.range(of: unit) ?? catalogText.range(of: nested), "\(value)")
      catalogText.replaceSubrange(found, with: catalogText[found].replacingOccurrences(of: "translated", with: state))
    }
    try Data(catalogText.utf8).write(to: catalogURL)
    let exported = try XLIFFTests.export(folder).xliff
    #expect(exported.contains("<target state=\"needs-review-translation\">보관함</target>"))
    #expect(exported.contains("<target state=\"new\">항목 %lld개</target>"))
    #expect(exported.contains("<target state=\"translated\">사진 %d장</target>"), "a .stringsdict target is translated")
    #expect(exported.contains("<target state=\"translated\">아래로 당겨서 동기화해요.</target>"))
    // Untouched, it changes nothing: the new target is not imported, the others are the tables' own.
    let untouched = try XLIFFTests.plan(exported, into: folder)
    #expect(untouched.changes == [] && untouched.findings == [])
    #expect(untouched.untranslatedCount == baseline + 1, "the new target counts as not translated yet")
    let edited =
      exported
      .replacingOccurrences(
        of: "<target state=\"needs-review-translation\">보관함</target>", with: "<target state=\"translated\">보관함</target>"
      )
      .replacingOccurrences(of: "<target state=\"new\">항목 %lld개</target>", with: "<target state=\"needs-review-l10n\">%lld개 항목</target>")
      .replacingOccurrences(of: "<target state=\"translated\">사진 %d장</target>", with: "<target state=\"needs-translation\">사진 %d개</target>")
    let plan = try XLIFFTests.plan(edited, into: folder)
    #expect(plan.findings == [])
    #expect(plan.changes.map(\.key) == ["items.count", "library.title"])
    try plan.apply()
    let after = try StringCatalogParser.parse(try Data(contentsOf: catalogURL), file: "Library.xcstrings")
    #expect(after.state(ofKey: "library.title", language: "ko", form: FormPath([])) == .translated, "the same text, now confirmed")
    #expect(after.state(ofKey: "items.count", language: "ko", form: FormPath([.plural(.other)])) == .needsReview)
    #expect(after.entries(language: "ko").entry(forKey: "items.count")?.value == .plural([.other: .string("%lld개 항목")]))
    let stringsDict = try String(contentsOf: folder.appendingPathComponent("ko.lproj/Photos.stringsdict"), encoding: .utf8)
    #expect(stringsDict.contains("<string>사진 %d장</string>"), "a needs-translation target is not imported")
  }
}
