import Copydeck
import CopydeckFiles

/// Keys of one table that together look like one alert: a title, a message and buttons, found by their names or,
/// for keys that are the English text, by their order in the file.
struct AlertGroup: Sendable {
  /// The table the keys are in.
  var table: String
  /// What the keys share (`delete_alert`), or the title's text for keys that are the English text.
  var stem: String
  /// The stem's words, lower-cased; they name the entry.
  var stemWords: [String]
  /// How the keys are written.
  var style: NamingStyle
  /// The title's key and why it is the title.
  var title: (key: String, reason: String)?
  /// The message's key and why it is the message.
  var message: (key: String, reason: String)?
  /// The buttons' ids and keys, in file order, and why each is a button.
  var buttons: [(id: String, key: String, reason: String)] = []
  /// Keys that named a part the group already had (a second title), left out of the draft.
  var leftOut: [String] = []
  /// Button keys linked from the table's shared labels (see ``SharedLabels``), not the group's own.
  var sharedKeys: [String] = []
  /// For a group read from the code (see ``CodeAlertGroups``), the call and its place (`.alert at App/X.swift:12:5`).
  var origin: String?
  /// The roles the code gives the buttons, by button id; without one a role is guessed from the label.
  var roles: [String: ButtonRole] = [:]

  /// Every key of the group, in display order.
  var keys: [String] { [title?.key, message?.key].compactMap { $0 } + buttons.map(\.key) }

  /// Adds the part `name` names.
  mutating func add(_ name: KeyName) {
    switch name.part {
    case .title where title == nil: title = (name.key, name.reason)
    case .message where message == nil: message = (name.key, name.reason)
    case .button(let id) where !buttons.contains { $0.id == id }: buttons.append((id, name.key, name.reason))
    default: leftOut.append(name.key)
    }
  }

  /// Groups the keys of one development-language table by their stems; keys that are the English text are grouped
  /// by position (a title, then a message, then up to three short labels).
  ///
  /// `inFileOrder` is false for a String Catalog, whose keys Xcode sorts: there the order says nothing about which
  /// keys belong together, so keys that are the English text are not grouped.
  static func groups(in table: StringsTable, name: String, inFileOrder: Bool = true) -> [AlertGroup] {
    var groups: [AlertGroup] = []
    var byStem: [String: Int] = [:]
    let entries = table.keys.compactMap { table.entry(forKey: $0) }
    for entry in entries {
      guard let keyName = KeyName(entry.key) else { continue }
      if let index = byStem[keyName.stem] {
        groups[index].add(keyName)
      } else {
        byStem[keyName.stem] = groups.count
        var group = AlertGroup(table: name, stem: keyName.stem, stemWords: keyName.stemWords, style: keyName.style)
        group.add(keyName)
        groups.append(group)
      }
    }
    // A label word alone (`…_cancel`) names a button only next to a title or a message of the same stem.
    groups = groups.filter { $0.title != nil || $0.message != nil }
    return groups + (inFileOrder ? textKeyGroups(entries, table: name) : [])
  }

  /// Keys that are their own English text, grouped by order: a title-like text, a sentence, then one to three labels.
  private static func textKeyGroups(_ entries: [StringsEntry], table: String) -> [AlertGroup] {
    var groups: [AlertGroup] = []
    var index = 0
    // A key is its own text when it has spaces, or when it equals its value (`"Cancel" = "Cancel"`); punctuation
    // alone (`component::todo::title`) is an identifier's.
    let text = entries.map { $0.key.contains(" ") || $0.key == $0.value ? $0 : nil }
    while index < text.count {
      guard let title = text[index], isTitleLike(title.value) else {
        index += 1
        continue
      }
      var next = index + 1
      var group = AlertGroup(
        table: table, stem: title.key, stemWords: words(of: title.value), style: .englishText,
        title: (title.key, "a short line first, at line \(title.location.line)"))
      if next < text.count, let message = text[next], isSentence(message.value), message.value.count > title.value.count {
        group.message = (message.key, "a sentence right after the title")
        next += 1
      }
      // Labels end at a new comment (the next block) or at a line followed by a sentence (the next alert's title).
      while next < text.count, group.buttons.count < 3, let label = text[next], isLabelLike(label.value), label.comment == nil,
        !(next + 1 < text.count && text[next + 1].map { isSentence($0.value) } == true)
      {
        let id = KeyName.camelCase(words(of: label.value))
        guard !id.isEmpty, !group.buttons.contains(where: { $0.id == id }) else { break }
        group.buttons.append((id, label.key, "a short label after the \(group.message == nil ? "title" : "message")"))
        next += 1
      }
      if !group.buttons.isEmpty, group.message != nil || group.buttons.count >= 2 {
        groups.append(group)
        index = next
      } else {
        index += 1
      }
    }
    return groups
  }

  private static func isTitleLike(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 80 && !text.hasSuffix(".") && text.split(separator: " ").count >= 2
  }

  private static func isSentence(_ text: String) -> Bool {
    text.split(separator: " ").count >= 4 && (text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("!"))
  }

  private static func isLabelLike(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 24 && text.split(separator: " ").count <= 3 && !text.hasSuffix(".") && !text.hasSuffix("?")
  }

  /// The ASCII words of a text, lower-cased, without filler words (`Delete this photo?` → `delete`, `photo`).
  static func words(of text: String) -> [String] {
    text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
      .filter { !["the", "a", "an", "this", "that", "your", "you", "to", "of", "is", "are", "do", "want"].contains($0) }
  }
}
