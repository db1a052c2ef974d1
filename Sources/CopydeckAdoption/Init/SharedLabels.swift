import Copydeck
import CopydeckFiles
import Foundation

/// The button labels an app keeps once for all its alerts — `Common.Controls.Actions.Cancel`, `"cancel" = "Cancel"`,
/// `"OK" = "OK"` — and linking them to the drafted alerts that lack that button, so several entries share one key
/// instead of each needing a copy of it.
///
/// A key is a shared label when its development text is `Cancel` or `OK` (or its Korean text `취소` or `확인`) and it is
/// not a part of a stem's group (`delete_alert_cancel` is that alert's own). A confirmation without a cancel button
/// (a button that deletes, or a title that asks) gets the shared Cancel first. An alert whose keys hold no button at
/// all gets the shared Cancel and a shared destructive label (`Delete`, under a key that says it is shared and under
/// no alert's stem) when its title starts with that verb or its title or message asks a question with it; otherwise,
/// under a stem that says alert or error, the shared OK.
struct SharedLabels {
  /// One shared label: its key, and its texts for the explanation.
  struct Label {
    var key: String
    var texts: String
  }

  /// The shared Cancel label, if the table has one.
  var cancel: Label?
  /// The shared OK label, if the table has one.
  var ok: Label?
  /// The shared labels that are a destructive verb alone (`Delete`, `Sign Out`, `삭제`), by that verb.
  var destructive: [String: Label] = [:]
  /// The development and Korean texts of a key.
  let texts: (String) -> (development: String?, korean: String?)

  init(table: StringsTable, groups: [AlertGroup], texts: @escaping (String) -> (development: String?, korean: String?)) {
    self.texts = texts
    let own = Set(groups.filter { $0.style != .englishText }.flatMap(\.keys))
    // A key under an alert's stem that is not one of its parts (`sync.remove-device.action`) is that alert's
    // button all the same: not a label others share.
    let stems = Set(groups.filter { $0.style != .englishText }.map(\.stem))
    var cancels: [Label] = []
    var oks: [Label] = []
    var verbs: [String: [Label]] = [:]
    for key in table.keys where !own.contains(key) {
      let (english, korean) = texts(key)
      let label = english?.trimmingCharacters(in: .whitespaces).lowercased()
      let hangul = korean?.trimmingCharacters(in: .whitespaces)
      let shown = [english.map(CopyGuess.quote), korean.map(CopyGuess.quote)].compactMap { $0 }.joined(separator: " / ")
      if label == "cancel" || (label == nil && hangul == "취소") { cancels.append(Label(key: key, texts: shown)) }
      if label == "ok" || label == "okay" || (label == nil && hangul == "확인") { oks.append(Label(key: key, texts: shown)) }
      if let label, CopyGuess.destructiveEnglish.contains(label), Self.saysShared(key),
        !stems.contains(where: { Self.key(key, isUnder: $0) })
      {
        verbs[label, default: []].append(Label(key: key, texts: shown))
      }
    }
    cancel = Self.best(cancels)
    ok = Self.best(oks)
    destructive = verbs.compactMapValues(Self.best)
  }

  /// The destructive verb an alert without buttons asks about, and its shared label: the title starts with it
  /// ("Delete Post"), or the title or message asks a question with it ("… delete this post?").
  private func destructiveAction(of group: AlertGroup) -> (String, Label)? {
    let title = group.title.flatMap { texts($0.key).development }?.lowercased() ?? ""
    let message = group.message.flatMap { texts($0.key).development }?.lowercased() ?? ""
    for (verb, label) in destructive.sorted(by: { $0.key < $1.key }) {
      let word = { (text: String) in text.range(of: "\\b\(verb)\\b", options: .regularExpression) != nil }
      if title.hasPrefix(verb + " ") || title == verb || [title, message].contains(where: { CopyGuess.isQuestion($0) && word($0) }) {
        return (verb, label)
      }
    }
    return nil
  }

  /// Whether a word of `key` says it is shared (`common`, `action`, `button`, `general`, `controls`).
  static func saysShared(_ key: String) -> Bool {
    let sharedWords: Set<String> = ["common", "action", "actions", "button", "buttons", "general", "shared", "global", "controls"]
    return KeyName.words(of: key).contains { sharedWords.contains($0.text.lowercased()) }
  }

  /// Whether `key` continues `stem` past a separator or a camelCase word (`sync.remove-device.action` under
  /// `sync.remove-device`).
  static func key(_ key: String, isUnder stem: String) -> Bool {
    guard key.count > stem.count, key.hasPrefix(stem), let next = key.dropFirst(stem.count).first else { return false }
    return next == "." || next == "_" || next == "-" || next.isUppercase
  }

  /// The label whose key says it is shared (`common`, `action`, `button`, `general`), else the shortest key.
  private static func best(_ labels: [Label]) -> Label? {
    labels.min { a, b in
      let aShared = saysShared(a.key)
      let bShared = saysShared(b.key)
      if aShared != bShared { return aShared }
      return (a.key.count, a.key) < (b.key.count, b.key)
    }
  }

  /// Adds the shared label `group` lacks: Cancel before the buttons of a confirmation without one, OK to an alert
  /// without any button.
  func link(_ group: inout AlertGroup) {
    guard group.title != nil else { return }
    let roles = group.buttons.map { button in
      CopyGuess.role(id: button.id, english: texts(button.key).development, korean: texts(button.key).korean).role
    }
    if let cancel, !group.buttons.isEmpty, !roles.contains(.cancel), !group.keys.contains(cancel.key),
      roles.contains(.destructive) || CopyGuess.isQuestion(group.title.flatMap { texts($0.key).development })
    {
      group.buttons.insert(
        (
          "cancel", cancel.key,
          "the shared label \(cancel.key) (\(cancel.texts)): the alert asks before an action and its own keys have no cancel button"
        ), at: 0)
      group.sharedKeys.append(cancel.key)
      return
    }
    if group.buttons.isEmpty, let (verb, label) = destructiveAction(of: group), !group.keys.contains(label.key) {
      // "Delete Post" / "Are you sure you want to delete this post?" with shared Cancel and Delete labels (Mastodon's).
      if let cancel, !group.keys.contains(cancel.key) {
        group.buttons.append(
          (
            "cancel", cancel.key,
            "the shared label \(cancel.key) (\(cancel.texts)): the alert asks before it \(verb)s and its own keys have no button"
          ))
        group.sharedKeys.append(cancel.key)
      }
      let id = KeyName.words(of: verb).enumerated().map { $0.offset == 0 ? $0.element.text.lowercased() : $0.element.text.capitalized }
        .joined()
      group.buttons.append(
        (id, label.key, "the shared label \(label.key) (\(label.texts)): the title says '\(verb)' and the alert's own keys have no button"))
      group.sharedKeys.append(label.key)
      return
    }
    let alertish = group.stemWords.contains(where: EntryDrafter.alertWords.contains)
    if let ok, group.buttons.isEmpty, alertish, !group.keys.contains(ok.key) {
      group.buttons.append(("ok", ok.key, "the shared label \(ok.key) (\(ok.texts)): the alert's own keys have no button"))
      group.sharedKeys.append(ok.key)
    }
  }
}
