/// Korean particles whose form depends on the word before them (을/를, 이/가, 은/는, 과/와, 으로/로, …).
///
/// Right after a format argument the word is unknown when the copy is written, so a particle fixed in one form
/// is wrong for about half of all values ("파일을" but "사진를"). The catalog writes both forms, `%@을(를)`, and
/// picks the right one at runtime.
enum KoreanParticle {
  /// A fixed particle and the catalog syntax to write instead.
  struct Match: Equatable {
    /// The particle as written, such as `을`.
    var particle: String
    /// The catalog syntax that covers both forms, such as `을(를)`.
    var replacement: String
  }

  /// (after a consonant, after a vowel, catalog syntax), longest first so that `이에요` wins over `이`.
  private static let pairs: [(String, String, String)] = [
    ("이에요", "예요", "(이)에요"), ("이라고", "라고", "(이)라고"), ("이라는", "라는", "(이)라는"),
    ("이라면", "라면", "(이)라면"), ("이랑", "랑", "(이)랑"), ("이나", "나", "(이)나"),
    ("으로", "로", "(으)로"), ("을", "를", "을(를)"), ("이", "가", "이(가)"), ("은", "는", "은(는)"),
    ("과", "와", "과(와)"),
  ]

  /// The fixed particle at the start of `following` (the text right after an argument), if there is one.
  ///
  /// A particle counts only when a word boundary follows it (space, punctuation, end of text), so `%@이름` or
  /// `%@로그인` are not particles; the catalog's own `을(를)` syntax is accepted.
  static func fixedParticle(following: Substring) -> Match? {
    for (consonantForm, vowelForm, replacement) in pairs {
      for form in [consonantForm, vowelForm] where following.hasPrefix(form) {
        let rest = following.dropFirst(form.count)
        if rest.hasPrefix("(") { return nil }  // already `을(를)`
        if let next = rest.first, isHangul(next) { continue }
        return Match(particle: form, replacement: replacement)
      }
    }
    return nil
  }

  private static func isHangul(_ character: Character) -> Bool {
    character.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value) }
  }
}
