/// The HIG's wording rules for alert titles and button labels, in English and Korean, as pure functions.
///
/// Korean equivalents are the iOS ko-KR system strings: Cancel = 취소, OK = 확인, Yes/No = 예/아니요.
enum AlertWording {
  /// The label a cancel-role button must have in `language`, or `nil` when the rules do not know the language.
  static func cancelLabel(language: String) -> String? {
    switch primaryLanguage(language) {
    case "en": "Cancel"
    case "ko": "취소"
    default: nil
    }
  }

  /// Whether `label` is "OK" (or "Okay", "확인"), which only suits an alert that merely informs.
  static func isOK(_ label: String) -> Bool {
    ["ok", "okay", "확인"].contains(normalized(label))
  }

  /// Whether `label` is a Yes/No answer ("Yes", "No", "예", "아니요", …), which the HIG rules out.
  static func isYesOrNo(_ label: String) -> Bool {
    ["yes", "no", "예", "아니요", "아니오", "네", "응", "아니"].contains(normalized(label))
  }

  /// The punctuation `label` ends with, if it ends with any; button labels take none.
  static func endingPunctuation(_ label: String) -> Character? {
    guard let last = label.trimmingWhitespace.last, ".!?:;…。！？：；".contains(last) else { return nil }
    return last
  }

  /// The number of space-separated words (eojeol in Korean).
  static func wordCount(_ text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).count
  }

  /// The most words a button label should have: "about three".
  static let maximumButtonWords = 3

  /// Whether `title` says nothing about the situation: "Error", "오류", "Failed", or an error number such as
  /// "Error 329347" / "오류 코드: 500".
  static func isGenericTitle(_ title: String) -> Bool {
    let words = normalized(title).split(whereSeparator: { $0.isWhitespace || $0 == ":" || $0 == "#" })
    guard let first = words.first else { return false }
    let rest = words.dropFirst()
    let genericWords: Set<Substring> = [
      "error", "alert", "warning", "oops", "notice", "failed", "failure", "problem",
      "오류", "에러", "경고", "알림", "주의", "실패", "문제",
    ]
    if rest.isEmpty { return genericWords.contains(first) }
    // "Error 329347", "Error code 12", "오류 코드 3": a generic word and then only a code.
    let isErrorWord = ["error", "오류", "에러"].contains(first)
    let codeWords = rest.filter { !["code", "코드", "occurred", "발생"].contains($0) }
    return isErrorWord && !codeWords.isEmpty && codeWords.allSatisfy { $0.allSatisfy { $0.isNumber || $0 == "-" } }
  }

  /// Whether `message` only repeats `title`: the same words, or the title's words again at its start.
  static func messageRepeatsTitle(title: String, message: String) -> Bool {
    let title = comparable(title), message = comparable(message)
    guard !title.isEmpty else { return false }
    return message == title || message.hasPrefix(title + " ")
  }

  /// Lower-cased words with punctuation dropped, for comparing texts.
  private static func comparable(_ text: String) -> String {
    String(text.lowercased().map { $0.isPunctuation || $0.isSymbol ? " " : $0 })
      .split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }

  /// Lower-cased and trimmed, with ending punctuation removed.
  private static func normalized(_ text: String) -> String {
    var text = text.trimmingWhitespace.lowercased()
    while let last = text.last, last.isPunctuation { text.removeLast() }
    return text
  }

  /// `ko` for `ko-KR`.
  static func primaryLanguage(_ language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }
}

extension String {
  /// The string without leading and trailing white space and line breaks.
  var trimmingWhitespace: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
