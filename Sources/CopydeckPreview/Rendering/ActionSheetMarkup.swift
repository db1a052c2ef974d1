/// Draws a confirmation as the action sheet iOS uses for choices about an action the person started (HIG
/// "Action sheets"): title and message on top, the actions below, and cancel apart at the bottom.
enum ActionSheetMarkup {
  /// The sheet of `alert` (the design only changes its style).
  ///
  /// `preferredAction` is ignored by action sheets (Apple's documentation), so the bold button is always cancel,
  /// and cancel is drawn in its own group at the bottom.
  static func draw(_ alert: DrawnAlert) -> HTML {
    let cancelIndex = alert.buttons.firstIndex { $0.role == .cancel }
    let others = alert.buttons.enumerated().filter { $0.offset != cancelIndex }.map { index, button in
      ActionMarkup.draw(button, bold: false, violation: index >= ButtonLayout.maximumButtons)
    }
    let cancel: HTML =
      cancelIndex.map { index in
        "<div class=\"sheet-group sheet-cancel\">\(ActionMarkup.draw(alert.buttons[index], bold: true, violation: index >= ButtonLayout.maximumButtons))</div>"
      } ?? ""
    let header: HTML =
      alert.title == nil && alert.message == nil
      ? ""
      : """
      <div class="sheet-header">\(TextParts.title(alert.title))\(TextParts.message(alert.message))</div>
      """
    return """
      <div class="sheet"\(DrawingAttributes.of(alert))><div class="sheet-group">\(header)<div class="sheet-actions" data-layout="stack" data-count="\(others.count)">\(others)</div></div>\(cancel)</div>
      """
  }
}
