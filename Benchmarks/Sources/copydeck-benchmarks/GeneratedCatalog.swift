import Foundation

/// A realistic `.strings` table of alert and error copy, generated deterministically.
///
/// Each entry has a translator note, a dotted ASCII key, and a Korean or English value with escapes (`\n`, `\"`)
/// and printf specifiers (`%@`, `%1$@`, `%lld`), as Xcode writes them.
enum GeneratedCatalog {
  /// The text of a table with `count` entries.
  static func text(entries count: Int) -> String {
    let english = [
      "The invite code belongs to a group that is already full.", "Try again in a moment.", "Couldn't save \\\"%@\\\".",
      "%1$@ removed %2$@ from the group.", "You have %lld unread messages.", "Sign in again to continue.\\nYour session has ended.",
    ]
    let korean = [
      "이 초대 코드의 그룹은 이미 가득 찼어요.", "잠시 후 다시 시도해 주세요.", "\\\"%@\\\"을(를) 저장하지 못했어요.",
      "%1$@님이 %2$@님을 그룹에서 내보냈어요.", "읽지 않은 메시지가 %lld개 있어요.", "계속하려면 다시 로그인해 주세요.\\n세션이 끝났어요.",
    ]
    let families = ["group", "account", "payment", "upload", "network", "profile"]
    let parts = ["title", "message", "button.ok", "button.cancel"]
    var text = ""
    text.reserveCapacity(count * 120)
    for index in 0..<count {
      let family = families[index % families.count]
      let part = parts[(index / families.count) % parts.count]
      let value = index.isMultiple(of: 2) ? korean[index % korean.count] : english[index % english.count]
      text += "/* \(family) \(part): shown when step \(index) fails. */\n\"\(family).e\(index).\(part)\" = \"\(value)\";\n\n"
    }
    return text
  }
}
