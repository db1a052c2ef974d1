/// How an app names its keys, as `copydeck init` tells the styles apart.
public enum NamingStyle: String, Sendable, Hashable {
  /// `photo.delete.title`, `alert.deletePhoto.button.ok`.
  case dotted
  /// `delete_alert_title`, `error_network_message`.
  case snakeCase = "snake_case"
  /// `deleteAlertTitle`, `networkErrorMessage`.
  case camelCase
  /// `"Delete this photo?" = "Delete this photo?"`: the key is the development text.
  case englishText = "key-is-the-English-text"
}

/// The part of an alert a key names: its title, its message, or one of its buttons.
public enum AlertPart: Sendable, Hashable {
  /// The title.
  case title
  /// The message.
  case message
  /// A button, with the id drafted from the key (`delete`, `signOut`).
  case button(String)
}

/// A key split into its stem and the alert part it names, e.g. `delete_alert_title` → `delete_alert` + title.
struct KeyName: Sendable, Hashable {
  /// The key as the table has it.
  var key: String
  /// The key without the part's words, as the key writes it (`delete_alert`); keys with one stem form one alert.
  var stem: String
  /// The stem's words, lower-cased (`["delete", "alert"]`).
  var stemWords: [String]
  /// The part the key names.
  var part: AlertPart
  /// How the key is written.
  var style: NamingStyle
  /// Which words named the part, for the explanation (`title`, `button delete`).
  var reason: String
  /// Whether the part was recognised from a button's label word alone (`…_cancel`), which needs a title or a
  /// message with the same stem to count.
  var isLabelWordOnly: Bool

  /// The style of `key`, or `nil` for a key of one word, which names no part.
  static func style(of key: String) -> NamingStyle? {
    if key.unicodeScalars.contains(where: { !($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
    ) {
      return .englishText
    }
    if key.contains(".") { return .dotted }
    if key.contains("_") || key.contains("-") { return .snakeCase }
    let scalars = Array(key.unicodeScalars)
    if zip(scalars, scalars.dropFirst()).contains(where: { $0.properties.isLowercase && $1.properties.isUppercase }) { return .camelCase }
    return nil
  }

  /// Splits `key` into stem and part under the dotted, snake_case and camelCase patterns; `nil` when it names no part.
  init?(_ key: String) {
    guard let style = Self.style(of: key), style != .englishText else { return nil }
    let words = Self.words(of: key)
    guard words.count >= 2 else { return nil }
    let lower = words.map { $0.text.lowercased() }
    let last = lower[lower.count - 1]
    let partStart: Int
    let part: AlertPart
    var reason: String
    var labelOnly = false
    if Self.titleWords.contains(last) {
      (partStart, part, reason) = (lower.count - 1, .title, "ends in '\(words.last!.text)'")
    } else if Self.messageWords.contains(last) {
      (partStart, part, reason) = (lower.count - 1, .message, "ends in '\(words.last!.text)'")
    } else if let marker = lower.dropLast().lastIndex(where: Self.buttonMarkers.contains), marker > 0 {
      let id = Self.camelCase(lower[(marker + 1)...])
      (partStart, part, reason) = (marker, .button(id), "has '\(words[marker].text)' before '\(id)'")
    } else if Self.buttonMarkers.contains(last), lower.count >= 3 {
      let labelStart = Self.labelStart(lower.dropLast()) ?? lower.count - 2
      let id = Self.camelCase(lower[labelStart..<(lower.count - 1)])
      (partStart, part, reason) = (labelStart, .button(id), "ends in '\(id)' and '\(words.last!.text)'")
    } else if let labelStart = Self.labelStart(lower[...]), labelStart > 0 {
      let id = Self.camelCase(lower[labelStart...])
      (partStart, part, reason) = (labelStart, .button(id), "ends in the button word '\(id)'")
      labelOnly = true
    } else {
      return nil
    }
    guard partStart > 0 else { return nil }
    let stemEnd = words[partStart - 1].end
    var stem = String(key.unicodeScalars.prefix(stemEnd))
    while let last = stem.last, "._-".contains(last) { stem.removeLast() }
    guard !stem.isEmpty else { return nil }
    self.key = key
    self.stem = stem
    self.stemWords = Array(lower[..<partStart]).filter { !Self.buttonMarkers.contains($0) }
    self.part = part
    self.style = style
    self.reason = reason
    self.isLabelWordOnly = labelOnly
  }

  /// Where a button label of one or two words starts at the end of `words` (`sign`, `out` → the index of `sign`).
  private static func labelStart(_ words: ArraySlice<String>) -> Int? {
    guard let last = words.last else { return nil }
    if words.count >= 2, twoWordLabels.contains([words[words.endIndex - 2], last]) { return words.endIndex - 2 }
    return labelWords.contains(last) ? words.endIndex - 1 : nil
  }

  /// The words of a key with where each ends (in Unicode scalars): split at `.`, `_`, `-` and lower-to-upper case.
  static func words(of key: String) -> [(text: String, end: Int)] {
    var words: [(text: String, end: Int)] = []
    var current = ""
    var previous: Unicode.Scalar?
    for (offset, scalar) in key.unicodeScalars.enumerated() {
      if "._-".unicodeScalars.contains(scalar) {
        if !current.isEmpty { words.append((current, offset)) }
        current = ""
      } else {
        if let previous, previous.properties.isLowercase || ("0"..."9").contains(previous), scalar.properties.isUppercase, !current.isEmpty
        {
          words.append((current, offset))
          current = ""
        }
        current.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    if !current.isEmpty { words.append((current, key.unicodeScalars.count)) }
    return words
  }

  /// `["sign", "out"]` → `signOut`.
  static func camelCase<Words: Collection<String>>(_ words: Words) -> String {
    var result = ""
    for (index, word) in words.enumerated() {
      let clean = word.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
      result += index == 0 ? clean.lowercased() : clean.prefix(1).uppercased() + clean.dropFirst().lowercased()
    }
    return result
  }

  static let titleWords: Set<String> = ["title", "header", "heading", "headline"]
  static let messageWords: Set<String> = [
    "message", "msg", "body", "description", "desc", "text", "detail", "details", "subtitle", "content", "info",
  ]
  static let buttonMarkers: Set<String> = ["button", "btn", "action", "cta", "buttons", "actions"]
  static let labelWords: Set<String> = [
    "ok", "okay", "cancel", "delete", "remove", "discard", "retry", "confirm", "done", "close", "yes", "no", "settings",
    "continue", "allow", "dismiss", "signout", "logout", "signin", "login", "leave", "block", "report", "save",
    "update", "later", "accept", "decline", "reset", "clear", "erase", "unsubscribe",
  ]
  static let twoWordLabels: Set<[String]> = [
    ["sign", "out"], ["log", "out"], ["sign", "in"], ["log", "in"], ["not", "now"], ["try", "again"], ["go", "back"],
  ]
}
