import Copydeck

/// A translation confirmed against a development text that has changed since.
public struct OutdatedTranslation: Sendable, Hashable {
  /// The key and language.
  public var translation: ReviewFile.Translation
  /// The development text the translation was confirmed against.
  public var confirmed: String
  /// Today's development text.
  public var today: String
}
