import Copydeck
import CopydeckFiles
import Foundation

/// What `copydeck init` reads from the development text in English and Korean: a button's role, an alert's kind and
/// category. Each guess comes with the words that led to it, so the draft can say why.
enum CopyGuess {
  /// The role of a button labelled `english` / `korean` (either may be missing), and why.
  static func role(id: String, english: String?, korean: String?) -> (role: ButtonRole, reason: String) {
    let label = normalized(english)
    if label == "cancel" || korean?.trimmingCharacters(in: .whitespaces) == "취소" || (english == nil && id == "cancel") {
      return (.cancel, "labelled \(quote(english ?? korean ?? id))")
    }
    if let word = destructiveEnglish.first(where: { label == $0 || label.hasPrefix($0 + " ") }) {
      return (.destructive, "'\(word)' deletes or discards something")
    }
    if let korean, let word = destructiveKorean.first(where: korean.contains) {
      return (.destructive, "'\(word)' deletes or discards something")
    }
    if english == nil, korean == nil,
      let word = destructiveEnglish.first(where: { $0.replacingOccurrences(of: " ", with: "") == id.lowercased() })
    {
      return (.destructive, "its key says '\(word)'")
    }
    return (.default, "neither Cancel nor a word that deletes")
  }

  /// Whether a label asks to try the same thing again (Try Again, Retry, 다시 시도).
  static func isRetry(english: String?, korean: String?) -> Bool {
    ["try again", "retry", "reload"].contains(normalized(english)) || korean?.contains("다시 시도") == true
  }

  /// Whether a text asks a question: an English `?` or a Korean `까요?`.
  static func isQuestion(_ text: String?) -> Bool {
    guard let text else { return false }
    return text.contains("?") || text.contains("？")
  }

  /// The category of an alert whose texts (and key words) are `texts`, and the word that decided it.
  static func category(_ texts: [String]) -> (category: EntryCategory, word: String?) {
    let joined = texts.joined(separator: " ").lowercased()
    for (category, words) in categoryWords {
      if let word = words.first(where: joined.contains) { return (category, word) }
    }
    return (.business, nil)
  }

  private static func normalized(_ text: String?) -> String {
    (text ?? "").lowercased().trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".!…"))
  }

  static func quote(_ text: String) -> String { "\"\(text)\"" }

  static let destructiveEnglish = [
    "delete", "remove", "discard", "sign out", "log out", "logout", "erase", "clear", "reset", "leave", "block",
    "unsubscribe", "deactivate", "revoke", "unfollow", "end call",
  ]
  static let destructiveKorean = ["삭제", "제거", "버리기", "로그아웃", "나가기", "차단", "초기화", "지우기", "탈퇴", "해지"]

  static let categoryWords: [(EntryCategory, [String])] = [
    (.common, ["network", "connection", "internet", "offline", "timed out", "timeout", "server", "네트워크", "인터넷", "연결", "서버"]),
    (.account, ["sign in", "log in", "login", "session", "password", "account", "로그인", "비밀번호", "계정", "세션"]),
    (.location, ["location", "위치"]),
    (.publishing, ["publish", "upload", "post", "게시", "업로드"]),
  ]
}
