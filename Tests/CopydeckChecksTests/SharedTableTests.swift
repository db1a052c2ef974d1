import Foundation
import Testing

@testable import CopydeckChecks

/// Explicit keys, keys shared by several entries, and tables shared with an app's own strings, as the checker sees them.
@Suite struct SharedTableTests {
  @Test func aTableTheManifestOwnsReportsTheAppsOwnStringsAsOrphans() throws {
    let folder = try scratchCopy(of: "shared-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("catalog.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(
        of: "\"commonFailure\": \"common.unknown\",", with: "\"commonFailure\": \"common.unknown\",\n  \"ownedTables\": [\"Localizable\"],")
    try Data(text.utf8).write(to: manifest)
    let report = try Checker(localizations: folder).run()
    #expect(
      report.findings.map { Expected($0, root: folder) }
        == [
          Expected("orphan-key", "en.lproj/Localizable.strings", 1, "en", "settings_header"),
          Expected("orphan-key", "en.lproj/Localizable.strings", 12, "en", "profile_greeting"),
          Expected("orphan-key", "ko.lproj/Localizable.strings", 1, "ko", "settings_header"),
          Expected("orphan-key", "ko.lproj/Localizable.strings", 12, "ko", "profile_greeting"),
        ].sorted { ($0.file, $0.line) < ($1.file, $1.line) })
  }

  @Test func aSharedKeysProblemNamesTheFirstEntryThatUsesIt() throws {
    let report = try check(fixture: "shared-key-missing")
    let finding = try #require(report.findings.first)
    #expect(finding.entry == "photo.delete")
    #expect(finding.message.contains("\"cancel\""))
  }

  @Test func aHIGRuleOnASharedLabelIsReportedOnce() throws {
    let folder = try scratchCopy(of: "shared-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    let korean = folder.appendingPathComponent("ko.lproj/Localizable.strings")
    let text = try String(contentsOf: korean, encoding: .utf8).replacingOccurrences(
      of: "\"cancel\" = \"취소\";", with: "\"cancel\" = \"닫기\";")
    try Data(text.utf8).write(to: korean)
    let findings = try Checker(localizations: folder).run().findings
    #expect(findings.map(\.rule) == ["hig-cancel-label"])
    #expect(findings.first?.key == "cancel")
  }
}
