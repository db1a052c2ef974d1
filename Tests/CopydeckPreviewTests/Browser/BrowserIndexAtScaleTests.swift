import Foundation
import Testing

/// A large catalog's index in a real Chromium: drawn a page at a time, and still searchable and filterable over every
/// entry, as a copywriter uses it (typing into the search box, ticking the problems box, following a link).
@Suite(.serialized, BrowserAvailability.trait) struct BrowserIndexAtScaleTests {
  /// A script that waits in the page until `condition` (a JavaScript expression, part of the script since the
  /// page's policy forbids `eval`) holds; it answers whether it did within 20 s.
  private static func waitFor(_ condition: String) -> String {
    """
    const done = arguments[arguments.length - 1];
    const deadline = Date.now() + 20000;
    const check = () => {
      if (\(condition)) return done(true);
      if (Date.now() > deadline) return done(false);
      setTimeout(check, 25);
    };
    check();
    """
  }

  /// 1,300 entries: 100 copies of each of the 13 entries of the browser fixture copy.
  private static func withLargeCatalog(_ body: (BrowserFixture) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-large-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try LargeCatalog.write(count: 1_300, from: BrowserFixture.fixtureCopy, to: folder)
    try BrowserFixture.with(copy: folder, body)
  }

  private static func cardIDs(_ fixture: BrowserFixture) throws -> [String] {
    try fixture.browser.run("return [...document.querySelectorAll('.entry-card:not([hidden])')].map((card) => card.dataset.entryCard);")
      as? [String] ?? []
  }

  @Test func aPersonFindsAnEntryPastTheFirstPageByTypingAndOpensIt() throws {
    try Self.withLargeCatalog { fixture in
      try fixture.open("/")
      let first = try Self.cardIDs(fixture)
      #expect(first.count == 100)
      let wanted = "confirmation.signOut100"
      #expect(!first.contains(wanted), "the entry is not on the first page")

      try fixture.browser.type("signOut100", into: ".toolbar input[name=\"q\"]")
      let found = "document.querySelector('[data-entry-card=\"\(wanted)\"]')?.offsetParent != null"
      #expect(try fixture.browser.runAsync(Self.waitFor(found)) as? Bool == true, "the search found \(wanted)")
      #expect(try Self.cardIDs(fixture) == [wanted])
      #expect(try fixture.browser.run("return document.activeElement.name;") as? String == "q", "the search box keeps the focus")
      #expect(try fixture.browser.run("return new URL(location.href).searchParams.get('q');") as? String == "signOut100")

      try fixture.browser.run("document.querySelector('[data-entry-card=\"\(wanted)\"] a.entry-link').click();")
      let opened = "location.pathname === '/entries/\(wanted)' && document.querySelector('[data-entry=\"\(wanted)\"]') != null"
      #expect(try fixture.browser.runAsync(Self.waitFor(opened)) as? Bool == true, "the entry's own page opened")
    }
  }

  @Test func theProblemsFilterShowsEntriesWithFindingsFromEveryPageAndClearingItBringsAllBack() throws {
    try Self.withLargeCatalog { fixture in
      try fixture.open("/")
      let troubled = try fixture.browser.run("return Number(document.querySelector('.attention .count').textContent);") as? Int ?? 0
      #expect(troubled > 100, "more entries with findings than one page holds")
      #expect(try fixture.browser.run("return document.querySelectorAll('.attention li').length;") as? Int == 50)

      try fixture.browser.run("document.querySelector('.toolbar input[name=\"problems\"]').click();")
      let filtered = "document.getElementById('index-results').dataset.matches === '\(troubled)'"
      #expect(try fixture.browser.runAsync(Self.waitFor(filtered)) as? Bool == true)
      let problems =
        try fixture.browser.run(
          "return [...document.querySelectorAll('.entry-card')].map((card) => card.dataset.problems);") as? [String] ?? []
      #expect(problems.count == 100)
      #expect(problems.allSatisfy { $0 != "0" }, "every card shown has findings")

      try fixture.browser.run("document.querySelector('.toolbar input[name=\"problems\"]').click();")
      let all = "document.getElementById('index-results').dataset.matches === '1300'"
      #expect(try fixture.browser.runAsync(Self.waitFor(all)) as? Bool == true)
      #expect(try Self.cardIDs(fixture).count == 100)
    }
  }
}
