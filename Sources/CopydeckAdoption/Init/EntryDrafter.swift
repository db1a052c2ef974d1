import Copydeck
import CopydeckFiles
import Foundation

/// Turns one key group into a drafted entry: its id, kind, category, buttons with roles, arguments and note.
struct EntryDrafter {
  var group: AlertGroup
  var texts: GroupTexts
  var languages: [String]
  var korean: String?
  /// The development table, for the translator comments above the keys.
  var comment: StringsTable

  /// Why a group is not drafted.
  struct Skip: Error, CustomStringConvertible {
    var description: String
  }

  func draft(taken: Set<String>) -> Result<ManifestDraft.Entry, Skip> {
    var reasons = ["keys: \(describeGrouping())"]
    var review: [String] = []
    let english = { (key: String) in texts.development[key] }
    let hangul = { (key: String) in texts.korean[key] }
    if group.title == nil, !group.buttons.isEmpty {
      return .failure(Skip(description: "buttons and a message without a title; a Copydeck alert always has a title"))
    }
    let alertish = group.stemWords.contains(where: Self.alertWords.contains)
    if group.buttons.isEmpty, !alertish, group.title != nil, group.origin == nil {
      return .failure(
        Skip(description: "a title and a message without buttons, under a stem that does not say alert or error (a screen's text?)"))
    }
    if group.title == nil, !alertish, !group.stemWords.contains(where: Self.validationWords.contains) {
      return .failure(Skip(description: "a message alone, under a stem that does not say error or invalid (a label's text?)"))
    }
    if group.title == nil, let word = group.stemWords.first(where: Self.containerWords.contains) {
      // DuckDuckGo's alert.unable-to-…-description: messages an alert shows under a title kept elsewhere.
      return .failure(
        Skip(
          description:
            "a message alone, under a stem that says '\(word)': it is an alert's message whose title has another key (a shared one?); write the entry by hand, naming its title with \"keys\""
        ))
    }
    // Buttons and roles; a second cancel becomes a default button, as the manifest allows one.
    var buttons: [ButtonDefinition] = []
    for button in group.buttons {
      var (role, why) = CopyGuess.role(id: button.id, english: english(button.key), korean: hangul(button.key))
      if let coded = group.roles[button.id] {
        (role, why) = (coded, coded == .default ? "the code gives it no role" : "the code gives it role .\(coded.rawValue)")
      }
      if role == .cancel, buttons.contains(where: { $0.role == .cancel }) {
        (role, why) = (.default, "a second cancel-like label; an alert has one cancel button")
      }
      buttons.append(ButtonDefinition(id: Self.validName(button.id), role: role))
      reasons.append("button '\(button.id)' \(role.rawValue): \(why) (\(label(button.key)))")
    }
    let titleText = group.title.flatMap { english($0.key) }
    let allTexts = group.keys.compactMap(english) + group.keys.compactMap(hangul) + [group.stemWords.joined(separator: " ")]
    let hasCancel = buttons.contains { $0.role == .cancel }
    let hasDestructive = buttons.contains { $0.role == .destructive }
    let kind: EntryKind
    let category: EntryCategory
    if group.title == nil {
      (kind, category) = (.inline, .validation)
      reasons.append("kind inline: a message with no title and no buttons")
    } else if buttons.count == 1, CopyGuess.isRetry(english: english(group.buttons[0].key), korean: hangul(group.buttons[0].key)) {
      (kind, category) = (.errorScreen, .common)
      reasons.append("kind errorScreen: its one button tries again")
    } else if hasDestructive || (hasCancel && buttons.count >= 2 && CopyGuess.isQuestion(titleText ?? "")) {
      (kind, category) = (.confirm, .confirmation)
      reasons.append(
        "kind confirm: \(hasDestructive ? "a button deletes or discards" : "the title asks a question and there is a cancel button")")
    } else {
      kind = .alert
      let (guessed, word) = CopyGuess.category(allTexts)
      category = guessed
      reasons.append(
        "kind alert, category \(category.rawValue): \(word.map { "the copy says '\($0)'" } ?? "no word of a more specific category")")
    }
    if kind == .inline { buttons = [] }
    buttons = Self.markPreferred(buttons, kind: kind)
    if let preferred = buttons.first(where: \.preferred) { reasons.append("preferred: '\(preferred.id)', the action the person came for") }
    // Arguments from the development text's specifiers, position by position.
    let arguments = Self.arguments(group.keys.compactMap(english), languages: languages, korean: korean)
    if !arguments.isEmpty {
      reasons.append("arguments: " + arguments.map { "\($0.name) \($0.format)" }.joined(separator: ", ") + " from the specifiers")
      review.append("name the arguments and give real samples")
    }
    let id = uniqueID(kind: kind, taken: taken)
    var entry = EntryDefinition(
      id: id, kind: kind, category: category, table: group.table, hasMessage: group.message != nil || kind == .inline,
      buttons: buttons, arguments: arguments, note: note())
    entry.explicitKeys = explicitKeys(for: entry)
    if entry.note.hasPrefix("Drafted by copydeck init") {
      review.append("write the note: when the person sees this and what they can do next")
    }
    if kind == .confirm, buttons.count < 2 { review.append("a confirmation needs a cancel button") }
    if buttons.isEmpty, kind != .inline { review.append("add its buttons (their keys may be shared ones such as \"Cancel\")") }
    for key in group.sharedKeys {
      review.append("\(key) is a shared label, linked by its text: check that this alert shows it")
    }
    if !group.leftOut.isEmpty { review.append("left out: \(group.leftOut.joined(separator: ", ")) (a second key for the same part)") }
    if group.style == .englishText, group.origin == nil {
      review.append("grouped by position in the file: check that these keys are one alert")
    }
    return .success(ManifestDraft.Entry(definition: entry, style: group.style, reasons: reasons, review: review))
  }

