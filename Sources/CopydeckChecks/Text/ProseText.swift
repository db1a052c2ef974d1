/// The prose of a value: what a translator translates and a reader reads as punctuated text, without what reads the
/// same in every language.
///
/// Taken out are format specifiers (`%@`, `%1$d`), placeholders (`${name}`, `{{name}}`, `{name}`, `$(NAME)`,
/// `%#@name@`), and every whitespace-separated token that is a URL (`https://…`, `www.…`), an e-mail address, a path
/// (it holds `/` or `\`), a marker or hashtag (`#bc-ignore!`), a file extension (`.jpeg`), or holds a dot between two letters or digits: a domain, a file
/// name, a version (`example.com`, `photo.png`, `1.2.3`). A token that is taken out keeps the sentence punctuation that ends it
/// (`example.com.` leaves `.`).
enum ProseText {
  /// The prose of `text` (see the type's documentation).
  static func prose(of text: CopyText) -> String {
    prose(text.filled { _ in " " })
  }

  /// The prose of `literal`, a text without format specifiers.
  static func prose(_ literal: String) -> String {
    withoutPlaceholders(literal).split(whereSeparator: \.isWhitespace).map { token -> Substring in
      guard isNotProse(token) else { return token }
      return token.reversed().prefix(while: { sentenceEnd.contains($0) }).isEmpty ? "" : token.suffix(1)
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Whether `prose` has a word to translate: a run of three or more Latin letters that is not an acronym (`CPU`,
  /// `PNG`) or a brand-like name with a capital inside (`iCloud`, `GitHub`, `macOS`) and is not among `allowed`
  /// (compared in lower case), or any letter of another script (`설정`, `設定`).
  static func hasWordToTranslate(_ prose: String, allowed: Set<String> = []) -> Bool {
    var run: [Character] = []
    func counts() -> Bool {
      defer { run.removeAll(keepingCapacity: true) }
      guard run.count >= 3 else { return false }
      if run.allSatisfy(\.isUppercase) { return false }
      if run.dropFirst().contains(where: \.isUppercase) { return false }
      return !allowed.contains(String(run).lowercased())
    }
    for character in prose {
      if character.isLetter {
        if let scalar = character.unicodeScalars.first, scalar.value > 0x24F { return true }
        run.append(character)
      } else if counts() {
        return true
      }
    }
    return counts()
  }

  /// Whether `prose` reads as text of the language rather than a name or a single word: it has a letter of a script
  /// other than Latin, or two words or more of which one after the first is in lower case (`Hide posts with media`,
  /// `No one`), or of which one is a common English word in any case (`Open Copydeck`, `Log In`, `My Albums`). A
  /// single word (`Podcast`, `Info`, `Latin`, `Kiwix`), a version or count with one (`Version %@`) and a name in title
  /// case (`Pocket Casts Plus`, `Hong Kong`, `Face ID`) are not: apps keep such names and loanwords as English writes
  /// them, in every script. A text around an argument needs `minimumWords` words (`Admin in %@`
  /// and `in %@ spaces` read the same in German and Dutch).
  static func readsAsPhrase(_ prose: String, minimumWords: Int = 2) -> Bool {
    var words = 0
    var lowercaseAfterFirst = false
    var hasCommonWord = false
    var word: [Character] = []
    func endWord() {
      defer { word.removeAll(keepingCapacity: true) }
      guard word.count >= 2 else { return }
      words += 1
      if words > 1, word.allSatisfy({ !$0.isUppercase }) { lowercaseAfterFirst = true }
      if commonWords.contains(String(word).lowercased()) { hasCommonWord = true }
    }
    for character in prose {
      if character.isLetter {
        if let scalar = character.unicodeScalars.first, scalar.value > 0x24F { return true }
        word.append(character)
      } else if character != "'" && character != "’" {
        endWord()
      }
    }
    endWord()
    return (lowercaseAfterFirst || (hasCommonWord && words > 1)) && words >= minimumWords
  }

  /// English words of interface copy that no product name is made of alone, so a title-case text with one of them is
  /// copy (`Open Copydeck`, `Use Photo`), not a name.
  private static let commonWords: Set<String> = [
    "about", "add", "all", "and", "are", "at", "by", "can", "cancel", "close", "confirm", "delete", "done", "edit", "for",
    "forgot", "from", "get", "go", "has", "have", "here", "hide", "how", "in", "is", "it", "learn", "log", "more", "my",
    "new", "no", "not", "of", "off", "on", "open", "or", "other", "out", "remove", "save", "see", "send", "set", "share",
    "show", "sign", "the", "this", "to", "try", "turn", "up", "use", "view", "what", "when", "why",
    "with", "you", "your",
  ]

  /// The punctuation that may end a sentence right after a URL, a file name or a version.
  private static let sentenceEnd: Set<Character> = [".", ",", "!", "?", ":", ";", ")"]

  /// Whether a token is a URL, an e-mail address, a path, a domain, a file name or a version.
  private static func isNotProse(_ token: Substring) -> Bool {
    if token.contains("://") || token.lowercased().hasPrefix("www.") { return true }
    if token.contains("/") || token.contains("\\") { return true }
    // A tool's marker or a hashtag (`#bc-ignore!`, `#ios`), not a word of the copy.
    if token.hasPrefix("#"), token.count > 1 { return true }
    let characters = Array(token.reversed().drop(while: { sentenceEnd.contains($0) }).reversed().drop(while: { $0 == "(" || $0 == "[" }))
    // A file extension on its own: `.jpeg`, `(.png)`.
    if characters.count > 1, characters[0] == ".", characters.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber }) { return true }
    if characters.contains("@"), characters.contains(".") { return true }
    for index in characters.indices.dropFirst().dropLast() where characters[index] == "." {
      let before = characters[index - 1], after = characters[index + 1]
      if (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber) { return true }
    }
    return false
  }

  /// `literal` with each placeholder replaced by a space: `${…}`, `{{…}}`, `{…}`, `$(…)`, `%#@…@`.
  private static func withoutPlaceholders(_ literal: String) -> String {
    guard literal.contains(where: { $0 == "{" || $0 == "$" || $0 == "@" }) else { return literal }
    var result = ""
    var rest = literal[...]
    while let first = rest.first {
      let closing: String?
      if rest.hasPrefix("{{") {
        closing = "}}"
      } else if rest.hasPrefix("${") || first == "{" {
        closing = "}"
      } else if rest.hasPrefix("$(") {
        closing = ")"
      } else if rest.hasPrefix("%#@") {
        closing = "@"
      } else {
        closing = nil
      }
      if let closing, let end = rest.dropFirst(closing == "@" ? 3 : 1).range(of: closing) {
        result += " "
        rest = rest[end.upperBound...]
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }
}
