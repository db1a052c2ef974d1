/// What a key's text says about being shown as it is, for `code-key-missing`: whether it has a word a translator
/// would translate, and whether the key is English text rather than an identifier.
enum TranslatableText {
  /// Whether `text` has a word to translate: one with a letter that is not a hashtag (`#swift`), a mention
  /// (`@team`), a domain in a text of several words (`reddit.com → old.reddit.com`), nor a name after `©`
  /// (`© OpenStreetMap`, an attribution).
  static func hasWords(_ text: String) -> Bool {
    let trimmed = text.drop { $0 == " " }
    if trimmed.hasPrefix("©") { return false }
    let words = text.split { $0 == " " || $0 == "\n" || $0 == "\t" }
    return words.contains { word in
      guard word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
      if word.hasPrefix("#") || word.hasPrefix("@") { return false }
      return words.count < 2 || !isDomain(word)
    }
  }

  /// Whether `word` is a host name: dot-separated parts of letters, digits and `-`, the last of letters only.
  private static func isDomain(_ word: Substring) -> Bool {
    let parts = word.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, let last = parts.last, last.count >= 2, last.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
    return parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
  }

  /// Whether `key` reads as English text, not an identifier: it has a space (`Turn on search suggestions?`), or it
  /// is one word of letters capitalized at most at its start (`Yes`; not `NewTab`, `settings.title`, `error_title`).
  static func readsAsText(_ key: String) -> Bool {
    if key.contains(" ") { return true }
    guard let first = key.first, first.isLetter else { return false }
    return key.allSatisfy(\.isLetter) && !key.dropFirst().contains(where: \.isUppercase)
  }
}
