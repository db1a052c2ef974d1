/// Turns catalog names (`group`, `alreadyMember`, `invite-code`) into Swift identifiers.
enum SwiftName {
  /// Words Swift reserves, written in backticks when a name is one of them.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// Type names a nested enum cannot take: `Copy.Type` and `Copy.Protocol` mean the metatype.
  static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

  /// `invite-code.v2` → `inviteCodeV2`: words joined in lowerCamelCase, other characters dropped, a leading digit
  /// prefixed with `_`.
  static func lowerCamel(_ name: String) -> String {
    var result = ""
    var upperNext = false
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber {
        result.append(upperNext && !result.isEmpty ? Character(character.uppercased()) : character)
        upperNext = false
      } else if character == "_" && result.isEmpty {
        result.append(character)
      } else {
        upperNext = true
      }
    }
    if result.isEmpty { return "_" }
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }

  /// `group` → `Group`.
  static func upperCamel(_ name: String) -> String {
    let lower = lowerCamel(name)
    guard let first = lower.first, first.isLetter else { return lower }
    return first.uppercased() + lower.dropFirst()
  }

  /// The identifier as it must be written in code: in backticks when it is a keyword.
  static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}
