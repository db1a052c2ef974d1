import Foundation
import Testing

@testable import CopydeckChecks

@Suite struct BaselineTests {
  @Test func aBaselineAcceptsTheFindingsItWasWrittenFrom() throws {
    let report = try check(fixture: "unused-argument")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Baseline.fileContents(accepting: report).write(to: file)
    let comparison = try Baseline(contentsOf: file).compare(report)
    #expect(comparison.new.findings.isEmpty)
    #expect(comparison.known == 2)
    #expect(comparison.fixed == 0)
  }

  @Test func fingerprintsSurviveMovedLines() throws {
    let folder = try scratchCopy(of: "untranslated")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Checker(localizations: folder).run()
    let table = folder.appendingPathComponent("ko.lproj/Alerts.strings")
    try (Data("/* A new comment\n   on two lines. */\n\n".utf8) + Data(contentsOf: table)).write(to: table)
    let after = try Checker(localizations: folder).run()
    #expect(after.findings.map(\.line) == before.findings.map { $0.line + 3 })
    #expect(Baseline(accepting: before).compare(after).new.findings.isEmpty)
  }

  @Test func onlyNewFindingsFailAndFixedOnesAreCounted() throws {
    let folder = try scratchCopy(of: "untranslated")
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = Baseline(accepting: try Checker(localizations: folder).run())
    let table = folder.appendingPathComponent("ko.lproj/Alerts.strings")
    var text = try String(contentsOf: table, encoding: .utf8)
    text = text.replacingOccurrences(of: "You can join again with a new invite code.", with: "새 초대코드로 다시 참여할 수 있어요.")
    text = text.replacingOccurrences(of: "\"취소\"", with: "\"닫기\"")
    try Data(text.utf8).write(to: table)
    let comparison = baseline.compare(try Checker(localizations: folder).run())
    #expect(comparison.new.findings.map(\.rule) == ["hig-cancel-label"])
    #expect(comparison.known == 0)
    #expect(comparison.fixed == 1)
  }

  @Test func repeatedFindingsAreCountedOneByOne() {
    let finding = Finding(
      rule: "format-invalid", severity: .error, file: "L/ko.lproj/A.strings", line: 1, column: 1, language: "ko", entry: nil,
      key: "a", message: "m")
    let one = CheckReport(findings: [finding], entryCount: 1, languages: ["ko"])
    var second = finding
    second.line = 2
    let two = CheckReport(findings: [finding, second], entryCount: 1, languages: ["ko"])
    #expect(Fingerprint.of(two.findings) == ["format-invalid|ko.lproj/A.strings|ko||a", "format-invalid|ko.lproj/A.strings|ko||a#2"])
    #expect(Baseline(accepting: one).compare(two).new.findings.count == 1)
  }

  @Test func fingerprintsIgnoreTheFolderTheCheckRanFrom() {
    #expect(Fingerprint.fileTail("/ci/work/App/Localizations/ko.lproj/A.strings") == "ko.lproj/A.strings")
    #expect(Fingerprint.fileTail("Localizations/catalog.json") == "catalog.json")
  }

  @Test func aFileThatIsNotABaselineIsAClearError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-baseline-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("{\"findings\": 3}".utf8).write(to: file)
    let error = #expect(throws: BaselineError.self) { try Baseline(contentsOf: file) }
    #expect(error?.description.contains("is not a copydeck baseline") == true)
    #expect(throws: BaselineError.self) { try Baseline(contentsOf: file.appendingPathExtension("missing")) }
  }
}
