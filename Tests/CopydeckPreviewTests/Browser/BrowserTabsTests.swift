import Foundation
import Testing

/// Many open tabs share one `/events` stream, and a live reload keeps what the copywriter opened and filtered.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserTabsTests {
  /// Waits in the page until its status says the stream is live (from its own stream or the leader tab's).
  private static let waitForLive = """
    const done = arguments[arguments.length - 1];
    const check = () => document.querySelector(".live").dataset.live === "open" ? done(true) : setTimeout(check, 20);
    check();
    """

  @Test func twentyTabsAllUpdateOnOneSave() throws {
    try BrowserFixture.with { fixture in
      var tabs: [String] = []
      for index in 0..<20 {
        if index > 0 { try fixture.browser.openTab() }
        try fixture.open("/entries/account.notSignedIn?lang=en")
        #expect(try fixture.browser.runAsync(Self.waitForLive) as? Bool == true, "tab \(index) is live")
        try fixture.watchTitle(of: "account.notSignedIn", until: "Sign In to Keep Going")
        tabs.append(try fixture.browser.run("return document.title;") as? String ?? "")
      }
      let handles = try fixture.browser.windowHandles()
      #expect(handles.count == 20)
      var leaders = 0
      for handle in handles {
        try fixture.browser.switchTo(handle)
        if try fixture.browser.run("return document.documentElement.dataset.eventsLeader === 'true';") as? Bool == true {
          leaders += 1
        }
      }
      #expect(leaders == 1, "one tab holds the stream for all")

      let table = fixture.localizations.appendingPathComponent("en.lproj/Preview.strings")
      try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "Sign In to Continue", with: "Sign In to Keep Going")
        .write(to: table, atomically: true, encoding: .utf8)
      for handle in handles {
        try fixture.browser.switchTo(handle)
        #expect(
          try fixture.watchedTitle() == "Sign In to Keep Going")
      }
    }
  }

  @Test func theOpenFindingsListStaysOpenAcrossALiveReload() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/entries/domain.tooManyChoices")
      #expect(try fixture.browser.runAsync(Self.waitForLive) as? Bool == true)
      try fixture.browser.run("document.querySelector('details.findings-section').open = true;")
      try fixture.browser.run(
        """
        window.replaced = new Promise((resolve) => {
          const region = document.getElementById("live-region");
          new MutationObserver(() => { if (!document.body.contains(region)) resolve(true); })
            .observe(document.body, { childList: true, subtree: true });
        });
        """)
      let table = fixture.localizations.appendingPathComponent("en.lproj/Preview.strings")
      try (String(contentsOf: table, encoding: .utf8) + "\n").write(to: table, atomically: true, encoding: .utf8)
      #expect(try fixture.browser.runAsync("window.replaced.then(arguments[arguments.length - 1]);") as? Bool == true)
      #expect(try fixture.browser.run("return document.querySelector('details.findings-section').open;") as? Bool == true)
    }
  }

  @Test func aSearchHidesTheHeadingsOfEmptyCategories() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/")
      try fixture.browser.run(
        """
        const box = document.querySelector('.toolbar input[name="q"]');
        box.value = "draftConflict";
        box.dispatchEvent(new Event("input"));
        """)
      let shown = try fixture.browser.run(
        "return [...document.querySelectorAll('.category')].filter((s) => s.offsetParent !== null).map((s) => s.dataset.category);")
      #expect(shown as? [String] == ["publishing"])
      // The server draws the same page for the same query, headings included.
      try fixture.open("/?q=draftConflict")
      let served = try fixture.browser.run(
        "return [...document.querySelectorAll('.category')].filter((s) => s.offsetParent !== null).map((s) => s.dataset.category);")
      #expect(served as? [String] == ["publishing"])
    }
  }
}
