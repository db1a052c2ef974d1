import Foundation
import Testing

@testable import CopydeckChecks

/// Where the development text comes from without a manifest: a `Base.lproj` storyboard or xib (its Interface
/// Builder keys), `Base.lproj` tables, and the language found from the app's Xcode project.
@Suite struct DevelopmentTextTests {
  /// A `Base.lproj` with two storyboards, a broken xib and a table, translated into Korean: each Korean storyboard
  /// table is compared with its own storyboard alone, Interface Builder's default "Label" and a text without a letter
  /// ("0%, 25%", never formatted) need no translation, and the xib's XML error is reported at its line.
  @Test func interfaceBuilderTablesAreComparedWithTheirOwnStoryboard() throws {
    let root = fixturesFolder.appendingPathComponent("interface-builder")
    let report = try check(fixture: "interface-builder")
    #expect(
      report.findings.map { Expected($0, root: root) } == [
        Expected("syntax-error", "Base.lproj/Broken.xib", 4, "Base", nil),
        Expected("missing-translation", "ko.lproj/Main.strings", 1, "ko", "bt1-aa-bb1.normalTitle"),
        Expected("orphan-key", "ko.lproj/Main.strings", 8, "ko", "zz9-zz-zz9.text"),
        // Main.storyboard's label id in the Settings table is an orphan there, though another table has the key.
        Expected("orphan-key", "ko.lproj/Settings.strings", 8, "ko", "lb1-aa-bb1.text"),
      ])
    #expect(report.findings[0].message.contains("a bare '&'; write &amp;"))
    #expect(report.findings[1].message.contains("(Base: \"Sign In\")"))
    #expect(report.development == "Base")
  }

  /// `--development-language Base` names `Base.lproj` as the development text, and a syntax error in one of its
  /// tables is reported at its line, like any table's.
  @Test func baseIsADevelopmentLanguageAndItsTablesAreChecked() throws {
    let folder = try scratchCopy(of: "interface-builder")
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("Base.lproj/Localizable.strings")
    try (String(contentsOf: table, encoding: .utf8) + "\"broken\" = \"no end;\n").write(to: table, atomically: true, encoding: .utf8)
    let report = try Checker(localizations: folder, developmentLanguage: "Base").run()
    #expect(report.development == "Base")
    let lines = try String(contentsOf: table, encoding: .utf8).components(separatedBy: "\n").count - 1
    #expect(
      report.findings.contains { $0.rule == "syntax-error" && $0.file.hasSuffix("Base.lproj/Localizable.strings") && $0.line == lines })
    #expect(report.findings.contains { $0.rule == "missing-translation" && $0.key == "bt1-aa-bb1.normalTitle" })
  }

  /// The storyboard keys Xcode exports: an element's id and property, a button state's title.
  @Test func storyboardKeysAreObjectIDAndProperty() throws {
    let data = try Data(contentsOf: fixturesFolder.appendingPathComponent("interface-builder/Base.lproj/Main.storyboard"))
    let keys = try InterfaceBuilderKeys(data: data).keys
    #expect(keys.map(\.key) == ["lb1-aa-bb1.text", "lb2-aa-bb1.text", "lb3-aa-bb1.text", "bt1-aa-bb1.normalTitle"])
    #expect(keys.map(\.value) == ["Welcome back", "Label", "0%, 25%", "Sign In"])
  }

  /// The Xcode project above the folder says `developmentRegion = ko`, so English is the translation: its missing
  /// key is reported, not Korean's extra one as an orphan.
  @Test func theDevelopmentRegionOfTheXcodeProjectIsTheDevelopmentLanguage() throws {
    let folder = fixturesFolder.appendingPathComponent("development-region/Resources")
    let report = try Checker(localizations: folder).run()
    #expect(
      report.findings.map { Expected($0, root: folder) } == [
        Expected("missing-translation", "en.lproj/Alerts.strings", 1, "en", "sync.failed")
      ])
    #expect(report.development == "ko")
    #expect(report.languages == ["ko", "en"])
  }

  /// Given explicitly, the language wins over the project's region.
  @Test func aGivenDevelopmentLanguageWinsOverTheRegion() throws {
    let folder = fixturesFolder.appendingPathComponent("development-region/Resources")
    let report = try Checker(localizations: folder, developmentLanguage: "en").run()
    #expect(
      report.findings.map { Expected($0, root: folder) } == [Expected("orphan-key", "ko.lproj/Alerts.strings", 2, "ko", "sync.failed")])
    #expect(report.development == "en")
  }

  @Test func theRegionIsReadFromAProjectOrAPackageAndEnglishIsEn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-region-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let resources = folder.appendingPathComponent("Sources/App/Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    #expect(DevelopmentLanguage.region(near: resources) == nil)
    try Data("let package = Package(name: \"App\", defaultLocalization: \"ja\", targets: [])\n".utf8)
      .write(to: folder.appendingPathComponent("Package.swift"))
    #expect(DevelopmentLanguage.region(near: resources) == "ja")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try Data("{ objects = { P = { isa = PBXProject; developmentRegion = English; }; }; rootObject = P; }\n".utf8).write(
      to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    #expect(DevelopmentLanguage.region(near: resources) == "en")
  }

  @Test func withoutARegionItIsEnThenBaseThenTheOnlyLanguage() {
    #expect(DevelopmentLanguage.choose(among: ["ko", "en", "Base"], region: nil) == "en")
    #expect(DevelopmentLanguage.choose(among: ["ko", "en", "Base"], region: "ko") == "ko")
    #expect(DevelopmentLanguage.choose(among: ["ko", "Base"], region: "fr") == "Base")
    #expect(DevelopmentLanguage.choose(among: ["ko"], region: nil) == "ko")
    #expect(DevelopmentLanguage.choose(among: ["ko", "ja"], region: nil) == nil)
  }
}
