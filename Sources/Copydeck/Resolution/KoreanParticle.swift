/// A Korean particle written with both forms right after a format specifier, in any way translators write it:
/// `%@을(를)`, `%@를(을)`, `%@(을)를`, `%@(으)로`, `%@(이)가`, `%@(와)과`, `%@(이)나`, `%@(이)라고`, `%@이에요(예요)`.
///
/// Formatting replaces it by the form that fits how the argument is read (``form(after:)``): `사진을`, `iPhone을`,
/// `Wi-Fi를`, `URL로`, `3km를`; unknown, it stays as written, never a wrong form. See <doc:KoreanParticles>.
public struct KoreanParticle: Hashable, Sendable {
  /// The pair as the copy writes it, such as `을(를)` or `(으)로`.
  public let written: String
  /// The form used after a final consonant (받침), such as `을`.
  public let afterConsonant: Substring
  /// The form used after a vowel, such as `를`.
  public let afterVowel: Substring

  /// The particles whose forms differ by more than a leading `이` or `으`, the form after a consonant first.
  public static let pairs = [("을", "를"), ("이", "가"), ("은", "는"), ("과", "와"), ("으로", "로"), ("이에요", "예요"), ("아", "야")].map {
    KoreanParticle(written: "\($0)(\($1))", $0[...], $1[...])
  }

  /// The particle pair written at the start of `text`, if any: only Hangul stands before `(` and inside `(…)`.
  public static func prefix(of text: Substring) -> KoreanParticle? {
    let isHangul = { (character: Character) in character.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } }
    let before = text.prefix(while: isHangul), open = before.endIndex
    guard open < text.endIndex, text[open] == "(" else { return nil }
    let inside = text[text.index(after: open)...].prefix(while: isHangul), close = inside.endIndex
    guard !inside.isEmpty, close < text.endIndex, text[close] == ")" else { return nil }
    let end = text.index(after: close)
    if before.isEmpty {  // `(을)를`, `(이)가`, `(으)로`, `(이)나`: the letters in parentheses, then the word they complete
      let after = text[end...].prefix(while: isHangul)
      for pair in pairs {
        for (one, other) in [(pair.afterConsonant, pair.afterVowel), (pair.afterVowel, pair.afterConsonant)]
        where one == inside && after.hasPrefix(other) {
          return KoreanParticle(
            written: String(text[..<after.index(after.startIndex, offsetBy: other.count)]), pair.afterConsonant, pair.afterVowel)
        }
      }
      return (inside == "이" || inside == "으") && !after.isEmpty
        ? KoreanParticle(written: String(text[..<after.endIndex]), inside + after, after) : nil
    }
    // `을(를)`, `를(을)`, `으로(로)`, `이나(나)`: one form, then the other in parentheses.
    if let pair = pairs.first(where: { Set([$0.afterConsonant, $0.afterVowel]) == [before, inside] }) {
      return KoreanParticle(written: String(text[..<end]), pair.afterConsonant, pair.afterVowel)
    }
    for (consonant, vowel) in [(before, inside), (inside, before)] where consonant == "이" + vowel || consonant == "으" + vowel {
      return KoreanParticle(written: String(text[..<end]), consonant, vowel)
    }
    return nil
  }

  private init(written: String, _ afterConsonant: Substring, _ afterVowel: Substring) {
    (self.written, self.afterConsonant, self.afterVowel) = (written, afterConsonant, afterVowel)
  }

  /// The form that follows `word`, or `nil` when how `word` is read is not known: then keep the pair as written.
  /// A form starting with `으` gives way after ㄹ (`서울로`, `URL로`).
  public func form(after word: Substring) -> Substring? {
    switch KoreanReading.ending(of: word) {
    case .vowel?: afterVowel
    case .rieul?: afterConsonant.hasPrefix("으") ? afterVowel : afterConsonant
    case .consonant?: afterConsonant
    case nil: nil
    }
  }
}
