import Foundation
import Testing

@testable import CopydeckChecks

/// One fixture catalog and the exact findings it must produce.
struct RuleCase: CustomTestStringConvertible, Sendable {
  var fixture: String
  var expected: [Expected]
  var testDescription: String { fixture }

  init(_ fixture: String, _ expected: Expected...) {
    self.fixture = fixture
    self.expected = expected
  }
}

/// Every rule has a fixture named after it that triggers that rule and nothing else.
let ruleCases: [RuleCase] = [
  RuleCase("syntax-error", Expected("syntax-error", "ko.lproj/Alerts.strings", 3, "ko", nil)),
  RuleCase("silent-stop", Expected("silent-stop", "ko.lproj/Alerts.strings", 8, "ko", nil)),
  RuleCase(
    "lookalike-key", Expected("lookalike-key", "en.lproj/Alerts.strings", 2, "en", "cafe\u{301}"),
    Expected("lookalike-key", "ko.lproj/Alerts.strings", 2, "ko", "cafe\u{301}")),
  RuleCase("empty-table", Expected("empty-table", "en.lproj/Empty.strings", 1, "en", nil)),
  RuleCase("mixed-encoding", Expected("mixed-encoding", "en.lproj/Legal.strings", 1, "en", nil)),
  RuleCase("table-name-case", Expected("table-name-case", "ko.lproj/infoPlist.strings", 1, "ko", nil)),
  RuleCase("missing-development", Expected("missing-development", "en.lproj/Alerts.strings", 1, "en", "group.leave.message")),
  RuleCase("missing-translation", Expected("missing-translation", "ko.lproj/Alerts.strings", 1, "ko", "group.leave.message")),
  RuleCase(
    "missing-translation-without-manifest",
    Expected("missing-translation", "ko.lproj/Alerts.strings", 1, "ko", "group.leave.message")),
  RuleCase("empty-value", Expected("empty-value", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("orphan-key", Expected("orphan-key", "ko.lproj/Alerts.strings", 8, "ko", "group.leave.note")),
  RuleCase("orphan-key-without-manifest", Expected("orphan-key", "ko.lproj/Alerts.strings", 8, "ko", "group.leave.note")),
  RuleCase("untranslated", Expected("untranslated", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("duplicate-key", Expected("duplicate-key", "ko.lproj/Alerts.strings", 8, "ko", "group.leave.button.leave")),
  RuleCase("format-invalid", Expected("format-invalid", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("plural-forms", Expected("plural-forms", "en.lproj/Alerts.stringsdict", 5, "en", "group.invites.message")),
  RuleCase("plural-unused-form", Expected("plural-unused-form", "Alerts.xcstrings", 110, "ko", "group.leave.message")),
  RuleCase("plural-format", Expected("plural-format", "Alerts.xcstrings", 110, "ko", "group.leave.message")),
  // Shapes Foundation formats: forms that mix %1$@ with %ld (numbered from their %#@name@'s argument), a form whose
  // own %2$#@copies@ skips the count that chose it; French and Italian without the `many` only millions take. Only
  // Italian's dropped name (%1$@, shown in every English form) is a problem.
  RuleCase("plural-format-foundation", Expected("plural-format", "it.lproj/People.stringsdict", 5, "it", "people.mutual")),
  RuleCase("format-mismatch", Expected("format-mismatch", "ko.lproj/Alerts.strings", 4, "ko", "group.leave.title")),
  RuleCase("format-added", Expected("format-added", "ko.lproj/Photos.strings", 2, "ko", "photos.count")),
  // Its .copydeck.json declares ${name} and %0; "%0 cores" is not a String(format:) template, and ko's {name} is no placeholder.
  RuleCase(
    "placeholder-mismatch", Expected("placeholder-mismatch", "ko.lproj/Main.strings", 1, "ko", "shared.by"),
    Expected("placeholder-mismatch", "ko.lproj/Main.strings", 3, "ko", "cpu.cores")),
  RuleCase(
    "unused-argument", Expected("unused-argument", "en.lproj/Alerts.strings", 5, "en", "group.leave.message"),
    Expected("unused-argument", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("hig-too-many-buttons", Expected("hig-too-many-buttons", "catalog.json", 23, nil, nil)),
  RuleCase("hig-multiple-cancel", Expected("hig-multiple-cancel", "catalog.json", 39, nil, nil)),
  RuleCase("hig-cancel-label", Expected("hig-cancel-label", "ko.lproj/Alerts.strings", 6, "ko", "group.leave.button.cancel")),
  RuleCase("hig-cancel-preferred", Expected("hig-cancel-preferred", "catalog.json", 23, nil, "group.leave.button.cancel")),
  RuleCase("hig-sheet-preferred", Expected("hig-sheet-preferred", "catalog.json", 23, nil, "group.leave.button.leave")),
  RuleCase("hig-ok-on-decision", Expected("hig-ok-on-decision", "ko.lproj/Alerts.strings", 7, "ko", "group.leave.button.leave")),
  RuleCase("hig-yes-no", Expected("hig-yes-no", "en.lproj/Alerts.strings", 7, "en", "group.leave.button.leave")),
  RuleCase("hig-destructive-without-cancel", Expected("hig-destructive-without-cancel", "catalog.json", 23, nil, nil)),
  RuleCase("hig-generic-title", Expected("hig-generic-title", "en.lproj/Alerts.strings", 1, "en", "common.unknown.title")),
  RuleCase("hig-raw-code", Expected("hig-raw-code", "ko.lproj/Alerts.strings", 2, "ko", "common.unknown.message")),
  RuleCase(
    "hig-message-repeats-title",
    Expected("hig-message-repeats-title", "en.lproj/Alerts.strings", 2, "en", "common.unknown.message")),
  RuleCase(
    "hig-long-button-label", Expected("hig-long-button-label", "en.lproj/Alerts.strings", 3, "en", "common.unknown.button.retry")),
  RuleCase(
    "hig-button-punctuation", Expected("hig-button-punctuation", "en.lproj/Alerts.strings", 7, "en", "group.leave.button.leave")),
  RuleCase("fit-title-lines", Expected("fit-title-lines", "en.lproj/Alerts.strings", 4, "en", "group.leave.title")),
  RuleCase("fit-message-scroll", Expected("fit-message-scroll", "en.lproj/Alerts.strings", 5, "en", "group.leave.message")),
  RuleCase("fit-buttons-stack", Expected("fit-buttons-stack", "en.lproj/Alerts.strings", 7, "en", "group.leave.button.leave")),
  RuleCase("fit-placeholder", Expected("fit-placeholder", "en.lproj/Alerts.strings", 4, "en", "todo.full.message")),
  RuleCase("ko-particle", Expected("ko-particle", "ko.lproj/Alerts.strings", 4, "ko", "group.leave.title")),
  RuleCase("ko-speech-level", Expected("ko-speech-level", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("fullwidth-space", Expected("fullwidth-space", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("mixed-width-punctuation", Expected("mixed-width-punctuation", "en.lproj/Alerts.strings", 4, "en", "group.leave.title")),
  // The only punctuation of the Korean title is a full-width ！: nothing half-width to clash with, still reported.
  RuleCase("ko-fullwidth-punctuation", Expected("ko-fullwidth-punctuation", "ko.lproj/Alerts.strings", 1, "ko", "common.unknown.title")),
  RuleCase("manifest-invalid", Expected("manifest-invalid", "catalog.json", 48, nil, nil)),
  RuleCase("unused-suppression", Expected("unused-suppression", "catalog.json", 23, nil, nil)),
  RuleCase(
    "review-state", Expected("review-state", "Alerts.xcstrings", 101, "ko", "group.leave.message"),
    Expected("review-state", "Alerts.xcstrings", 118, "ko", "group.leave.title")),
  RuleCase("stale-key", Expected("stale-key", "Alerts.xcstrings", 95, "en", "group.leave.message")),
  // A String Catalog key marked "Don't translate" may read the same in every language.
  RuleCase("untranslated-dont-translate"),
  RuleCase("clean"),
  RuleCase("clean-without-manifest"),
  RuleCase("suppressed"),
  // Explicit keys, a "cancel" key two entries share, and a shared table with the app's own strings (not orphans).
  RuleCase("shared-keys"),
  // The shared key missing in Korean is one finding, not one per entry that uses it.
  RuleCase("shared-key-missing", Expected("missing-translation", "ko.lproj/Localizable.strings", 1, "ko", "cancel")),
  // Without a manifest, a key a language defines only in its .stringsdict is present (ko's files.ready), a development
  // key only the .stringsdict has must be translated (fr's files.shared), a translation that drops its count is
  // plural-format's (not also format-mismatch's), and a .stringsdict key the development text lacks is an orphan.
  RuleCase(
    "stringsdict-keys", Expected("missing-translation", "fr.lproj/Files.strings", 1, "fr", "files.shared"),
    Expected("plural-format", "ko.lproj/Files.strings", 3, "ko", "files.shared"),
    Expected("orphan-key", "ko.lproj/Files.stringsdict", 10, "ko", "files.extra")),
]

@Suite struct RuleFixtureTests {
  @Test(arguments: ruleCases)
  func fixtureProducesExactlyItsFindings(_ testCase: RuleCase) throws {
    let root = fixturesFolder.appendingPathComponent(testCase.fixture)
    let report = try check(fixture: testCase.fixture)
    #expect(report.findings.map { Expected($0, root: root) } == testCase.expected)
    for finding in report.findings {
      #expect(finding.severity == Rule.named(finding.rule)?.severity)
      #expect(finding.column >= 1)
    }
  }

  @Test func everyRuleHasAFixtureThatTriggersIt() {
    let covered = Set(ruleCases.filter { $0.fixture.hasPrefix($0.expected.first?.rule ?? "-") }.flatMap { $0.expected.map(\.rule) })
    for rule in Rule.all {
      #expect(covered.contains(rule.id), "no fixture named after \(rule.id) triggers it")
    }
  }

  @Test func readmeDocumentsEveryRule() throws {
    let readme = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    for rule in Rule.all {
      #expect(readme.contains("| `\(rule.id)` | \(rule.severity.rawValue) |"), "README.md does not list \(rule.id)")
    }
  }

  @Test func ruleIDsAreUniqueAndStable() {
    let ids = Rule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
  }

  @Test func findingsCarryTheirEntryForThePreview() throws {
    let report = try check(fixture: "hig-yes-no")
    #expect(report.findings(forEntry: "group.leave").map(\.rule) == ["hig-yes-no"])
    #expect(report.findings(forEntry: "common.unknown").isEmpty)
  }

  @Test func messagesSayWhatToChange() throws {
    #expect(try check(fixture: "ko-particle").findings.first?.message.contains("%@을(를)") == true)
    #expect(try check(fixture: "hig-cancel-label").findings.first?.message.contains("\"취소\"") == true)
    #expect(try check(fixture: "fit-title-lines").findings.first?.message.contains("4 lines") == true)
    #expect(try check(fixture: "silent-stop").findings.first?.message.contains("0 entries below") == true)
    let duplicate = try #require(try check(fixture: "duplicate-key").findings.first)
    #expect(duplicate.message.contains("Alerts.strings:7:1"), "the message names the other location")
  }

  @Test func brokenManifestStillRunsTheRulesThatNeedNone() throws {
    let folder = try scratchCopy(of: "manifest-invalid")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"group.leave.message\" = \"\";\n".utf8).write(to: folder.appendingPathComponent("ko.lproj/Alerts.strings"))
    let rules = Set(try Checker(localizations: folder).run().findings.map(\.rule))
    #expect(rules.contains("manifest-invalid"))
    #expect(rules.contains("empty-value"))
    #expect(rules.contains("missing-translation"))
  }

  @Test func developmentLanguageOptionAppliesWithoutAManifest() throws {
    let root = fixturesFolder.appendingPathComponent("orphan-key-without-manifest")
    let report = try Checker(localizations: root, developmentLanguage: "ko").run()
    #expect(report.languages == ["ko", "en"])
    #expect(
      report.findings.map { Expected($0, root: root) } == [
        Expected("missing-translation", "en.lproj/Alerts.strings", 1, "en", "group.leave.note")
      ])
  }

  @Test func missingFolderCannotRun() throws {
    let error = try #require(throws: CheckerError.self) {
      try Checker(localizations: fixturesFolder.appendingPathComponent("no-such-folder")).run()
    }
    guard case .noSuchFolder(let root) = error else { Issue.record("expected noSuchFolder, got \(error)"); return }
    #expect(root.hasSuffix("no-such-folder"))
  }

  @Test func missingDevelopmentLanguageCannotRunWithoutAManifest() throws {
    let error = #expect(throws: CheckerError.self) {
      try Checker(localizations: fixturesFolder.appendingPathComponent("clean-without-manifest"), developmentLanguage: "fr").run()
    }
    guard case .noDevelopmentTables(_, "fr", let found) = error else {
      Issue.record("expected noDevelopmentTables, got \(String(describing: error))"); return
    }
    #expect(!found.isEmpty)
    #expect(error?.description.contains("error: no fr.lproj with .strings tables to compare the other languages with (found ") == true)
  }
}
