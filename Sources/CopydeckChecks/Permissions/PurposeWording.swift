import Copydeck
import Foundation

/// Why a purpose string does not tell the person why the app asks: what `purpose-string-vague` reports.
///
/// Judged in every language: empty, a placeholder, the key's own name, too short to say why (fewer than three words,
/// or six letters in Korean and in a language written without spaces); in English and Korean also a sentence that only asks for
/// access ("This app needs access to your camera.", "카메라 접근 권한이 필요합니다.") without a reason.
enum PurposeWording: Equatable {
  case empty
  case placeholder(String)
  case keyName
  case tooShort
  case onlyAsks

  /// What the message says about it.
  var description: String {
    switch self {
    case .empty: "is empty"
    case .placeholder(let word): "is a placeholder (\"\(word)\")"
    case .keyName: "only names the key"
    case .tooShort: "is too short to say why the app asks"
    case .onlyAsks: "asks for access without saying what for"
    }
  }

  /// Words that mark a text nobody wrote yet.
  private static let placeholders = ["todo", "tbd", "fixme", "lorem ipsum", "placeholder", "xxx", "usage description", "description here"]

  /// How `text`, the `language` purpose string of `key`, fails to say why; `nil` when it says why.
  static func problem(_ text: String, key: String, language: String) -> PurposeWording? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .empty }
    let lower = trimmed.lowercased()
    let words = lower.split { !$0.isLetter }.map(String.init)
    if let word = placeholders.first(where: { placeholder in
      let parts = placeholder.split(separator: " ").map(String.init)
      return words.indices.contains { words[$0...].starts(with: parts) }
    }) {
      return .placeholder(word)
    }
    if trimmed == key || lower.filter(\.isLetter) == key.lowercased().filter(\.isLetter) { return .keyName }
    let primary = AlertWording.primaryLanguage(language)
    let spacedWords = trimmed.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
    let letters = trimmed.filter(\.isLetter).count
    let spaced = !["ja", "zh", "th", "lo", "km", "my"].contains(primary)
    if primary == "ko" || !spaced ? letters < 6 : spacedWords.count < 3 { return .tooShort }
    if primary == "en", onlyAsks(english: lower) { return .onlyAsks }
    if primary == "ko", onlyAsks(korean: trimmed) { return .onlyAsks }
    return nil
  }

  /// An English sentence that asks for access ("needs access to", "requires permission to use", "would like to access")
  /// and gives no reason: nothing after the request that says what for (`to …`, `so …`, `for …`, `because …`,
  /// `when …`, `lets …`). A sentence that says what the app does ("would like to save the photo") asks for nothing.
  private static func onlyAsks(english lower: String) -> Bool {
    let requests = [
      "access to", "needs access", "need access", "requires access", "permission to", "needs permission", "requires permission",
      "like to access", "like to use", "wants to access", "wants to use",
    ]
    guard requests.contains(where: lower.contains) else { return false }
    var rest = " " + lower.filter { $0.isLetter || $0 == " " || $0 == "'" } + " "
    for request in ["access to", "permission to", "would like to", "wants to", "needs to", "like to", "able to", "want to"] {
      rest = rest.replacingOccurrences(of: request, with: " ")
    }
    let reasons = [
      " to ", " so ", " for ", " because ", " when ", " while ", " lets ", " let ", " allow", " help", " enable", " if ", " by ",
      " which ", " that ", " you can ", " used ", " can ", " in order ", " during ", " with ", " from ", " into ", " as ",
      "authenticat", " unlock", " secure", " protect", " verif", " sign in", " log in",
    ]
    return !reasons.contains(where: rest.contains)
  }

  /// A Korean sentence that asks for access (접근, 권한, 필요, 허용) and gives no reason (…위해, …려면, …도록, …수 있…,
  /// …때, …서).
  private static func onlyAsks(korean text: String) -> Bool {
    guard ["접근", "권한", "필요", "허용"].contains(where: text.contains) else { return false }
    let reasons = ["위해", "위한", "려면", "도록", "수 있", "때", "해서", "하여", "어서", "아서", "으로", "기능", "데 ", "에서", "하고", "하거나", "고 "]
    return !reasons.contains(where: text.contains)
  }
}
