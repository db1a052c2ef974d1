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
      text.replacingOccurrences(of: "<target>확인</target>", with: "<target>네</target>").replacingOccurrences(of: "</body>", with: "</bdy>")
        .utf8
    ).write(to: xliff)
    let before = try Data(contentsOf: localizations.appendingPathComponent("ko.lproj/Groups.strings"))
    let refused = runCopydeck(["import", xliff.path, "--localizations", localizations.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("nothing was written"))
    #expect(try Data(contentsOf: localizations.appendingPathComponent("ko.lproj/Groups.strings")) == before)
  }
}
