import Foundation
import Testing

/// The count control of a plural entry and the iPhone variation of a device-varied one, in headless Chromium: a
/// click on a count redraws every language in the form its device takes, in both designs and appearances.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserPluralTests {
  private static let copy = BrowserFixture.fixtureCopy.deletingLastPathComponent().appendingPathComponent("PluralCopy")

  /// What the page shows of the cart entry: each language's message and plural-form note, the checked count, the
  /// colours of the checked segment and of the note, and the address.
  private static let probe = """
    const part = (lang) => document.querySelector(`[data-entry="cart.itemsWaiting"][data-lang="${lang}"] [data-part="message"]`);
    const figure = (lang) => part(lang).closest("figure");
    const checked = document.querySelector('input[name="count.count"]:checked');
    const note = figure("en").querySelector('[data-note="plural"]');
    return { en: part("en").textContent.trim(), ko: part("ko").textContent.trim(),
             enForm: note?.dataset.pluralForms ?? null, koNote: !!figure("ko").querySelector('[data-note="plural"]'),
             checked: checked?.value ?? null, segment: getComputedStyle(checked.closest(".segment")).backgroundColor,
             accent: getComputedStyle(document.body).getPropertyValue("--chrome-accent").trim(),
             noteColour: note ? getComputedStyle(note).color : null,
             warning: getComputedStyle(document.body).getPropertyValue("--chrome-warning").trim(), address: location.search };
    """

  /// The page's state once the drawing of English shows `english`, asked again every 50 ms for up to 30 s (the
  /// browser's own script timeout). A click on a count submits the form, and the navigation can start after the click
  /// has returned: a script left waiting on the old page would be lost with it (chromedriver then waits out its
  /// script timeout), while a short synchronous probe runs on whichever page is current.
  private static func after(_ fixture: BrowserFixture, english: String) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(30)
    var last: [String: Any] = [:]
    while Date() < deadline {
      if let state = try? fixture.browser.run(probe) as? [String: Any] {
        if (state["en"] as? String)?.contains(english) == true { return state }
        last = state
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw WebDriver.Failure(description: "the English drawing never showed \(String(reflecting: english)); last seen: \(last)")
  }

  /// `rgb(r, g, b)` for a `#rrggbb` colour, as getComputedStyle writes it.
  private static func rgb(_ hex: String) -> String {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    return "rgb(\(value >> 16), \((value >> 8) & 0xFF), \(value & 0xFF))"
  }

  @Test(arguments: ["ios26", "classic"], ["light", "dark"])
  func choosingACountRedrawsEachLanguageInItsForm(design: String, appearance: String) throws {
    try BrowserFixture.with(copy: Self.copy) { fixture in
      try fixture.open("/entries/cart.itemsWaiting?design=\(design)&appearance=\(appearance)")
      let samples = try Self.after(fixture, english: "3 items")
      #expect(samples["checked"] as? String == "")
      #expect(samples["enForm"] as? String == "other")

      try fixture.browser.click("input[name=\"count.count\"][value=\"1\"]")
      let one = try Self.after(fixture, english: "1 item ")
      #expect(one["en"] as? String == "1 item is waiting in your cart.")
      #expect(one["enForm"] as? String == "one")
      #expect(one["ko"] as? String == "장바구니에 상품 1개가 기다리고 있어요.")
      #expect(one["koNote"] as? Bool == false, "Korean has one form only")
      #expect(one["checked"] as? String == "1")
      let address = one["address"] as? String ?? ""
      #expect(address.contains("count.count=1") && address.contains("design=\(design)"), "\(address)")
      let accent = try #require(one["accent"] as? String)
      #expect(one["segment"] as? String == Self.rgb(accent), "the chosen count is drawn as the selected segment")
      #expect(one["noteColour"] as? String == Self.rgb(accent), "the form note is information, not a warning")

      try fixture.browser.click("input[name=\"count.count\"][value=\"5\"]")
      let five = try Self.after(fixture, english: "5 items")
      #expect(five["en"] as? String == "5 items are waiting in your cart.")
      #expect(five["enForm"] as? String == "other")
      #expect(five["ko"] as? String == "장바구니에 상품 5개가 기다리고 있어요.")
      #expect(five["checked"] as? String == "5")
    }
  }

  @Test func aStringCatalogEntryThatVariesByDeviceDrawsTheIPhoneVariation() throws {
    try BrowserFixture.with(copy: Self.copy) { fixture in
      for language in ["ko", "en"] {
        try fixture.open("/entries/sync.keepUnlocked?lang=\(language)")
        let shown =
          try fixture.browser.run(
            """
            const drawing = document.querySelector("[data-entry]");
            const note = drawing.closest("figure").querySelector('[data-note="device"]');
            return { message: drawing.querySelector('[data-part="message"]').textContent.trim(),
                     note: note ? note.innerText : null, visible: note ? note.getBoundingClientRect().width > 0 : false };
            """) as? [String: Any] ?? [:]
        let expected =
          language == "ko" ? "동기화가 끝날 때까지 iPhone 잠금을 풀어 두세요." : "Keep your iPhone unlocked until syncing ends."
        #expect(shown["message"] as? String == expected)
        #expect((shown["note"] as? String)?.contains("iPhone") == true)
        #expect(shown["visible"] as? Bool == true)
      }
    }
  }
}
