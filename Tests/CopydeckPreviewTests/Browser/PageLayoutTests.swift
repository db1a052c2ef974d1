import Foundation
import Testing

/// Where the pages put things, read from the real layout in Chromium: the entry page shows its drawing without
/// scrolling on a laptop screen, the inline error sits near the top of its screen, and the index is dense.
@Suite(.serialized, BrowserAvailability.trait) struct PageLayoutTests {
  /// The viewport the promise is made for: a laptop screen's browser window.
  static let laptop = (width: 1280, height: 900)

  /// Boxes of the first drawing on the page, its text parts and buttons, the control panel and the viewport.
  private static let entryProbe = """
    const box = (element) => { const r = element.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
    const drawing = document.querySelector("[data-entry]");
    return {
      viewport: { width: innerWidth, height: innerHeight },
      kind: drawing.dataset.kind,
      drawing: box(drawing),
      screen: box(drawing.closest(".screen")),
      parts: [...drawing.querySelectorAll("[data-part], [data-role]")].map((part) => ({ text: part.textContent, isButton: "role" in part.dataset, ...box(part) })),
      field: drawing.querySelector(".field") ? box(drawing.querySelector(".field")) : null,
      drawings: box(document.querySelector(".drawings")),
      panel: document.querySelector(".entry-panel") ? box(document.querySelector(".entry-panel")) : null,
    };
    """

  private struct Box {
    var left, right, top, bottom: Double
    init(_ json: Any?) {
      let values = json as? [String: Any] ?? [:]
      func number(_ key: String) -> Double { (values[key] as? NSNumber)?.doubleValue ?? .nan }
      (left, right, top, bottom) = (number("left"), number("right"), number("top"), number("bottom"))
    }
  }

  @Test(arguments: [
    "business.groupFull", "publishing.draftConflict", "common.unknown", "validation.email", "confirmation.deletePost",
    "confirmation.signOut", "validation.todoFull", "validation.codeIncomplete",
    "location.longChoices",  // four findings
  ])
  func theDrawingIsVisibleWithoutScrollingOnALaptop(entry: String) throws {
    try BrowserFixture.with { fixture in
      try fixture.browser.resizeViewport(width: Self.laptop.width, height: Self.laptop.height)
      try fixture.open("/entries/\(entry)")
      let page = try #require(try fixture.browser.run(Self.entryProbe) as? [String: Any])
      let size = page["viewport"] as? [String: Any]
      let viewport = Box(["left": 0, "top": 0, "right": size?["width"] ?? 0, "bottom": size?["height"] ?? 0])
      let drawing = Box(page["drawing"])
      #expect(drawing.top >= 0 && drawing.top < viewport.bottom, "\(entry): the drawing starts at \(drawing.top)")
      // Every title, message and button is on screen, a sheet's buttons at the bottom of the phone included.
      let parts = (page["parts"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
      try #require(!parts.isEmpty)
      for part in parts {
        let box = Box(part)
        #expect(
          box.top >= 0 && box.bottom <= viewport.bottom && box.right <= viewport.right,
          "\(entry): \"\(part["text"] ?? "")\" is off screen (\(box.top)–\(box.bottom) of \(viewport.bottom))")
      }
      // The control panel sits beside the drawings, not above them.
      let panel = Box(page["panel"]), drawings = Box(page["drawings"])
      #expect(panel.left >= drawings.right, "\(entry): the panel is not beside the drawings")
    }
  }

  @Test func aNarrowWindowStacksThePanelUnderTheDrawings() throws {
    try BrowserFixture.with { fixture in
      try fixture.browser.resizeViewport(width: 800, height: Self.laptop.height)
      try fixture.open("/entries/business.groupFull")
      let page = try #require(try fixture.browser.run(Self.entryProbe) as? [String: Any])
      let panel = Box(page["panel"]), drawings = Box(page["drawings"])
      #expect(panel.top >= drawings.bottom, "the panel is not under the drawings")
      #expect(Box(page["drawing"]).top < 900, "the drawing does not start on the first screen")
    }
  }

  @Test func theInlineErrorSitsUnderItsFieldNearTheTopOfTheScreen() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/entries/validation.email")
      let page = try #require(try fixture.browser.run(Self.entryProbe) as? [String: Any])
      let screen = Box(page["screen"]), field = Box(page["field"])
      let message = Box((page["parts"] as? [Any])?.first)
      #expect(field.top - screen.top < (screen.bottom - screen.top) / 4, "the field is not in the top quarter")
      #expect(message.top >= field.bottom, "the message is not under the field")
      #expect(message.top - field.bottom < 16, "the message is far from its field")
    }
  }

  @Test func theIndexShowsManyEntriesOnALaptopScreen() throws {
    try BrowserFixture.with { fixture in
      try fixture.browser.resizeViewport(width: Self.laptop.width, height: Self.laptop.height)
      try fixture.open("/")
      let layout = try #require(
        try fixture.browser.run(
          """
          const cards = [...document.querySelectorAll(".entry-card")].map((card) => card.getBoundingClientRect());
          const screens = [...document.querySelectorAll(".entry-card .screen")].map((screen) => screen.getBoundingClientRect().height);
          const rows = new Map();
          for (const card of cards) rows.set(Math.round(card.top), (rows.get(Math.round(card.top)) ?? 0) + 1);
          return { visible: cards.filter((card) => card.top < innerHeight).length, perRow: Math.max(...rows.values()),
                   tallest: Math.max(...screens) };
          """) as? [String: Any])
      #expect((layout["perRow"] as? Int ?? 0) >= 2, "fewer than two entries a row: \(layout)")
      #expect((layout["visible"] as? Int ?? 0) >= 3, "fewer than three entries on the first screen: \(layout)")
      // The entry page draws the 852 pt screen; the index draws a smaller, shorter one.
      #expect(((layout["tallest"] as? NSNumber)?.doubleValue ?? .infinity) < 852 / 2, "an index phone is too tall: \(layout)")
    }
  }
}
