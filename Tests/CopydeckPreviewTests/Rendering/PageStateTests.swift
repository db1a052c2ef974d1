import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckPreview

/// What the pages show in each state: no catalog, file errors, search, the problems-only filter, findings first.
@Suite struct PageStateTests {
  private func snapshot(findings: [Finding] = [], loadErrors: [StringsDiagnostic] = []) throws -> PreviewSnapshot {
    PreviewSnapshot(
      catalog: try Catalog.scanning(GoldenPageTests.copy), findings: findings, loadErrors: loadErrors, generation: 1)
  }

  private let brokenTable = StringsDiagnostic(
    id: "unterminated-string", severity: .error,
    location: SourceLocation(file: "ko.lproj/Preview.strings", line: 4, column: 27),
    message: "the string is not closed", hint: "add the closing quote")

  private func cards(_ html: String) -> [(id: String, hidden: Bool)] {
    html.components(separatedBy: "<article class=\"entry-card\"").dropFirst().map { card in
      let id = card.components(separatedBy: "data-entry-card=\"")[1].components(separatedBy: "\"")[0]
      let tag = card.components(separatedBy: ">")[0]
      return (id, tag.hasSuffix(" hidden"))
    }
  }

  @Test func withoutACatalogTheIndexSaysWhyAndShowsTheError() {
    let html = PreviewPages.index(
      PreviewSnapshot(catalog: nil, findings: [], loadErrors: [brokenTable], generation: 3), query: [:])
    #expect(html.contains("data-empty=\"no-catalog\""))
    #expect(html.contains("ko.lproj/Preview.strings:4:27: error: the string is not closed"))
    #expect(html.contains("data-generation=\"3\""))
    #expect(
      PreviewPages.entry(id: "account.notSignedIn", PreviewSnapshot(catalog: nil, findings: [], loadErrors: [], generation: 0), query: [:])
        == nil)
  }

  @Test func fileErrorsShowAboveTheLastGoodCopy() throws {
    let html = try #require(PreviewPages.entry(id: "account.notSignedIn", try snapshot(loadErrors: [brokenTable]), query: [:]))
    #expect(html.contains("class=\"load-errors\""))
    #expect(html.contains("hint: add the closing quote"))
    #expect(html.contains("Sign In to Continue"))
  }

  @Test func anUnknownEntryIsNotFound() throws {
    #expect(PreviewPages.entry(id: "nothing.here", try snapshot(), query: [:]) == nil)
    #expect(PreviewPages.notFound(path: "/entries/nothing.here").contains(Bilingual.unknownEntry.korean))
    #expect(!PreviewPages.notFound(path: "/elsewhere").contains(Bilingual.unknownEntry.korean))
  }

  @Test func searchHidesEntriesThatDoNotMatchIdCodeOrCopy() throws {
    for (query, shown) in [
      ("CGF0003", ["business.groupFull"]), ("모임장", ["business.groupFull"]),
      ("sign in", ["account.sessionExpired", "account.notSignedIn", "confirmation.signOut"]),
    ] {
      let visible = cards(PreviewPages.index(try snapshot(), query: ["q": query])).filter { !$0.hidden }.map(\.id)
      #expect(Set(visible) == Set(shown), "\(query)")
    }
    let none = PreviewPages.index(try snapshot(), query: ["q": "no such words"])
    #expect(cards(none).allSatisfy { $0.hidden })
    #expect(none.contains("<p class=\"empty\" data-empty=\"no-matches\">"))
  }

  @Test func entriesWithFindingsComeFirstAndCanBeShownAlone() throws {
    let finding = Finding(
      rule: "missing-translation", severity: .error, file: "ko.lproj/Preview.strings", line: 9, column: 1,
      language: "ko", entry: "account.notSignedIn", key: nil, message: "no Korean")
    let html = PreviewPages.index(try snapshot(findings: [finding]), query: [:])
    let account = cards(html).map(\.id).filter { $0.hasPrefix("account.") }
    #expect(account == ["account.notSignedIn", "account.sessionExpired"])
    #expect(html.contains("<a href=\"#entry-account.notSignedIn\">"))
    let problems = cards(PreviewPages.index(try snapshot(findings: [finding]), query: ["problems": "1"]))
    #expect(problems.filter { !$0.hidden }.map(\.id) == ["account.notSignedIn"])
  }
}
