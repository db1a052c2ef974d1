import Foundation
import Testing

@testable import CopydeckChecks

/// `copydeck check` reads a String Catalog as it reads `.lproj` tables.
@Suite struct StringCatalogCheckTests {
  @Test func aCatalogWithTheSameCopyAsCleanTablesIsClean() throws {
    let tables = try check(fixture: "clean-without-manifest")
    let catalog = try check(fixture: "clean-xcstrings")
    #expect(tables.findings.isEmpty)
    #expect(catalog.findings.map(\.rule) == tables.findings.map(\.rule))
    #expect(catalog.languages == ["en", "ko"])
  }

  @Test func findingsPointIntoTheCatalog() throws {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Alerts.xcstrings")
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "%@에서 나갈까요?", with: "%d에서 나갈까요?")
    try Data(text.utf8).write(to: url)
    let report = try Checker(localizations: folder).run()
    let line = text.components(separatedBy: "\n").firstIndex { $0.contains("%d에서") }! + 1
    #expect(report.findings.map { Expected($0, root: folder) } == [Expected("format-mismatch", "Alerts.xcstrings", line, "ko", "group.leave.title")])
  }

  @Test func aTableDefinedBothWaysIsAnErrorNamingBothFiles() throws {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: fixturesFolder.appendingPathComponent("clean-without-manifest/en.lproj"), to: folder.appendingPathComponent("en.lproj"))
    try FileManager.default.copyItem(at: fixturesFolder.appendingPathComponent("clean-without-manifest/ko.lproj"), to: folder.appendingPathComponent("ko.lproj"))
    let report = try Checker(localizations: folder).run()
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == "syntax-error" && finding.severity == .error)
    #expect(finding.file.hasSuffix("Alerts.xcstrings"))
    #expect(finding.message.contains("Alerts.xcstrings") && finding.message.contains("en.lproj/Alerts.strings"))
  }
}
