/// The Korean speech level a sentence ends in: formal `-합니다` or polite `-요`.
///
/// Copy keeps one level across an alert; the catalog's house style is polite `-요`. A request in `-세요`
/// (`확인해 주세요`) or a polite question (`도와주실 수 있나요?`) is neither: formal copy states in `-습니다` and asks in
/// `-세요` or `-나요?`, which is normal Korean.
enum SpeechLevel: Hashable {
  /// 합쇼체: `-ㅂ니다`, `-습니까`, `-십시오`.
  case formal
  /// 해요체: `-요`, `-죠`.
  case polite

  /// Where the first sentence of each level ends in a text: the UTF-8 offsets of its last word, from its first letter
  /// to the sentence's end. Found without building a string; ``word(_:in:)`` reads one when a finding needs it.
  struct Endings: Equatable {
    /// The last word of the first formal sentence.
    var formal: Range<Int>?
    /// The last word of the first polite sentence.
    var polite: Range<Int>?
  }

  /// The levels of the sentences in `text`, each with the last word of the first sentence that shows it.
  ///
  /// A sentence ends at `.`, `?`, `!`, a line feed or the end of the text; its level is read from the letters of
  /// its last word, so closing quotes and brackets after the ending do not hide it.
  static func endings(in text: String) -> Endings {
    var found = Endings()
    var wordStart = 0  // the sentence's last word so far: the UTF-8 offset of its first letter
    var last: (Unicode.Scalar?, Unicode.Scalar?, Unicode.Scalar?) = (nil, nil, nil)  // its last three letters, last first
    var wordEnded = false
    var offset = 0  // the UTF-8 offset of `scalar`
    func record(question: Bool = false) {
      switch level(of: last) {
      case .formal where found.formal == nil: found.formal = wordStart..<offset
      // A polite question (`도와주실 수 있나요?`) softens formal copy without leaving its level.
      case .polite where found.polite == nil && !question: found.polite = wordStart..<offset
      default: break
      }
    }
    for scalar in text.unicodeScalars {
      defer { offset += UTF8.width(scalar) }
      switch scalar.value {
      case 0x2E, 0x3F, 0x21, 0x0A, 0x3002, 0xFF1F, 0xFF01:  // . ? ! line feed 。 ？ ！
        record(question: scalar.value == 0x3F || scalar.value == 0xFF1F)
        last = (nil, nil, nil)
        wordEnded = false
      case 0x20, 0x09:  // space, tab
        wordEnded = true
      case _ where isLetter(scalar):
        if wordEnded || last.0 == nil {
          wordStart = offset
          wordEnded = false
        }
        last = (scalar, last.0, last.1)
      case _ where scalar.value > 0x7F && scalar.isWhiteSpace:
        wordEnded = true
      default:
        continue
      }
    }
    record()
    return found
  }

  /// The letters of the word at `range` (UTF-8 offsets from ``endings(in:)``) in `text`: `삭제되었습니다` for
  /// `“삭제되었습니다”`.
  static func word(_ range: Range<Int>, in text: String) -> String {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let span = text[start..<utf8.index(start, offsetBy: range.count)]
    var letters = String.UnicodeScalarView()
    for scalar in span.unicodeScalars where isLetter(scalar) { letters.append(scalar) }
    return String(letters)
  }

  /// A letter of a word; Hangul syllables and ASCII are decided without a Unicode property lookup.
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x41...0x5A, 0x61...0x7A: true
    case 0...0x7F: false
    default: scalar.properties.isAlphabetic
    }
  }

  private static func level(of last: (Unicode.Scalar?, Unicode.Scalar?, Unicode.Scalar?)) -> SpeechLevel? {
    switch last.0 {
    case "다" where last.1 == "니", "까" where last.1 == "니": return .formal
    case "오" where last.1 == "시" && last.2 == "십": return .formal
    // A request in -세요 (`다시 시도해 주세요`, or misspelt -시요) goes with either level: formal copy asks in it too.
    case "요" where last.1 == "세" || last.1 == "시": return nil
    case "요", "죠": return .polite
    default: return nil
    }
  }
}