  private func describeGrouping() -> String {
    if let origin = group.origin {
      let parts =
        [group.title.map { "\"\($0.key)\" (title)" }, group.message.map { "\"\($0.key)\" (message)" }].compactMap { $0 }
        + group.buttons.map { "\"\($0.key)\" (button)" }
      return "the \(origin): " + parts.joined(separator: ", ")
    }
    switch group.style {
    case .englishText:
      return "the keys are the English text; "
        + [group.title.map { "\"\($0.key)\" \($0.reason)" }, group.message.map { "\"\($0.key)\" \($0.reason)" }]
        .compactMap { $0 }.joined(separator: ", ")
    default:
      let parts =
        [group.title.map { "\($0.key) (title: \($0.reason))" }, group.message.map { "\($0.key) (message: \($0.reason))" }]
        .compactMap { $0 } + group.buttons.map { "\($0.key) (button: \($0.reason))" }
      return "share the stem \"\(group.stem)\" (\(group.style.rawValue)): " + parts.joined(separator: ", ")
    }
  }

  private func label(_ key: String) -> String {
    [texts.development[key].map(CopyGuess.quote), texts.korean[key].map(CopyGuess.quote)].compactMap { $0 }.joined(separator: " / ")
  }

  /// One button of an alert or a confirm without a destructive action is preferred; so is an error screen's retry.
  private static func markPreferred(_ buttons: [ButtonDefinition], kind: EntryKind) -> [ButtonDefinition] {
    let actions = buttons.indices.filter { buttons[$0].role == .default }
    guard kind != .inline, actions.count == 1, !buttons.contains(where: { $0.role == .destructive }) else { return buttons }
    var marked = buttons
    marked[actions[0]].preferred = true
    return marked
  }

