import Copydeck
import CopydeckChecks
import CopydeckFiles
import CopydeckTestSupport
import Foundation
import Testing

@testable import CopydeckPreview

/// The rendered HTML of representative entries, compared with reviewed golden files (`make goldens` re-records).
///
/// The snapshot is built from the real catalog of `Fixtures/PreviewCopy`; findings are written out here, so a change
/// in the checker's wording does not move these goldens.
@Suite struct GoldenPageTests {
  static let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/PreviewCopy")
  static let golden = Golden(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("__Goldens__"))

  private func snapshot(findings: [Finding] = []) throws -> PreviewSnapshot {
    PreviewSnapshot(catalog: try Catalog.scanning(Self.copy), findings: findings, loadErrors: [], generation: 7)
  }

  @Test(arguments: [
    "common.unknown",  // full-screen error, one retry action
    "account.sessionExpired",  // one button
    "account.notSignedIn",  // two buttons side by side
    "publishing.draftConflict",  // three buttons, destructive
    "domain.tooManyChoices",  // four buttons, flagged
    "business.groupFull",  // long Korean text, arguments
    "confirmation.deletePost",  // confirmation sheet
    "validation.email",  // inline error
    "business.markup",  // copy that looks like markup
  ])
  func entryPage(id: String) throws {
    let html = try #require(PreviewPages.entry(id: id, try snapshot(), query: [:]))
    try Self.golden.assertMatches(html, named: "entry.\(id).html")
  }

  @Test func entryPageInEveryNonDefaultState() throws {
    let query = [
      "lang": "accented", "appearance": "dark", "size": "ax3", "design": "classic",
      "arg.en.group": "Evening \"Walkers\" <3",
    ]
    let html = try #require(PreviewPages.entry(id: "business.groupFull", try snapshot(), query: query))
    try Self.golden.assertMatches(html, named: "entry.business.groupFull.accented-dark-ax3-classic.html")
  }

  @Test func indexWithFindings() throws {
    let findings = [
      Finding(
        rule: "missing-translation", severity: .error, file: "ko.lproj/Preview.strings", line: 12, column: 1,
        language: "ko", entry: "location.longChoices", key: "location.longChoices.title", message: "no Korean title"),
      Finding(
        rule: "hig-max-buttons", severity: .error, file: "catalog.json", line: 30, column: 5, language: nil,
        entry: "domain.tooManyChoices", key: nil, message: "an alert has at most 3 buttons; this one has 4"),
    ]
    try Self.golden.assertMatches(PreviewPages.index(try snapshot(findings: findings), query: [:]), named: "index.html")
  }

  @Test func notFound() throws {
    try Self.golden.assertMatches(PreviewPages.notFound(path: "/nowhere/<b>"), named: "not-found.html")
  }
}
