import CopydeckFiles

/// A translation of a `.strings`/`.stringsdict` table named for its review file: the table, the key, the language.
public struct ReviewedTranslation: Sendable, Hashable, Comparable {
  /// The table's name.
  public var table: String
  /// The key.
  public var key: String
  /// The translation's language.
  public var language: String

  /// The key and language, as the table's review file names them.
  var translation: ReviewFile.Translation { ReviewFile.Translation(key: key, language: language) }

  /// By table, then as the review file sorts.
  public static func < (a: ReviewedTranslation, b: ReviewedTranslation) -> Bool {
    a.table != b.table ? a.table < b.table : a.translation < b.translation
  }
}
