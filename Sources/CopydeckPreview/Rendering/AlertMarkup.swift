/// Draws a `UIAlertController` alert: title, message and buttons on a card over the dimmed screen.
enum AlertMarkup {
  /// The card of `alert` in the design and text size of `options`.
  static func draw(_ alert: DrawnAlert, options: PreviewOptions) -> HTML {
    let layout = ButtonLayout(buttons: alert.buttons, design: options.design, textSize: options.textSize)
    let actions = alert.buttons.enumerated().map { index, button in
      ActionMarkup.draw(button, bold: index == layout.boldIndex, violation: index >= ButtonLayout.maximumButtons)
    }
    let actionBlock: HTML =
      alert.buttons.isEmpty
      ? ""
      : """
      <div class="alert-actions" data-layout="\(layout.arrangement.rawValue)" data-count="\(alert.buttons.count)">\(actions)</div>
      """
    return """
      <div class="alert"\(DrawingAttributes.of(alert))><div class="alert-content">\(TextParts.title(alert.title))\(TextParts.message(alert.message))</div>\(actionBlock)</div>
      """
  }
}