  /// The arguments the development texts take: one per position, named by type, with samples in every language.
  static func arguments(_ texts: [String], languages: [String], korean: String?) -> [ArgumentDefinition] {
    var byPosition: [Int: FormatSpecifier] = [:]
    for text in texts {
      for specifier in FormatString(text).specifiers where byPosition[specifier.position] == nil {
        byPosition[specifier.position] = specifier
      }
    }
    var counts: [String: Int] = [:]
    return byPosition.keys.sorted().map { position in
      let specifier = byPosition[position]!
      let (base, english, hangul): (String, String, String) =
        switch specifier.argumentType {
        case .object, .cString, .character: ("name", "Alex", "민지")
        case .integer: ("count", "3", "3")
        case .double: ("amount", "2.5", "2.5")
        case .pointer: ("value", "0x1", "0x1")
        }
      counts[base, default: 0] += 1
      let name = counts[base]! == 1 ? base : "\(base)\(counts[base]!)"
      let format = "%" + specifier.length + String(specifier.conversion)
      let samples = Dictionary(uniqueKeysWithValues: languages.map { ($0, $0 == korean ? hangul : english) })
      return ArgumentDefinition(name: name, format: format, samples: samples)
    }
  }

  /// The translator comment above the title (or the message) in the development table, else a placeholder to replace.
  private func note() -> String {
    for key in [group.title?.key, group.message?.key].compactMap({ $0 }) {
      if let comment = comment.entry(forKey: key)?.comment, !comment.isEmpty, comment != "No comment provided by engineer." {
        return comment
      }
    }
    let from = group.origin.map { "the \($0)" } ?? group.keys.joined(separator: ", ")
    return "Drafted by copydeck init from \(from): say when the person sees this and what they can do next."
  }

  /// The keys of the entry that differ from the derived ones.
  private func explicitKeys(for entry: EntryDefinition) -> EntryKeys {
    var keys = EntryKeys()
    if let title = group.title?.key, title != "\(entry.id).title" { keys.title = title }
    if let message = group.message?.key, message != "\(entry.id).message" { keys.message = message }
    for (button, drafted) in zip(entry.buttons, group.buttons) where drafted.key != "\(entry.id).button.\(button.id)" {
      keys.buttons[button.id] = drafted.key
    }
    return keys
  }

  /// The stem when it is already an id (`photo.delete`); else `<family>.<name>` from the kind and the stem's words.
  private func uniqueID(kind: EntryKind, taken: Set<String>) -> String {
    let dotted = group.stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var base: String
    if group.style == .dotted, dotted.count >= 2, dotted.allSatisfy({ !$0.isEmpty && Self.validName($0) == $0 }) {
      base = group.stem
    } else {
      let words = group.stemWords.filter { !Self.alertWords.contains($0) }
      let family: String =
        switch kind {
        case .confirm: "confirm"
        case .errorScreen: "error"
        case .inline: "validation"
        case .alert: group.stemWords.contains { $0 == "error" || $0 == "errors" } ? "error" : "alert"
        }
      let name = KeyName.camelCase((words.isEmpty ? group.stemWords : words).prefix(4))
      base = "\(family).\(name.isEmpty ? "entry" : name)"
    }
    var id = base
    var number = 2
    while taken.contains(id) {
      id = "\(base)\(number)"
      number += 1
    }
    return id
  }

  /// `name` with only the characters an id or a button id may hold.
  static func validName(_ name: String) -> String {
    let kept = String(
      name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") })
    return kept.isEmpty ? "button" : kept
  }

  /// Words of a stem that make a message alone an inline error.
  static let validationWords: Set<String> = ["invalid", "validation", "required", "too", "missing", "wrong"]

  /// Words of a stem that name the alert itself: a message alone under them is an alert's, not an inline error.
  static let containerWords: Set<String> = ["alert", "alerts", "dialog", "popup", "sheet", "prompt", "confirm", "confirmation"]

  static let alertWords: Set<String> = [
    "alert", "alerts", "error", "errors", "dialog", "popup", "confirm", "confirmation", "warning", "sheet", "prompt",
  ]
}
