/// The review state a String Catalog records for a translated string (`stringUnit.state`).
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// Added, not translated yet.
  case new
  /// Translated.
  case translated
  /// Translated, but the source changed or a translator asked for a second look.
  case needsReview = "needs_review"
}
