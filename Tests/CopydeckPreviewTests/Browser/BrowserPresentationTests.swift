import Foundation
import Testing

/// The presentations drawn as the app shows them, read from the real layout and computed styles in Chromium: the
/// failures an app prevents are never red, and a confirmation follows its `"presentation"`.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserPresentationTests {
  /// The computed colour of `selector` inside the first drawing.
  private static let colour = """
    const element = document.querySelector("[data-entry] " + arguments[0]);
    return element ? getComputedStyle(element).color : null;
    """

  @Test func aDisabledFieldsPlaceholderIsInsideTheFieldAndNotRed() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/entries/validation.todoFull?lang=ko")
      let probe =
        try fixture.browser.run(
          """
          const drawing = document.querySelector("[data-entry]");
          const text = drawing.querySelector('[data-part="message"]');
          const field = text.closest(".field");
          const t = text.getBoundingClientRect(), f = field.getBoundingClientRect();
          return { presentation: drawing.dataset.presentation, disabled: field.dataset.disabled, text: text.textContent,
                   inside: t.top >= f.top && t.bottom <= f.bottom && t.left >= f.left && t.right <= f.right,
                   caret: !!drawing.querySelector(".caret"), glyph: !!drawing.querySelector(".glyph"),
                   colour: getComputedStyle(text).color, red: getComputedStyle(document.querySelector(".device")).getPropertyValue("--red") };
          """) as? [String: Any] ?? [:]
      #expect(probe["presentation"] as? String == "disabledPlaceholder")
      #expect(probe["disabled"] as? String == "true")
      #expect(probe["text"] as? String == "모든 투두를 작성했어요!")
      #expect(probe["inside"] as? Bool == true, "the placeholder is drawn inside its field")
      #expect(probe["caret"] as? Bool == false && probe["glyph"] as? Bool == false, "no cursor, no error glyph")
      #expect(Self.isRed(probe["colour"] as? String) == false, "placeholder colour \(probe["colour"] ?? "")")
    }
  }

  @Test func aHintSitsUnderItsFieldNeutralWithTheActionButtonDrawnDisabled() throws {
    try BrowserFixture.with { fixture in
      for appearance in ["light", "dark"] {
        try fixture.open("/entries/validation.codeIncomplete?lang=en&appearance=\(appearance)")
        let probe =
          try fixture.browser.run(
            """
            const drawing = document.querySelector("[data-entry]");
            const hint = drawing.querySelector('[data-part="message"]');
            const field = drawing.querySelector(".field-line .field"), action = drawing.querySelector(".field-action");
            return { presentation: drawing.dataset.presentation, actionDisabled: action && action.getAttribute("aria-disabled"),
                     below: hint.getBoundingClientRect().top >= field.getBoundingClientRect().bottom,
                     besideField: action && action.getBoundingClientRect().left >= field.getBoundingClientRect().right,
                     glyph: !!drawing.querySelector(".glyph"), colour: getComputedStyle(hint).color,
                     actionBackground: action && getComputedStyle(action).backgroundColor };
            """) as? [String: Any] ?? [:]
        #expect(probe["presentation"] as? String == "disabledActionHint")
        #expect(probe["actionDisabled"] as? String == "true", "the Join button is drawn disabled")
        #expect(probe["below"] as? Bool == true && probe["besideField"] as? Bool == true)
        #expect(probe["glyph"] as? Bool == false)
        #expect(Self.isRed(probe["colour"] as? String) == false, "\(appearance): hint colour \(probe["colour"] ?? "")")
        #expect(Self.isRed(probe["actionBackground"] as? String) == false)
      }
    }
  }

  @Test(arguments: ["ios26", "classic"])
  func aConfirmationAsAnAlertBoldsItsPreferredActionAndAsASheetItDoesNot(design: String) throws {
    try BrowserFixture.with { fixture in
      let weights = """
        const drawing = document.querySelector("[data-entry]");
        return { presentation: drawing.dataset.presentation, sheet: !!drawing.closest(".screen").querySelector(".sheet"),
                 buttons: [...drawing.querySelectorAll("[data-role]")].map((b) => ({ role: b.dataset.role, preferred: b.dataset.preferred === "true",
                   weight: Number(getComputedStyle(b.querySelector(".label") ?? b).fontWeight) })) };
        """
      try fixture.open("/entries/confirmation.signOut?lang=en&design=\(design)")
      let alert = try fixture.browser.run(weights) as? [String: Any] ?? [:]
      #expect(alert["presentation"] as? String == "alert")
      #expect(alert["sheet"] as? Bool == false)
      let alertButtons = (alert["buttons"] as? [[String: Any]]) ?? []
      let preferred = alertButtons.first { $0["preferred"] as? Bool == true }
      let cancel = alertButtons.first { $0["role"] as? String == "cancel" }
      #expect(((preferred?["weight"] as? Double) ?? 0) > ((cancel?["weight"] as? Double) ?? 1000), "the preferred action is bold")

      try fixture.open("/entries/confirmation.deletePost?lang=en&design=\(design)")
      let sheet = try fixture.browser.run(weights) as? [String: Any] ?? [:]
      #expect(sheet["presentation"] as? String == "actionSheet")
      #expect(sheet["sheet"] as? Bool == true)
      let sheetButtons = (sheet["buttons"] as? [[String: Any]]) ?? []
      let destructive = sheetButtons.first { $0["role"] as? String == "destructive" }
      let sheetCancel = sheetButtons.first { $0["role"] as? String == "cancel" }
      #expect(((sheetCancel?["weight"] as? Double) ?? 0) > ((destructive?["weight"] as? Double) ?? 1000), "a sheet bolds Cancel only")
    }
  }

  /// Whether a computed `rgb(…)` colour is a red (red well above green and blue).
  private static func isRed(_ colour: String?) -> Bool? {
    guard let colour else { return nil }
    let numbers = colour.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
    guard numbers.count >= 3 else { return nil }
    return numbers[0] > 150 && numbers[1] < 100 && numbers[2] < 100
  }
}
