import Foundation
import Testing

/// What a copywriter sees, checked in a real headless Chromium against a real preview server: positions, colours
/// and weights come from the browser's layout (`getBoundingClientRect`, `getComputedStyle`), not from the markup.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserLayoutTests {
  /// Loads `path` and returns the buttons of every drawing of `entry` on it.
  private func buttons(_ fixture: BrowserFixture, _ path: String, entry: String) throws -> [DrawnButtons] {
    try fixture.open(path)
    let drawings = DrawnButtons.read(try fixture.browser.run(LayoutProbe.buttons, [entry]))
    try #require(!drawings.isEmpty, "no drawing of \(entry) on \(path)")
    return drawings
  }

  @Test func twoButtonsShareARowWithCancelOnTheLeadingSide() throws {
    try BrowserFixture.with { fixture in
      for design in ["ios26", "classic"] {
        for drawing in try buttons(fixture, "/entries/account.notSignedIn?design=\(design)", entry: "account.notSignedIn") {
          #expect(drawing.layout == "row", "\(design) \(drawing.lang)")
          let cancel = try #require(drawing.buttons.first { $0.role == "cancel" })
          let other = try #require(drawing.buttons.first { $0.role != "cancel" })
          #expect(abs(cancel.top - other.top) < 1, "\(design) \(drawing.lang): the buttons are not on one row")
          #expect(cancel.right <= other.left + 1, "\(design) \(drawing.lang): cancel is not leftmost")
        }
      }
      // Right to left, the leading side is the right.
      for drawing in try buttons(fixture, "/entries/account.notSignedIn?lang=rtl", entry: "account.notSignedIn") {
        let cancel = try #require(drawing.buttons.first { $0.role == "cancel" })
        let other = try #require(drawing.buttons.first { $0.role != "cancel" })
        #expect(abs(cancel.top - other.top) < 1)
        #expect(cancel.left >= other.right - 1, "right-to-left: cancel is not rightmost")
      }
      // At accessibility text sizes the same two buttons stack, cancel at the bottom.
      for drawing in try buttons(fixture, "/entries/account.notSignedIn?size=ax1", entry: "account.notSignedIn") {
        let cancel = try #require(drawing.buttons.first { $0.role == "cancel" })
        let other = try #require(drawing.buttons.first { $0.role != "cancel" })
        #expect(drawing.layout == "stack")
        #expect(cancel.top >= other.bottom - 1, "ax1 \(drawing.lang): cancel is not below")
      }
    }
  }

  @Test(arguments: ["publishing.draftConflict", "domain.tooManyChoices", "location.longChoices"])
  func stackedButtonsShareAColumnWithCancelLowest(entry: String) throws {
    try BrowserFixture.with { fixture in
      for design in ["ios26", "classic"] {
        for drawing in try buttons(fixture, "/entries/\(entry)?design=\(design)", entry: entry) {
          let where_ = "\(entry) \(design) \(drawing.lang)"
          #expect(drawing.layout == "stack", "\(where_)")
          let cancel = try #require(drawing.buttons.first { $0.role == "cancel" })
          for button in drawing.buttons {
            #expect(
              abs(button.left - cancel.left) < 1 && abs(button.right - cancel.right) < 1, "\(where_): \(button.label) is not in the column")
            if button.role != "cancel" {
              #expect(cancel.top >= button.bottom - 1, "\(where_): cancel is not below \(button.label)")
            }
          }
          if entry == "domain.tooManyChoices" {
            #expect(drawing.buttons.count == 4, "\(where_): the fourth button must be drawn")
          }
          let tops = drawing.buttons.map(\.top).sorted()
          #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 - $0 >= 20 }, "\(where_): two buttons share a row")
        }
      }
    }
  }

  @Test func destructiveTextIsSystemRed() throws {
    try BrowserFixture.with { fixture in
      let reds = [
        ("ios26", "light", "rgb(255, 56, 60)"), ("ios26", "dark", "rgb(255, 66, 69)"),
        ("classic", "light", "rgb(255, 59, 48)"), ("classic", "dark", "rgb(255, 69, 58)"),
      ]
      for (design, appearance, red) in reds {
        for entry in ["publishing.draftConflict", "confirmation.deletePost"] {
          for drawing in try buttons(fixture, "/entries/\(entry)?design=\(design)&appearance=\(appearance)", entry: entry) {
            let destructive = try #require(drawing.buttons.first { $0.role == "destructive" })
            #expect(destructive.color == red, "\(entry) \(design) \(appearance) \(drawing.lang)")
            for other in drawing.buttons where other.role != "destructive" {
              #expect(other.color != red, "\(entry) \(design) \(appearance): \(other.label) is red too")
            }
          }
        }
      }
    }
  }

  @Test func thePreferredActionIsBoldAndOnlyIt() throws {
    try BrowserFixture.with { fixture in
      for design in ["ios26", "classic"] {
        for entry in ["account.notSignedIn", "publishing.draftConflict", "domain.tooManyChoices"] {
          for drawing in try buttons(fixture, "/entries/\(entry)?design=\(design)", entry: entry) {
            let preferred = try #require(drawing.buttons.first { $0.preferred })
            #expect(preferred.weight >= 600, "\(entry) \(design) \(drawing.lang): \(preferred.label) is not bold")
            for other in drawing.buttons where !other.preferred {
              #expect(other.weight < 600, "\(entry) \(design) \(drawing.lang): \(other.label) is bold too")
            }
          }
        }
      }
      // No preferred action: UIKit makes cancel bold in the classic design.
      for drawing in try buttons(fixture, "/?design=classic", entry: "confirmation.deletePost") {
        let cancel = try #require(drawing.buttons.first { $0.role == "cancel" })
        #expect(cancel.weight >= 600, "\(drawing.lang): cancel is not bold")
      }
    }
  }

  @Test(arguments: ["ios26", "classic"])
  func noTextOverflowsItsBoxAtTheDefaultSize(design: String) throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/?design=\(design)")
      let drawn = try fixture.browser.run("return document.querySelectorAll('[data-entry]').length;") as? Int
      #expect(drawn == 26)  // 13 entries × 2 languages
      let overflows = try fixture.browser.run(LayoutProbe.overflows) as? [String]
      #expect(overflows == [])
    }
  }

  @Test func koreanBreaksBetweenWordsOnly() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/entries/business.groupFull?lang=ko&design=classic")
      let kept = try #require(try fixture.browser.run(LayoutProbe.koreanBreaks) as? [String: Any])
      #expect((kept["lines"] as? Int ?? 0) >= 3, "the Korean message should wrap to several lines")
      #expect(kept["breaksInsideWords"] as? [String] == [])
      // The probe does find breaks inside words when the style allows them, so it can fail.
      try fixture.browser.run(
        "for (const node of document.querySelectorAll('[lang=\"ko\"]')) node.style.wordBreak = 'normal';")
      let normal = try #require(try fixture.browser.run(LayoutProbe.koreanBreaks) as? [String: Any])
      #expect(!(normal["breaksInsideWords"] as? [String] ?? []).isEmpty)
    }
  }
}
