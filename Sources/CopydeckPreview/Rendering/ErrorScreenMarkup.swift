/// Draws a full-screen error view as SwiftUI's `ContentUnavailableView` lays it out: a symbol, the title, the
/// message and the retry action, centred on the screen (ios-alerts.md §6).
enum ErrorScreenMarkup {
  /// The screen of `alert`.
  static func draw(_ alert: DrawnAlert) -> HTML {
    let actions = alert.buttons.enumerated().map { index, button in
      ActionMarkup.draw(button, bold: button.preferred, violation: index >= ButtonLayout.maximumButtons)
    }
    return """
      <div class="error-screen"\(DrawingAttributes.of(alert))><div class="nav-bar"></div><div class="unavailable">\(symbol)\(TextParts.title(alert.title))\(TextParts.message(alert.message))<div class="unavailable-actions" data-layout="stack" data-count="\(actions.count)">\(actions)</div></div></div>
      """
  }

  /// A stand-in for the SF Symbol `wifi.exclamationmark` (SF Symbols cannot be shipped), drawn in the symbol colour.
  private static let symbol: HTML = """
    <svg class="symbol" viewBox="0 0 64 64" aria-hidden="true"><path d="M6 24a38 38 0 0 1 52 0M14 33a26 26 0 0 1 36 0M22 42a14 14 0 0 1 20 0" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/><circle cx="32" cy="53" r="4" fill="currentColor"/></svg>
    """
}
