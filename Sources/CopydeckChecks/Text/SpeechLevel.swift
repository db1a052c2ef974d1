/// The Korean speech level a sentence ends in: formal `-합니다` or polite `-요`.
///
/// Copy keeps one level across an alert; the catalog's house style is polite `-요`.
enum SpeechLevel: String, Hashable, CaseIterable {
  /// 합쇼체: `-ㅂ니다`, `-습니까`, `-십시오`.
  case formal
  /// 해요체: `-요`, `-죠`.
  case polite

  /// The levels of the sentences in `text`, each with the first sentence ending that shows it.
  static func levels(in text: String) -> [SpeechLevel: String] {
    var found: [SpeechLevel: String] = [:]
    for sentence in text.split(whereSeparator: { ".?!\n。？！".contains($0) }) {
      var words = sentence.split(whereSeparator: \.isWhitespace)
      while let last = words.last, last.allSatisfy({ $0.isPunctuation || $0.isSymbol }) { words.removeLast() }
      guard var ending = words.last.map(String.init) else { continue }
      while let last = ending.last, last.isPunctuation || last.isSymbol { ending.removeLast() }
      guard let level = level(ofWord: ending) else { continue }
      if found[level] == nil { found[level] = ending }
    }
    return found
  }

  private static func level(ofWord word: String) -> SpeechLevel? {
    if word.hasSuffix("니다") || word.hasSuffix("니까") || word.hasSuffix("십시오") { return .formal }
    if word.hasSuffix("요") || word.hasSuffix("죠") { return .polite }
    return nil
  }

  /// The ending a person sees, for messages: `-합니다` or `-요`.
  var example: String {
    switch self {
    case .formal: "-합니다"
    case .polite: "-요"
    }
  }
}
