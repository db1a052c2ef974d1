import Copydeck
import Foundation

/// The review state of one `.strings`/`.stringsdict` table: for each key and language, the development text the
/// translation was last confirmed against (`<folder>/<Table>.copydeck-review`, format in docs/review-state.md).
///
/// A translation is outdated when its line records a text other than today's development text. A translation without
/// a line, and every translation of a table without the file, counts as confirmed: adopting Copydeck reports nothing.
/// Only Copydeck writes the file (``TableReview``), with its table, in one locked atomic update.
public struct ReviewFile: Sendable, Equatable {
  /// One translation: a key in a language.
  public struct Translation: Sendable, Hashable, Comparable {
    /// The key.
    public var key: String
    /// The language of the translation, e.g. `ko`.
    public var language: String

    /// Creates a translation's name.
    public init(key: String, language: String) {
      (self.key, self.language) = (key, language)
    }

    /// The file's order: by key (Unicode scalars, as the device matches keys), then language.
    public static func < (a: Translation, b: Translation) -> Bool {
      if a.key.unicodeScalars.elementsEqual(b.key.unicodeScalars) { return a.language < b.language }
      return a.key.unicodeScalars.lexicographicallyPrecedes(b.key.unicodeScalars)
    }
  }

  /// The file's name extension.
  public static let fileExtension = "copydeck-review"

  /// The first line of every file Copydeck writes.
  static let header =
    "# copydeck review state: KEY<tab>LANGUAGE<tab>the development text the translation was confirmed against (docs/review-state.md); written by copydeck"

  /// The development text each translation was last confirmed against.
  public var confirmed: [Translation: String]

  /// Creates a review state.
  public init(confirmed: [Translation: String] = [:]) {
    self.confirmed = confirmed
  }

  /// Where the review file of table `table` of the localizations folder `folder` is: beside the `.lproj` folders.
  public static func url(table: String, in folder: URL) -> URL {
    folder.appendingPathComponent("\(table).\(fileExtension)", isDirectory: false)
  }

  /// The file's bytes: the header and one line per translation, sorted; empty when no translation has a line.
  public var data: Data {
    guard !confirmed.isEmpty else { return Data() }
    var text = Self.header + "\n"
    for translation in confirmed.keys.sorted() {
      text += "\(Self.escaped(translation.key))\t\(translation.language)\t\(Self.escaped(confirmed[translation]!))\n"
    }
    return Data(text.utf8)
  }

  /// Whether the translation of `key` in `language` was confirmed against a development text other than `text`.
  public func isOutdated(_ key: String, language: String, development text: String) -> Bool {
    confirmed[Translation(key: key, language: language)].map { $0 != text } ?? false
  }

  /// `text` with `\`, tab, line feed and carriage return written as `\\`, `\t`, `\n`, `\r`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
