import Foundation
import Testing

/// `copydeck export --xliff` and `copydeck import` on a copy of the shipped catalog.
@Suite struct XLIFFCommandTests {
  @Test func exportThenImportOfTheXclocChangesNothingAndAMalformedFileIsRefused() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xliff-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let localizations = root.appendingPathComponent("Localizations")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Localizations"), to: localizations)
    let out = root.appendingPathComponent("out")
    let export = runCopydeck(["export", "--xliff", out.path, "--language", "ko", "--localizations", localizations.path])
    #expect(export.status == 0)
    #expect(export.stdout.contains("101 units, 101 already translated into ko"), "97 .strings keys and the 4 Validation.stringsdict keys")
    let bundle = out.appendingPathComponent("ko.xcloc")
    let imported = runCopydeck(["import", bundle.path, "--localizations", localizations.path])
    #expect(imported.status == 0)
    #expect(imported.stdout == "imported 0 translations; 101 already in the tables, 0 not translated yet, 0 refused\n")
    let xliff = bundle.appendingPathComponent("Localized Contents/ko.xliff")
    let text = try String(contentsOf: xliff, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "<target state=\"translated\">확인</target>", with: "<target state=\"translated\">네</target>")
        .replacingOccurrences(of: "</body>", with: "</bdy>")
        .utf8
    ).write(to: xliff)
    let before = try Data(contentsOf: localizations.appendingPathComponent("ko.lproj/Groups.strings"))
    let refused = runCopydeck(["import", xliff.path, "--localizations", localizations.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("nothing was written"))
    #expect(try Data(contentsOf: localizations.appendingPathComponent("ko.lproj/Groups.strings")) == before)
  }

  /// `--dry-run` names each table it would write (and writes none); a target-language that is a path is refused at
  /// its attribute, with exit 1, and nothing is written next to the project.
  @Test func aDryRunNamesTheTablesAndAPathForALanguageIsRefused() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xliff-dry-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("project/xliff")
    try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/CopydeckAdoptionTests/Fixtures/xliff"), to: folder)
    let out = root.appendingPathComponent("out")
    #expect(runCopydeck(["export", "--xliff", out.path, "--language", "ko", "--localizations", folder.path]).status == 0)
    let xliff = out.appendingPathComponent("ko.xcloc/Localized Contents/ko.xliff")
    let translated = try String(contentsOf: xliff, encoding: .utf8).replacingOccurrences(
      of: "<target state=\"translated\">설정</target>", with: "<target state=\"translated\">환경설정</target>")
    try Data(translated.utf8).write(to: xliff)
    let table = folder.appendingPathComponent("ko.lproj/Localizable.strings")
    let before = try Data(contentsOf: table)
    let dry = runCopydeck(["import", xliff.path, "--localizations", folder.path, "--dry-run"])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stdout
        == "would import 1 translations into ko.lproj/Localizable.strings; 10 already in the tables, 1 not translated yet, 0 refused\n")
    #expect(try Data(contentsOf: table) == before)
    try Data(translated.replacingOccurrences(of: "target-language=\"ko\"", with: "target-language=\"../../escape\"").utf8).write(to: xliff)
    let refused = runCopydeck(["import", xliff.path, "--localizations", folder.path])
    #expect(refused.status == 1)
    let line = try #require(translated.split(separator: "\n").firstIndex { $0.contains("target-language=") })
    let column =
      try #require(translated.split(separator: "\n")[line].range(of: "target-language=")).lowerBound.utf16Offset(
        in: translated.split(separator: "\n")[line]) + 1
    #expect(
      refused.stderr.hasPrefix(
        "\(xliff.path):\(line + 1):\(column): error: target-language=\"../../escape\" is not a language tag, so it names no .lproj folder"),
      "\(refused.stderr)")
    #expect(refused.stdout.hasPrefix("imported 0 translations; "))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("escape.lproj").path))
    #expect(try Data(contentsOf: table) == before)
  }

  /// A new language translated completely through XLIFF: export Ukrainian (every CLDR category), translate every
  /// unit, import; the new .stringsdict and catalog localizations leave `copydeck check` without a plural-forms
  /// finding. Leaving the few forms out is a warning at import and a plural-forms finding in check.
  @Test(arguments: [false, true])
  func aNewLanguageIsTranslatedCompletelyThroughXLIFF(leavingOutFew: Bool) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xliff-uk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("xliff-plurals")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Tests/CopydeckAdoptionTests/Fixtures/xliff-plurals"), to: folder)
    let manifest = folder.appendingPathComponent("catalog.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"languages\": [\"en\", \"ko\"]", with: "\"languages\": [\"en\", \"ko\", \"uk\"]").utf8).write(
      to: manifest)
    let out = root.appendingPathComponent("out")
    let export = runCopydeck(["export", "--xliff", out.path, "--language", "uk", "--localizations", folder.path])
    #expect(export.status == 0)
    #expect(export.stdout.contains("27 units, 0 already translated into uk"))
    let xliff = out.appendingPathComponent("uk.xcloc/Localized Contents/uk.xliff")
    let units = try String(contentsOf: xliff, encoding: .utf8).components(separatedBy: "<trans-unit id=\"")
    var filled = units[0]
    for unit in units.dropFirst() {
      let id = String(unit.prefix { $0 != "\"" })
      let few = id.hasSuffix("few:dict/:string") || id.hasSuffix("plural.few")
      var unit = unit
      if !(leavingOutFew && few), let start = unit.range(of: "<source>"), let end = unit.range(of: "</source>\n") {
        let source = unit[start.upperBound..<end.lowerBound]
        unit.insert(contentsOf: "        <target>УК \(source)</target>\n", at: end.upperBound)
      }
      filled += "<trans-unit id=\"" + unit
    }
    try Data(filled.utf8).write(to: xliff)
    let imported = runCopydeck(["import", out.appendingPathComponent("uk.xcloc").path, "--localizations", folder.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stdout.contains(
        "imported \(leavingOutFew ? 23 : 27) translations into Library.xcstrings, uk.lproj/Photos.strings, uk.lproj/Photos.stringsdict"))
    #expect(imported.stdout.hasSuffix("0 refused\n"))
    let warnings = imported.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == (leavingOutFew ? 2 : 0), "\(imported.stderr)")
    #expect(!leavingOutFew || imported.stderr.contains("\"photos\" has no few, which uk needs (one, few, many, other)"))
    let check = runCopydeck(["check", "--localizations", folder.path])
    let pluralForms = check.stdout.split(separator: "\n").filter { $0.contains("[plural-forms]") }
    if leavingOutFew {
      #expect(pluralForms.count == 4, "\(check.stdout)")
      #expect(pluralForms.allSatisfy { $0.contains("has no 'few' form, which uk needs") })
    } else {
      #expect(pluralForms == [], "\(check.stdout)")
      #expect(check.status == 0, "\(check.stdout)")
    }
  }
}
