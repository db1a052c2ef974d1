/// Draws the failures an app prevents instead of reporting, as the app shows them: never in red, never with an
/// error glyph or an active field.
///
/// - `disabledPlaceholder`: the field is disabled (greyed, no caret) and the copy is its placeholder, saying why
///   nothing can be typed ("모든 투두를 작성했어요!").
/// - `disabledActionHint`: the field is active with a partial value, the copy is a neutral hint under it, and the
///   field's action button beside it is drawn disabled until the value is complete.
///
/// Labels, values and the button's title are grey bars, like the app behind an alert: the catalog has no copy for them.
enum PreventedErrorMarkup {
  /// The form of `alert` (an inline entry presented as a prevented failure).
  static func draw(_ alert: DrawnAlert) -> HTML {
    let text: HTML = "\(alert.message ?? "")"
    let row: HTML
    if alert.presentation == .disabledPlaceholder {
      row = """
        <div class="form-row"><div class="field-label" aria-hidden="true"></div><div class="field" data-disabled="true" aria-disabled="true"><span class="placeholder" data-part="message">\(text)</span></div></div>
        """
    } else {
      row = """
        <div class="form-row"><div class="field-label" aria-hidden="true"></div><div class="field-line"><div class="field"><span class="value" aria-hidden="true"></span><span class="caret"></span></div><div class="field-action" data-disabled="true" aria-disabled="true" aria-hidden="true"><span class="action-title"></span></div></div><p class="hint" data-part="message">\(text)</p></div>
        """
    }
    return """
      <div class="inline-error prevented"\(DrawingAttributes.of(alert))>\(row)<div class="form-row" aria-hidden="true"><div class="field-label short"></div><div class="field untouched"></div></div></div>
      """
  }
}
