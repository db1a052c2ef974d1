import Copydeck
import CopydeckFiles

/// Finds a Korean particle fixed in one form right after a format argument (`%@을`, `%@가`).
///
/// The word the argument stands for is unknown when the copy is written, so one form is wrong for about half
/// of all values ("파일을" but "사진를"). The catalog writes both forms, `%@을(를)`, and picks the right one at
/// runtime (``KoreanParticle``).
enum FixedParticle {
  /// A fixed particle and the catalog pair to write instead.
  struct Match: Equatable {
    /// The particle as written, such as `을`.
    var particle: String
    /// The pair that covers both forms, such as `을(를)`.
    var replacement: String
  }

  /// Every form the catalog can pick, longest first so that `이에요` wins over `이`.
  private static let forms: [(form: String, pair: KoreanParticle)] = KoreanParticle.pairs
    .flatMap { [(String($0.afterConsonant), $0), (String($0.afterVowel), $0)] }
    .sorted { $0.form.count > $1.form.count }

  /// The fixed particle at the start of `following` (the text right after an argument), if there is one.
  ///
  /// A particle counts only when a word boundary follows it (space, punctuation, end of text), so `%@이름` and
  /// `%@로그인` are not particles; the catalog's own pairs (`을(를)`) are what to write, so they pass.
  static func match(following: Substring) -> Match? {
    if KoreanParticle.prefix(of: following) != nil { return nil }
    for (form, pair) in forms where following.hasPrefix(form) {
      let rest = following.dropFirst(form.count)
      if let next = rest.first, isHangul(next) { continue }
      return Match(particle: form, replacement: pair.written)
    }
    return nil
  }

  private static func isHangul(_ character: Character) -> Bool {
    character.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value) }
  }
}
