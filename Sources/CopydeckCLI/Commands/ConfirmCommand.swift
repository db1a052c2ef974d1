import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck confirm FILE [KEY ...]`: records that translations are still right for today's development text.
enum ConfirmCommand: Command {
  static let name = "confirm"
  static let summary = "Mark outdated translations as still right for today's development text"
  static let help = """
    USAGE: copydeck confirm FILE [KEY ...]
           copydeck confirm FILE.xcstrings --language LANG [KEY ...]

    Records that the translations of each KEY in FILE (a translation's table, such as ko.lproj/Alerts.strings or
    its .stringsdict) are still right for today's development text; without KEY, every outdated translation of FILE.
    `copydeck check` reports a translation as translation-outdated when the development text changed after it was
    last written or confirmed; confirming it is for when the translation needs no change (a typo fixed in English).
    To change it instead, save a new one with `copydeck set` or in the preview, which confirms it too.

    The table's review file (<Table>.copydeck-review beside the .lproj folders, see docs/review-state.md) gets the
    lines of those translations set to today's development text, under the same lock and atomic replace as
    `copydeck set`; FILE itself is not changed.

    In a String Catalog (.xcstrings) --language names the localization: each needs_review string of KEY (every one,
    without KEY) becomes translated, as Xcode's "Mark as Reviewed" does; every other byte stays.

    EXIT STATUS:
      0  the translations were confirmed (or none was outdated)
      1  a KEY has no translation in FILE, or FILE or the review file does not parse (nothing is written)
      2  usage error, or a file cannot be read or written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let language = try arguments.option("language")
    let path = try arguments.positional("FILE")
    var keys: [String] = []
    while let key = arguments.nextPositional() { keys.append(key) }
    try arguments.finish()
    let url = URL(fileURLWithPath: path)
    return try TableWriteFailure.reported {
      if url.pathExtension == "xcstrings" {
        guard let language else {
          throw UsageError("copydeck confirm on a String Catalog needs --language LANG, e.g. --language ko")
        }
        return try confirmCatalog(url, path: path, language: language, keys: keys)
      }
      if language != nil { throw UsageError("--language is for a String Catalog; a .strings file's language is its .lproj folder") }
      guard let (review, language) = try ReviewedFile.review(of: url) else {
        throw UsageError("\(path) is not a table in a <language>.lproj folder; pass a translation's .strings or .stringsdict file")
      }
      guard language != review.developmentLanguage else {
        throw UsageError(
          "\(path) is the development language's table (\(language)); pass the translation's file, e.g. ko.lproj/\(url.lastPathComponent)")
      }
      let defined = review.keys(language: language)
      if let missing = keys.first(where: { !defined.contains($0) }) {
        Output.error(
          "\(path):1:1: error: \(language) has no translation of \(Escaping.jsonLiteral(missing)) in this table; nothing was confirmed\n  hint: check the key's spelling (copydeck parse \(path) lists the keys)"
        )
        return .failure
      }
      let chosen =
        keys.isEmpty
        ? try review.outdated().map(\.translation).filter { $0.language == language }
        : keys.map {
          ReviewFile.Translation(key: $0, language: language)
        }
      let changed = try review.confirm(Set(chosen))
      Output.error("\(path): confirmed \(counted(changed, "outdated translation")) against today's \(review.developmentLanguage) text")
      return .success
    }
  }

  /// Marks the needs_review strings of `keys` (every key, when empty) in the `language` localization translated.
  private static func confirmCatalog(_ url: URL, path: String, language: String, keys: [String]) throws -> ExitCode {
    let marked = try StringCatalogEditor.edit(fileAt: url) { editor in
      let known = editor.catalog.keys.map(\.key)
      if let missing = keys.first(where: { key in !known.contains(key) }) {
        throw StringsDiagnostic(
          id: "unknown-key", severity: .error, location: SourceLocation(file: path, line: 1, column: 1),
          message: "the catalog has no key \(Escaping.jsonLiteral(missing)); nothing was confirmed",
          hint: "check the key's spelling (copydeck parse \(path) lists the keys)")
      }
      var marked = 0
      for key in keys.isEmpty ? known : keys { marked += try editor.markReviewed(key: key, language: language) }
      return marked
    }
    Output.error("\(path): marked \(counted(marked, "\(language) string")) translated")
    return .success
  }

  /// `1 thing`, `2 things`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
