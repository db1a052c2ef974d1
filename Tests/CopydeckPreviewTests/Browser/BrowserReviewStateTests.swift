import CopydeckFiles
import Foundation
import Testing

/// Outdated translations in the preview's editor, in headless Chromium (docs/review-state.md): saving a new English
/// title marks its Korean title outdated, with the old and the new English side by side; "Still right" confirms it
/// without writing the table; saving a new Korean title clears the mark too.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserReviewStateTests {
  private static let mark = "[data-outdated-key=\"business.groupFull.title\"][data-outdated-lang=\"ko\"]"

  private func review(_ fixture: BrowserFixture) -> TableReview {
    TableReview(folder: fixture.localizations, table: "Preview", developmentLanguage: "en")
  }

  /// Opens the entry, saves a new English title through the page and waits for the Korean title's mark.
  private func changeTheEnglishTitle(_ fixture: BrowserFixture) throws {
    try BrowserEditingTests.unlock(fixture, then: "/entries/business.groupFull")
    #expect(try fixture.browser.run("return document.querySelector('[data-outdated-key]') === null;") as? Bool == true)
    try BrowserEditingTests.type(fixture, "The Group Is Full", into: BrowserEditingTests.field("business.groupFull.title", "en"))
    try fixture.browser.click("[data-action=\"save\"]")
    #expect(try BrowserEditingTests.waitUntil(fixture, "document.querySelector('\(Self.mark)') !== null") as? Bool == true)
  }

  private func text(_ fixture: BrowserFixture, _ selector: String) throws -> String? {
    try fixture.browser.run("return document.querySelector(arguments[0])?.textContent ?? null;", [selector]) as? String
  }

  @Test func aChangedEnglishTitleMarksTheKoreanTitleAndStillRightConfirmsIt() throws {
    try BrowserFixture.with { fixture in
      try changeTheEnglishTitle(fixture)
      #expect(try text(fixture, "\(Self.mark) [data-confirmed-text]") == "This Group Is Full")
      #expect(try text(fixture, "\(Self.mark) [data-today-text]") == "The Group Is Full")
      #expect(
        try fixture.browser.run("return document.querySelectorAll('[data-outdated-key]').length;") as? Int == 1,
        "only the Korean title is outdated")
      #expect(
        try fixture.browser.run(
          "return document.querySelector(arguments[0]).hasAttribute('data-outdated');",
          [BrowserEditingTests.field("business.groupFull.title", "ko")])
          as? Bool == true)
      // Side by side: the old text left of the new one, on one line.
      let placed =
        try fixture.browser.run(
          """
          const old = document.querySelector(arguments[0] + ' [data-confirmed-text]').getBoundingClientRect();
          const now = document.querySelector(arguments[0] + ' [data-today-text]').getBoundingClientRect();
          return old.right <= now.left && Math.abs(old.top - now.top) < 1;
          """, [Self.mark]) as? Bool
      #expect(placed == true)
      let korean = fixture.localizations.appendingPathComponent("ko.lproj/Preview.strings")
      let before = try Data(contentsOf: korean)
      #expect(try review(fixture).outdated().count == 1)

      try fixture.browser.click("\(Self.mark) [data-action=\"still-right\"]")
      #expect(try BrowserEditingTests.waitUntil(fixture, "document.querySelector('\(Self.mark)') === null") as? Bool == true)
      #expect(try review(fixture).outdated().isEmpty)
      #expect(try Data(contentsOf: korean) == before, "confirming writes no table")
      try fixture.open("/entries/business.groupFull")
      #expect(try fixture.browser.run("return document.querySelector('[data-outdated-key]') === null;") as? Bool == true)
    }
  }

  @Test func savingANewKoreanTitleClearsTheMark() throws {
    try BrowserFixture.with { fixture in
      try changeTheEnglishTitle(fixture)
      try BrowserEditingTests.type(fixture, "그룹이 가득 찼어요", into: BrowserEditingTests.field("business.groupFull.title", "ko"))
      try fixture.browser.click("[data-action=\"save\"]")
      #expect(try BrowserEditingTests.waitUntil(fixture, "document.querySelector('\(Self.mark)') === null") as? Bool == true)
      #expect(try review(fixture).outdated().isEmpty)
      #expect(
        try String(contentsOf: review(fixture).url, encoding: .utf8).contains("business.groupFull.title\tko\tThe Group Is Full\n"))
    }
  }
}
