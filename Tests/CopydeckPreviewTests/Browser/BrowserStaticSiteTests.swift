import CopydeckPreview
import Foundation
import Testing

/// The static site of the shipped copy, opened from disk (`file://`) in headless Chromium: the pages load with no
/// console error and no failed request, the search finds an entry, the controls open the chosen view, and each page
/// draws what the server draws.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserStaticSiteTests {
  /// Opens `page` of the site in `folder` and returns what the browser logged while loading it.
  private static func open(_ page: String, in folder: URL, _ browser: WebDriver) throws -> [String] {
    try browser.open(folder.appendingPathComponent(page).absoluteString)
    _ = try browser.runAsync("document.fonts.ready.then(() => arguments[arguments.length - 1](true));")
    return try browser.browserLog()
  }

  /// Every index view, every entry in its default view, and every view of two entries load with nothing logged.
  @Test func pagesLoadFromDiskWithNoErrorAndNoFailedRequest() throws {
    let ids = try StaticSiteTests.entryIDs()
    try StaticSiteTests.withSite { folder, _ in
      let browser = try BrowserPool.borrow()
      defer { BrowserPool.giveBack(browser) }
      _ = try browser.browserLog()
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }.sorted()
      var pages = files + ids.map { "entries/\($0)/both-ios26-light-large.html" }
      for id in ["account.revokeRequired", "confirm.discardDraft"] {
        pages += try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("entries/\(id)").path).sorted()
          .map { "entries/\(id)/\($0)" }
      }
      #expect(pages.count > 300)
      for page in pages {
        let logged = try Self.open(page, in: folder, browser)
        #expect(logged.isEmpty, "\(page) logged: \(logged)")
        let styled = try browser.run("return document.styleSheets.length === 3 && getComputedStyle(document.body).margin !== '8px';")
        #expect(styled as? Bool == true, "\(page) has not loaded its style sheets")
      }
    }
  }

  @Test func theSearchFindsAnEntry() throws {
    try StaticSiteTests.withSite { folder, _ in
      let browser = try BrowserPool.borrow()
      defer { BrowserPool.giveBack(browser) }
      _ = try browser.browserLog()
      _ = try Self.open("index.html", in: folder, browser)
      try browser.type("revokeRequired", into: ".toolbar input[name=q]")
      let shown = try browser.run(
        "return [...document.querySelectorAll('.entry-card:not([hidden])')].map((card) => card.dataset.entryCard);")
      #expect(shown as? [String] == ["account.revokeRequired"])
      try browser.type("zzzz-no-such-copy", into: ".toolbar input[name=q]")
      let empty = try browser.run("return document.querySelector('[data-empty=\"no-matches\"]').hidden;")
      #expect(empty as? Bool == false, "the empty state is not shown when nothing matches")
      #expect(try browser.browserLog().isEmpty)
    }
  }

  @Test func theControlsOpenTheChosenView() throws {
    try StaticSiteTests.withSite { folder, _ in
      let browser = try BrowserPool.borrow()
      defer { BrowserPool.giveBack(browser) }
      _ = try browser.browserLog()
      _ = try Self.open("entries/account.revokeRequired/both-ios26-light-large.html", in: folder, browser)
      try browser.click(".controls input[name=appearance][value=dark] + span, .controls input[name=appearance][value=dark]")
      _ = try browser.runAsync(
        """
        const done = arguments[arguments.length - 1];
        const check = () => location.href.endsWith('/both-ios26-dark-large.html') && document.readyState === 'complete' ? done(true) : setTimeout(check, 50);
        check();
        """)
      let appearance = try browser.run("return document.body.dataset.appearance;")
      #expect(appearance as? String == "dark")
      _ = try Self.open("index.html", in: folder, browser)
      try browser.run(
        "const select = document.querySelector('.toolbar select[name=design]'); select.value = 'classic'; select.dispatchEvent(new Event('change'));"
      )
      _ = try browser.runAsync(
        """
        const done = arguments[arguments.length - 1];
        const check = () => location.href.endsWith('/index-both-classic-light.html') && document.readyState === 'complete' ? done(true) : setTimeout(check, 50);
        check();
        """)
      #expect(try browser.run("return document.body.dataset.design;") as? String == "classic")
      #expect(try browser.browserLog().isEmpty)
    }
  }

  /// The comparison's pages load from disk, and a changed entry shows its drawing before and after.
  @Test func aChangedEntryShowsBothDrawings() throws {
    let repository = try SiteCompareTests.Repository()
    try repository.replace(
      "\"account.sessionExpired.title\" = \"로그인이 만료되었어요\";", with: "\"account.sessionExpired.title\" = \"다시 로그인해 주세요\";",
      in: "ko.lproj/Preview.strings")
    try repository.commit("A new title")
    _ = try repository.export(comparingWith: "HEAD~1")
    let browser = try BrowserPool.borrow()
    defer { BrowserPool.giveBack(browser) }
    _ = try browser.browserLog()
    #expect(try Self.open("changes/index.html", in: repository.site, browser).isEmpty)
    try browser.click("[data-change-item=\"account.sessionExpired\"] a")
    _ = try browser.runAsync(
      """
      const done = arguments[arguments.length - 1];
      const check = () => document.querySelector('[data-change]') && document.readyState === 'complete' ? done(true) : setTimeout(check, 50);
      check();
      """)
    let titles = try browser.run(
      """
      return [...document.querySelectorAll('[data-lang="ko"] .side')].map((side) => {
        const title = side.querySelector('[data-part="title"]');
        const box = side.querySelector('.device').getBoundingClientRect();
        return box.width > 100 && box.height > 100 ? title.textContent : 'not drawn';
      });
      """)
    #expect(titles as? [String] == ["로그인이 만료되었어요", "다시 로그인해 주세요"])
    #expect(try browser.browserLog().isEmpty)
  }

  /// The drawings as the browser laid them out (after preview.js measured the buttons) are the same from the server
  /// and from the file.
  @Test func eachPageDrawsWhatTheServerDraws() throws {
    let ids = try StaticSiteTests.entryIDs()
    try StaticSiteTests.withSite { folder, _ in
      try BrowserFixture.with(copy: StaticSiteTests.shipped) { fixture in
        let read = "return document.querySelector('.drawings').outerHTML;"
        for id in ids {
          for (query, name) in [("", "both-ios26-light-large"), ("?lang=ko&design=classic&size=ax1", "ko-classic-light-ax1")] {
            try fixture.open("/entries/\(id)\(query)")
            _ = try fixture.browser.runAsync("document.fonts.ready.then(() => arguments[arguments.length - 1](true));")
            let served = try fixture.browser.run(read) as? String
            _ = try Self.open("entries/\(id)/\(name).html", in: folder, fixture.browser)
            let written = try fixture.browser.run(read) as? String
            #expect(served != nil && written == served, "entries/\(id)/\(name).html draws otherwise than the server")
          }
        }
      }
    }
  }
}
