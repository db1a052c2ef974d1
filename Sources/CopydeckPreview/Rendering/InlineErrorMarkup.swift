/// Draws an inline error as a form shows it: under the navigation bar, a field's label and the field, the message
/// in red under the field, and the next (untouched) row of the form below.
enum InlineErrorMarkup {
  /// The form of `alert`; inline errors have no title and no buttons. The labels are grey bars, like the app
  /// behind an alert: the catalog has no copy for them.
  static func draw(_ alert: DrawnAlert) -> HTML {
    """
    <div class="inline-error"\(DrawingAttributes.of(alert))><div class="form-row"><div class="field-label" aria-hidden="true"></div><div class="field" aria-hidden="true"><span class="caret"></span></div>\(TextParts.title(alert.title))<p class="message" data-part="message"><svg class="glyph" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="7.5" fill="currentColor"/><path d="M8 4v5" stroke="var(--inline-glyph-mark)" stroke-width="1.8" stroke-linecap="round"/><circle cx="8" cy="11.8" r="1.1" fill="var(--inline-glyph-mark)"/></svg><span class="text">\(alert.message ?? "")</span></p></div><div class="form-row" aria-hidden="true"><div class="field-label short"></div><div class="field untouched"></div></div></div>
    """
  }
}
