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
    // Most labels start with another letter: decided without lower-casing and trimming a copy of the label.
    begins(label, withOneOf: "oO확") && okLabels.contains(normalized(label))
  }

  private static let okLabels: Set<String> = ["ok", "okay", "확인"]

  /// Whether `label` is a Yes/No answer ("Yes", "No", "예", "아니요", …), which the HIG rules out.
  static func isYesOrNo(_ label: String) -> Bool {
    begins(label, withOneOf: "yYnN예아네응") && yesNoLabels.contains(normalized(label))
  }

  /// Whether the first Character of `label` after white space starts with one of `firstLetters`: a cheap test that
  /// every label ``normalized(_:)`` turns into one of a set of words passes (Korean has no case, and no letter but
  /// these lower-cases to the ASCII ones listed).
  private static func begins(_ label: String, withOneOf firstLetters: String) -> Bool {
    guard let first = label.first(where: { !$0.isWhitespace })?.unicodeScalars.first else { return false }
    return firstLetters.unicodeScalars.contains(first)
  }

  private static let yesNoLabels: Set<String> = ["yes", "no", "예", "아니요", "아니오", "네", "응", "아니"]

  /// The punctuation `label` ends with, if it ends with any; button labels take none.
  static func endingPunctuation(_ label: String) -> Character? {
    guard let last = label.unicodeScalars.last(where: { !$0.isWhiteSpace }),
      ".!?:;…。！？：；".unicodeScalars.contains(last)
    else { return nil }
    return Character(last)
  }

  /// The number of space-separated words (eojeol in Korean).
  static func wordCount(_ text: String) -> Int {
    var count = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      let isSpace = scalar.isWhiteSpace
      if !isSpace, !inWord { count += 1 }
      inWord = !isSpace
    }
    return count
  }

  /// The most words a button label should have: "about three".
  static let maximumButtonWords = 3

  /// Whether `title` says nothing about the situation: "Error", "오류", "Failed", or an error number such as
  /// "Error 329347" / "오류 코드: 500".
  static func isGenericTitle(_ title: String) -> Bool {
    guard title.utf8.count <= 40 else { return false }  // "Error code: 123456" is short; anything long says more
    guard let first = title.unicodeScalars.first(where: { !$0.isWhiteSpace }),
      "aefnopwAEFNOPW오에경알주실문".unicodeScalars.contains(first)  // the first letters of the generic words
    else { return false }
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
    // Compared as they are read, without building arrays: most messages differ from the title at the first letter.
    var titleScalars = ComparableScalars(title), messageScalars = ComparableScalars(message)
    guard let first = titleScalars.next(), messageScalars.next() == first else { return false }
    while let scalar = titleScalars.next() {
      guard messageScalars.next() == scalar else { return false }
    }
    let next = messageScalars.next()  // the message ends with the title's words, or goes on after a space
    return next == nil || next == " "
  }

  /// The scalars of a text as compared for repeats: lower-cased letters and digits with every other run of
  /// characters as one space, trimmed.
  private struct ComparableScalars: IteratorProtocol {
    private var scalars: String.UnicodeScalarView.Iterator
    private var started = false
    private var queued: Unicode.Scalar?

    init(_ text: String) {
      scalars = text.unicodeScalars.makeIterator()
    }

    mutating func next() -> Unicode.Scalar? {
      if let queued {
        self.queued = nil
        return queued
      }
      var gap = false
      while let scalar = scalars.next() {
        guard let kept = AlertWording.comparableForm(of: scalar) else {
          gap = started
          continue
        }
        started = true
        guard gap else { return kept }
        queued = kept
        return " "
      }
      return nil
    }
  }

  /// A letter or digit, lower-cased; `nil` for anything else. ASCII and Hangul syllables (which have no case) are
  /// decided without a Unicode property lookup.
  private static func comparableForm(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x30...0x39, 0x61...0x7A, 0xAC00...0xD7A3: return scalar
    case 0x41...0x5A: return Unicode.Scalar(UInt8(scalar.value) + 0x20)
    case 0...0x7F: return nil
    default:
      let properties = scalar.properties
      guard properties.isAlphabetic || properties.numericType != nil else { return nil }
      if properties.isUppercase, let lower = properties.lowercaseMapping.unicodeScalars.first { return lower }
      return scalar
    }
  }

  /// Lower-cased and trimmed, with ending punctuation removed.
  private static func normalized(_ text: String) -> String {
    var text = text.trimmingWhitespace.lowercased()
    while let last = text.last, last.isPunctuation { text.removeLast() }
    return text
  }

  /// `ko` for `ko-KR`.
  static func primaryLanguage(_ language: String) -> String {
    // Usually already a bare lower-case code such as `ko`: return it without building a new string.
    if language.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return language }
    return String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
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
