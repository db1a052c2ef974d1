/// The Korean speech level a sentence ends in: formal `-합니다` or polite `-요`.
///
/// Copy keeps one level across an alert; the catalog's house style is polite `-요`.
enum SpeechLevel: Hashable {
  /// 합쇼체: `-ㅂ니다`, `-습니까`, `-십시오`.
  case formal
  /// 해요체: `-요`, `-죠`.
  case polite

  /// The levels of the sentences in `text`, each with the last word of the first sentence that shows it.
  ///
  /// A sentence ends at `.`, `?`, `!`, a line feed or the end of the text; its level is read from the letters of
  /// its last word, so closing quotes and brackets after the ending do not hide it.
  static func levels(in text: String) -> [SpeechLevel: String] {
    var found: [SpeechLevel: String] = [:]
    var word: [Unicode.Scalar] = []  // the letters of the sentence's last word so far
    var wordEnded = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2E, 0x3F, 0x21, 0x0A, 0x3002, 0xFF1F, 0xFF01:  // . ? ! line feed 。 ？ ！
        record(word, in: &found)
        word.removeAll(keepingCapacity: true)
        wordEnded = false
      case 0x20, 0x09:  // space, tab
        wordEnded = true
      case _ where isLetter(scalar):
        if wordEnded {
          word.removeAll(keepingCapacity: true)
          wordEnded = false
        }
        word.append(scalar)
      case _ where scalar.value > 0x7F && scalar.properties.isWhitespace:
        wordEnded = true
      default:
        continue
      }
    }
    record(word, in: &found)
    return found
  }

  /// Notes the level a sentence's last word shows, unless an earlier sentence showed it already.
  private static func record(_ word: [Unicode.Scalar], in found: inout [SpeechLevel: String]) {
    guard let level = level(of: word), found[level] == nil else { return }
    var ending: [UInt8] = []
    for scalar in word { UTF8.encode(scalar) { ending.append($0) } }
    found[level] = String(decoding: ending, as: UTF8.self)
  }

  /// A letter of a word; Hangul syllables and ASCII are decided without a Unicode property lookup.
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x41...0x5A, 0x61...0x7A: true
    case 0...0x7F: false
    default: scalar.properties.isAlphabetic
    }
  }

  private static func level(of word: [Unicode.Scalar]) -> SpeechLevel? {
    guard let last = word.last else { return nil }
    let previous = word.count >= 2 ? word[word.count - 2] : nil
    switch last {
    case "다" where previous == "니", "까" where previous == "니": return .formal
    case "오" where previous == "시" && word.count >= 3 && word[word.count - 3] == "십": return .formal
    case "요", "죠": return .polite
    default: return nil
    }
  }
}
