/// Draws an inline error: the message in red under the text field it is about, as a form row shows it.
enum InlineErrorMarkup {
  /// The form row of `alert`; inline errors have no title and no buttons.
  static func draw(_ alert: DrawnAlert) -> HTML {
    """
    <div class="inline-error"\(DrawingAttributes.of(alert))><div class="field" aria-hidden="true"><span class="caret"></span></div>\(TextParts.title(alert.title))<p class="message" data-part="message"><svg class="glyph" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="7.5" fill="currentColor"/><path d="M8 4v5" stroke="var(--inline-glyph-mark)" stroke-width="1.8" stroke-linecap="round"/><circle cx="8" cy="11.8" r="1.1" fill="var(--inline-glyph-mark)"/></svg><span class="text">\(alert.message ?? "")</span></p></div>
    """
  }
}
