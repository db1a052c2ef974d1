/// A Korean particle whose form depends on the word before it.
///
/// Copy writes it as a pair right after a format specifier: `%@을(를)`, `%1$@이(가)`, `%d은(는)`.
///
/// The form after a final consonant (받침) comes first, the form after a vowel in parentheses; up to
/// two closing quotes or brackets may stand between the specifier and the pair (`‘%@’을(를)`).
/// When the copy is formatted, the pair is replaced by the form that fits the argument's last
/// character: a Hangul syllable by its final consonant, a digit by its Korean reading (`3` 삼 →
/// `을`, `2` 이 → `를`). `으로(로)` also takes `로` after ㄹ (`서울로`, `1로`). After anything else —
/// Latin letters, symbols, an empty argument — the pair stays exactly as written (`Apple을(를)`).
public enum KoreanParticle: String, Sendable, CaseIterable {
  /// Object marker: `을` after a consonant, `를` after a vowel.
  case eulReul = "을(를)"
  /// Subject marker: `이` / `가`.
  case iGa = "이(가)"
  /// Topic marker: `은` / `는`.
  case eunNeun = "은(는)"
  /// "And, with": `과` / `와`.
  case gwaWa = "과(와)"
  /// Direction or means: `으로` / `로`, and `로` after ㄹ.
  case euroRo = "으로(로)"
  /// Polite copula: `이에요` / `예요`.
  case ieyoYeyo = "이에요(예요)"
  /// Vocative: `아` / `야`.
  case aYa = "아(야)"

  /// The form used after a final consonant, e.g. `을`.
  public var afterConsonant: Substring {
    // Literals, not slices of ``rawValue``: slicing a string at byte offsets costs more than the rest of a fill.
    switch self {
    case .eulReul: "을"
    case .iGa: "이"
    case .eunNeun: "은"
    case .gwaWa: "과"
    case .euroRo: "으로"
    case .ieyoYeyo: "이에요"
    case .aYa: "아"
    }
  }

  /// The form used after a vowel, e.g. `를`.
  public var afterVowel: Substring {
    switch self {
    case .eulReul: "를"
    case .iGa: "가"
    case .eunNeun: "는"
    case .gwaWa: "와"
    case .euroRo: "로"
    case .ieyoYeyo: "예요"
    case .aYa: "야"
    }
  }

  /// The pair written at the start of `text`, if any.
  public static func prefix(of text: Substring) -> KoreanParticle? {
    allCases.first { text.hasPrefix($0.rawValue) }
  }

  /// The form that follows `word`, or `nil` when its last character is neither a Hangul syllable nor a digit.
  ///
  /// On `nil`, keep the pair as written.
  public func form(after word: Substring) -> Substring? {
    form(afterLast: word.unicodeScalars.last)
  }

  /// The form that follows a word whose last scalar is `last` (`nil`: an empty word), as ``form(after:)``.
  func form(afterLast last: Unicode.Scalar?) -> Substring? {
    guard let last, let ending = Self.ending(of: last) else { return nil }
    switch ending {
    case .vowel: return afterVowel
    case .rieul: return self == .euroRo ? afterVowel : afterConsonant
    case .consonant: return afterConsonant
    }
  }

  private enum Ending { case vowel, rieul, consonant }

  private static func ending(of scalar: Unicode.Scalar) -> Ending? {
    switch scalar.value {
    case 0xAC00...0xD7A3:
      let final = (scalar.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    // Digits by their Korean reading: 영 (or 십, 백, 천, 만 for a final 0), 일, 이, 삼, 사, 오, 육, 칠, 팔, 구.
    case 0x30: return .consonant
    case 0x31, 0x37, 0x38: return .rieul
    case 0x32, 0x34, 0x35, 0x39: return .vowel
    case 0x33, 0x36: return .consonant
    default: return nil
    }
  }
}
