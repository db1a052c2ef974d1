import Foundation
import Testing

/// Editing in the preview, in headless Chromium: typing redraws the drawing before any save, the findings follow
/// from the server, a save lands in the table (and nowhere else), conflicts show both texts, unsaved edits survive
/// reloads, and a page on another site cannot save.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserEditingTests {
  /// The field of `key` in `lang`, as a CSS selector.
  static func field(_ key: String, _ lang: String) -> String {
    "textarea[data-edit-key=\"\(key)\"][data-edit-lang=\"\(lang)\"]"
  }

  /// Opens the address with the run's secret (which sets the cookie), then `path`.
  static func unlock(_ fixture: BrowserFixture, then path: String) throws {
    let address = try #require(fixture.server.editAddress)
    try fixture.browser.open(address)
    try fixture.open(path)
  }

  /// Replaces the text of the field by typing `text` into it, as a person does (real key events).
  static func type(_ fixture: BrowserFixture, _ text: String, into selector: String) throws {
    try fixture.browser.run("document.querySelector(arguments[0]).select();", [selector])
    try fixture.browser.type(text, into: selector)
  }

  /// Waits in the page until `condition` (a JavaScript expression) is true, re-checking on every DOM change.
  static func waitUntil(_ fixture: BrowserFixture, _ condition: String) throws -> Any {
    try fixture.browser.runAsync(
      """
      const done = arguments[arguments.length - 1];
      const test = () => { try { return \(condition); } catch { return false; } };
      if (test()) return done(true);
      const observer = new MutationObserver(() => { if (test()) { observer.disconnect(); done(true); } });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      """)
  }

  /// The browser copy's tables as one String Catalog, `Preview.xcstrings`.
  static let stringCatalogCopy = BrowserFixture.fixtureCopy.deletingLastPathComponent().appendingPathComponent("StringCatalogCopy")

  private static func text(_ fixture: BrowserFixture, _ selector: String) throws -> String? {
    try fixture.browser.run("return document.querySelector(arguments[0])?.textContent ?? null;", [selector]) as? String
  }

  @Test func typingRedrawsTheDrawingWithArgumentsAndParticlesBeforeAnySave() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/business.groupFull")
      let table = fixture.localizations.appendingPathComponent("ko.lproj/Preview.strings")
      let before = try Data(contentsOf: table)
      try Self.type(fixture, "%@을(를) 찾을 수 없어요. 최대 %d명이에요.", into: Self.field("business.groupFull.message", "ko"))
      #expect(
        try Self.text(fixture, "[data-entry=\"business.groupFull\"][data-lang=\"ko\"] [data-part=\"message\"]")
          == "아침 달리기 모임을 찾을 수 없어요. 최대 30명이에요.")
      try Self.type(fixture, "%@은(는) 꽉 찼어요", into: Self.field("business.groupFull.title", "ko"))
      #expect(
        try Self.text(fixture, "[data-entry=\"business.groupFull\"][data-lang=\"ko\"] [data-part=\"title\"]")
          == "%@은(는) 꽉 찼어요".replacingOccurrences(of: "%@은(는)", with: "아침 달리기 모임은"))
      #expect(try Data(contentsOf: table) == before)
    }
  }

  @Test func longButtonLabelsRestackTheButtonsAsYouType() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      let actions = "[data-entry=\"account.notSignedIn\"][data-lang=\"ko\"] .alert-actions"
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).dataset.layout;", [actions]) as? String == "row")
      try Self.type(fixture, "로그인하고 그룹에 참여하기를 계속하기", into: Self.field("account.notSignedIn.button.signIn", "ko"))
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).dataset.layout;", [actions]) as? String == "stack")
      try Self.type(fixture, "로그인", into: Self.field("account.notSignedIn.button.signIn", "ko"))
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).dataset.layout;", [actions]) as? String == "row")
    }
  }

  @Test func aLongKoreanTitleBringsTheFitFindingFromTheServer() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      #expect(try fixture.browser.run("return document.querySelector('[data-rule=\"fit-title-lines\"]') === null;") as? Bool == true)
      try Self.type(fixture, String(repeating: "로그인해야 그룹에 참여할 수 있어요 ", count: 4), into: Self.field("account.notSignedIn.title", "ko"))
      #expect(
        try Self.waitUntil(fixture, "document.querySelector('.findings-section[data-unsaved] [data-rule=\"fit-title-lines\"]') !== null")
          as? Bool == true)
    }
  }

  @Test func aCheckRefusedForTooManyPercentSignsSaysWhyUntilTheValueIsShortened() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      try Self.type(fixture, String(repeating: "%d", count: 201), into: Self.field("account.notSignedIn.title", "ko"))
      #expect(
        try Self.waitUntil(fixture, "document.querySelector('[data-save-error=\"check\"]')?.textContent.includes('Shorten it')") as? Bool
          == true)
      try Self.type(fixture, String(repeating: "로그인해야 그룹에 참여할 수 있어요 ", count: 4), into: Self.field("account.notSignedIn.title", "ko"))
      #expect(
        try Self.waitUntil(
          fixture,
          "document.querySelector('[data-save-error=\"check\"]') === null && document.querySelector('.findings-section[data-unsaved] [data-rule=\"fit-title-lines\"]') !== null"
        ) as? Bool == true)
    }
  }

  @Test func savingWritesExactlyThatValueAndShowsTheSavedState() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      let korean = fixture.localizations.appendingPathComponent("ko.lproj/Preview.strings")
      let english = fixture.localizations.appendingPathComponent("en.lproj/Preview.strings")
      let (koreanBefore, englishBefore) = (try Data(contentsOf: korean), try Data(contentsOf: english))
      try Self.type(fixture, "로그인하고 \"계속\"하세요", into: Self.field("account.notSignedIn.title", "ko"))
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      #expect(try Self.waitUntil(fixture, "document.querySelector('[data-edit-status]').dataset.saved === 'true'") as? Bool == true)
      let expected = String(decoding: koreanBefore, as: UTF8.self).replacingOccurrences(
        of: "\"로그인하고 계속하세요\"", with: "\"로그인하고 \\\"계속\\\"하세요\"")
      #expect(try Data(contentsOf: korean) == Data(expected.utf8))
      #expect(try Data(contentsOf: english) == englishBefore)
      #expect(try fixture.browser.run("return localStorage.length;") as? Int == 0)
    }
  }

  /// The save rewrites the table, so the page's own live reload draws the editor afresh right after it; "Saved" must
  /// stay (it used to vanish, and a test waiting for it waited forever when the reload came first).
  @Test func theSavedStatusStaysThroughTheLiveReloadThatTheSaveCauses() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      try Self.type(fixture, "로그인하고 다시 해 보세요", into: Self.field("account.notSignedIn.title", "ko"))
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      #expect(try Self.waitUntil(fixture, "document.querySelector('[data-edit-status]').dataset.saved === 'true'") as? Bool == true)
      let status = try fixture.browser.runAsync(
        """
        const done = arguments[arguments.length - 1];
        const before = document.getElementById("live-region");
        refresh().then(() => {
          const status = document.querySelector("[data-edit-status]");
          done(JSON.stringify([document.getElementById("live-region") !== before, status.dataset.saved ?? "", status.textContent]));
        });
        """)
      #expect(status as? String == #"[true,"true","저장했어요 · Saved"]"#)
      // The next edit replaces it with the count of unsaved values.
      try Self.type(fixture, "로그인해 주세요", into: Self.field("account.notSignedIn.title", "ko"))
      #expect(try fixture.browser.run("return document.querySelector('[data-edit-status]').dataset.saved ?? '';") as? String == "")
    }
  }

  @Test func savingATableKeptAsAStringCatalogWritesExactlyThatValueIntoIt() throws {
    try BrowserFixture.with(copy: Self.stringCatalogCopy) { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      let catalog = fixture.localizations.appendingPathComponent("Preview.xcstrings")
      let before = String(decoding: try Data(contentsOf: catalog), as: UTF8.self)
      try Self.type(fixture, "로그인하고 \"계속\"하세요", into: Self.field("account.notSignedIn.title", "ko"))
      #expect(try Self.text(fixture, "[data-entry=\"account.notSignedIn\"][data-lang=\"ko\"] [data-part=\"title\"]") == "로그인하고 \"계속\"하세요")
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      #expect(try Self.waitUntil(fixture, "document.querySelector('[data-edit-status]').dataset.saved === 'true'") as? Bool == true)
      let expected = before.replacingOccurrences(of: "\"value\" : \"로그인하고 계속하세요\"", with: "\"value\" : \"로그인하고 \\\"계속\\\"하세요\"")
      #expect(expected != before)
      #expect(String(decoding: try Data(contentsOf: catalog), as: UTF8.self) == expected)
      #expect(
        !FileManager.default.fileExists(atPath: fixture.localizations.appendingPathComponent("ko.lproj").path), "no .strings beside it")
      #expect(try fixture.browser.run("return localStorage.length;") as? Int == 0)
    }
  }

  @Test func aConflictingSaveShowsBothTextsAndTakeTheirsDropsMine() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      try Self.type(fixture, "내가 고친 제목이에요", into: Self.field("account.notSignedIn.title", "ko"))
      // Someone else saves the same value meanwhile (another editor, a git pull). The page reloads live but keeps
      // the unsaved edit, which now started from an older version.
      let table = fixture.localizations.appendingPathComponent("ko.lproj/Preview.strings")
      try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "로그인하고 계속하세요", with: "다른 사람이 고친 제목이에요")
        .write(to: table, atomically: true, encoding: .utf8)
      _ = try Self.waitUntil(
        fixture, "document.querySelector('\(Self.field("account.notSignedIn.title", "ko"))').defaultValue.includes('다른 사람이')")
      #expect(
        try fixture.browser.run("return document.querySelector(arguments[0]).value;", [Self.field("account.notSignedIn.title", "ko")])
          as? String == "내가 고친 제목이에요")
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      _ = try Self.waitUntil(fixture, "document.querySelector('[data-save-error=\"conflict\"]') !== null")
      #expect(try Self.text(fixture, "[data-save-error] [data-conflict=\"mine\"] pre") == "내가 고친 제목이에요")
      #expect(try Self.text(fixture, "[data-save-error] [data-conflict=\"theirs\"] pre") == "다른 사람이 고친 제목이에요")
      #expect(try String(contentsOf: table, encoding: .utf8).contains("다른 사람이 고친 제목이에요"))
      try fixture.browser.run("document.querySelector('[data-action=\"take-theirs\"]').click();")
      #expect(
        try fixture.browser.run("return document.querySelector(arguments[0]).value;", [Self.field("account.notSignedIn.title", "ko")])
          as? String == "다른 사람이 고친 제목이에요")
      #expect(try fixture.browser.run("return localStorage.length;") as? Int == 0)
    }
  }

  @Test func unsavedEditsSurviveALiveReloadAndABrowserReload() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      try Self.type(fixture, "아직 저장하지 않은 메시지예요", into: Self.field("account.notSignedIn.message", "ko"))
      try fixture.browser.run("window.sameDocument = true;")
      // A live reload: another value of the table changes on disk.
      let table = fixture.localizations.appendingPathComponent("en.lproj/Preview.strings")
      try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "Sign In to Continue", with: "Sign In to Go On")
        .write(to: table, atomically: true, encoding: .utf8)
      _ = try Self.waitUntil(
        fixture, "document.querySelector('\(Self.field("account.notSignedIn.title", "en"))').value === 'Sign In to Go On'")
      #expect(try fixture.browser.run("return window.sameDocument === true;") as? Bool == true)
      let message = Self.field("account.notSignedIn.message", "ko")
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).value;", [message]) as? String == "아직 저장하지 않은 메시지예요")
      #expect(
        try Self.text(fixture, "[data-entry=\"account.notSignedIn\"][data-lang=\"ko\"] [data-part=\"message\"]") == "아직 저장하지 않은 메시지예요")
      // A browser reload (headless Chromium answers the leave-page question by leaving; see the test of that question).
      try fixture.open("/entries/account.notSignedIn")
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).value;", [message]) as? String == "아직 저장하지 않은 메시지예요")
      #expect(
        try fixture.browser.run("return document.querySelector(arguments[0]).hasAttribute('data-edit-dirty');", [message]) as? Bool == true)
    }
  }

  @Test func leavingAPageWithUnsavedEditsAsksFirstAndNotOtherwise() throws {
    try BrowserFixture.with { fixture in
      let page = "/entries/business.groupFull"
      try Self.unlock(fixture, then: page)
      /// Leaves the page for the index as a link does, and says whether the page asked the browser to question the
      /// person first (a cancelled `beforeunload`; headless Chromium then answers its own question by leaving).
      func leaveAsks() throws -> Bool? {
        try fixture.browser.run(
          """
          sessionStorage.removeItem('asked');
          addEventListener('beforeunload', (event) => sessionStorage.setItem('asked', String(event.defaultPrevented)));
          location.href = '/';
          """)
        let answer = try fixture.browser.run("return [location.pathname, sessionStorage.getItem('asked')];") as? [Any]
        #expect(answer?.first as? String == "/", "the page was left")
        return (answer?.last as? String).map { $0 == "true" }
      }
      #expect(try leaveAsks() == false, "nothing unsaved: no question")
      try fixture.open(page)
      let field = Self.field("business.groupFull.title", "ko")
      try Self.type(fixture, "아직 저장하지 않았어요", into: field)
      #expect(try leaveAsks() == true, "an unsaved edit: the browser asks before leaving")
      try fixture.open(page)
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).value;", [field]) as? String == "아직 저장하지 않았어요")
      try fixture.browser.click("[data-action=\"save\"]")
      _ = try Self.waitUntil(fixture, "document.querySelector('[data-edit-status]').dataset.saved === 'true'")
      #expect(try leaveAsks() == false, "saved: no question")
    }
  }

  @Test func drawHeadPutsTheCommittedTextInADrawingBesideTheCurrentOne() throws {
    try BrowserFixture.with { fixture in
      try GitRepository.commitEverything(in: fixture.root)
      try Self.unlock(fixture, then: "/entries/business.groupFull")
      try Self.type(fixture, "모임 자리가 없어요", into: Self.field("business.groupFull.title", "ko"))
      let shown = try fixture.browser.run("return document.body.dataset.generation;") as? String
      let generation = try #require(shown.flatMap { Int($0) })
      try fixture.browser.click("[data-action=\"save\"]")
      // The save reloads the copy once (the watcher then sees nothing new): the page, live-reloaded to the next
      // generation, shows the change against HEAD.
      _ = try Self.waitUntil(
        fixture, "document.body.dataset.generation === '\(generation + 1)' && document.querySelector('[data-head-changed]') !== null")
      try fixture.browser.click("[data-head-changed] summary")
      try fixture.browser.click("[data-head-changed] [data-action=\"show-head\"]")
      let drawn =
        try fixture.browser.run(
          """
          const current = document.querySelector('.drawings [data-entry="business.groupFull"][data-lang="ko"]').closest('.device');
          const head = document.querySelector('.device[data-head-of]');
          if (!head) return null;
          const a = current.getBoundingClientRect(), b = head.getBoundingClientRect();
          return [current.querySelector('[data-part="title"]').textContent, head.querySelector('[data-part="title"]').textContent,
            current.nextElementSibling === head, head.querySelector('figcaption').textContent.startsWith('HEAD'),
            Math.round(b.top - a.top), Math.round(b.left - a.right), innerWidth];
          """) as? [Any]
      let values = try #require(drawn)
      #expect(values[0] as? String == "모임 자리가 없어요", "the current drawing: the saved text")
      #expect(values[1] as? String == "그룹 인원이 가득 찼어요", "the HEAD drawing: the committed text")
      #expect(values[2] as? Bool == true && values[3] as? Bool == true)
      #expect(values[4] as? Int == 0, "side by side: the same top")
      #expect((values[5] as? Int ?? -1) >= 0, "side by side: HEAD to the right of the current drawing")
      try fixture.browser.click("[data-head-changed] [data-action=\"show-head\"]")
      #expect(try fixture.browser.run("return document.querySelector('.device[data-head-of]') === null;") as? Bool == true)
    }
  }

  @Test func aSaveUpdatesAnotherOpenPageThroughLiveReload() throws {
    try BrowserFixture.with { fixture in
      let other = try BrowserPool.borrow()
      defer { BrowserPool.giveBack(other) }
      try other.open("http://127.0.0.1:\(fixture.server.port)/")
      try other.run("window.sameDocument = true;")
      try Self.unlock(fixture, then: "/entries/business.groupFull")
      try Self.type(fixture, "모임 자리가 다 찼어요", into: Self.field("business.groupFull.title", "ko"))
      try fixture.browser.click("[data-action=\"save\"]")
      _ = try Self.waitUntil(fixture, "document.querySelector('[data-edit-status]').dataset.saved === 'true'")
      // The index in the other browser redraws in place (no navigation) with the saved title.
      let updated = try other.runAsync(
        """
        const done = arguments[arguments.length - 1];
        const test = () => document.body.textContent.includes('모임 자리가 다 찼어요');
        if (test()) return done(window.sameDocument === true);
        new MutationObserver((_, observer) => { if (test()) { observer.disconnect(); done(window.sameDocument === true); } })
          .observe(document, { subtree: true, childList: true, characterData: true });
        """)
      #expect(updated as? Bool == true)
    }
  }

  @Test func twoBrowsersSavingDifferentKeysOfOneTableKeepBoth() throws {
    try BrowserFixture.with { fixture in
      let second = try BrowserPool.borrow()
      defer { BrowserPool.giveBack(second) }
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      let address = try #require(fixture.server.editAddress)
      try second.open(address)
      try second.open("http://127.0.0.1:\(fixture.server.port)/entries/business.groupFull")
      try Self.type(fixture, "첫 번째 브라우저예요", into: Self.field("account.notSignedIn.title", "ko"))
      try second.run("document.querySelector(arguments[0]).select();", [Self.field("business.groupFull.title", "ko")])
      try second.type("두 번째 브라우저예요", into: Self.field("business.groupFull.title", "ko"))
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      try second.run("document.querySelector('[data-action=\"save\"]').click();")
      _ = try Self.waitUntil(fixture, "document.querySelector('[data-edit-status]').dataset.unsaved === '0'")
      _ = try second.runAsync(
        """
        const done = arguments[arguments.length - 1];
        const check = () => document.querySelector('[data-edit-status]')?.dataset.unsaved === '0';
        if (check()) return done(true);
        new MutationObserver((_, observer) => { if (check()) { observer.disconnect(); done(true); } }).observe(document, { subtree: true, childList: true, attributes: true });
        """)
      let text = try String(contentsOf: fixture.localizations.appendingPathComponent("ko.lproj/Preview.strings"), encoding: .utf8)
      #expect(text.contains("\"account.notSignedIn.title\" = \"첫 번째 브라우저예요\";"))
      #expect(text.contains("\"business.groupFull.title\" = \"두 번째 브라우저예요\";"))
    }
  }

  @Test func aPageOnAnotherOriginCannotSave() throws {
    try BrowserFixture.with { fixture in
      try Self.unlock(fixture, then: "/entries/account.notSignedIn")
      let table = fixture.localizations.appendingPathComponent("ko.lproj/Preview.strings")
      let before = try Data(contentsOf: table)
      // Another origin: the same server reached as localhost (another site for the browser, and a Host it allows).
      try fixture.browser.open("http://localhost:\(fixture.server.port)/entries/account.notSignedIn")
      let status = try fixture.browser.runAsync(
        """
        const done = arguments[arguments.length - 1];
        fetch('http://127.0.0.1:\(fixture.server.port)/api/edit/save', { method: 'POST', credentials: 'include', mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ entry: 'account.notSignedIn', changes: [{ lang: 'ko', table: 'Preview', key: 'account.notSignedIn.title', value: '빼앗겼어요', version: 'absent' }] }) })
          .then((r) => done(r.status), () => done(-1));
        """)
      #expect(status as? Int != 200)
      #expect(try Data(contentsOf: table) == before)
    }
  }
}
