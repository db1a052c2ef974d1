import Copydeck
import CopydeckFiles

/// The note of one XLIFF unit: what the text is on the device (an alert's title, a button and its role), and the
/// manifest's note, so a translator knows an alert's button from its title.
enum TranslatorNote {
  /// The note of `unit` of table `table`: the key's note, then which form of the key the unit is, if any.
  static func note(for unit: XLIFFUnit, table: String, manifest: CatalogManifest?) -> String {
    let note = note(key: unit.key, table: table, manifest: manifest, comment: unit.comment)
    guard let form = unit.form else { return note }
    return "\(note) This unit is \(form)."
  }

  /// The note for `key` of table `table`: from the entries that use it when there are any, else the table's comment.
  static func note(key: String, table: String, manifest: CatalogManifest?, comment: String?) -> String {
    let users = (manifest?.entries ?? []).filter { $0.table == table && $0.keys.contains(key) }
    guard let first = users.first else {
      return comment.flatMap { $0.isEmpty ? nil : $0 } ?? "No comment provided by engineer."
    }
    var note = "\(part(of: key, in: first)) of the \(describe(first.kind)) '\(first.id)'. \(first.note)"
    if !first.buttons.isEmpty {
      let buttons = first.buttons.map { button in
        "\(button.id) (\(button.role.rawValue)\(button.preferred ? ", preferred" : ""))"
      }
      note += " Buttons, in order: \(buttons.joined(separator: ", "))."
    }
    if first.arguments.count > 0 {
      note += " Arguments: " + first.arguments.map { "\($0.format) is the \($0.name)" }.joined(separator: ", ") + "."
    }
    if users.count > 1 {
      note += " The same text is also used by: \(users.dropFirst().map(\.id).joined(separator: ", "))."
    }
    return note
  }

  private static func part(of key: String, in entry: EntryDefinition) -> String {
    if entry.hasTitle, entry.titleKey == key { return "Title" }
    if entry.hasMessage, entry.messageKey == key { return entry.kind == .inline ? "Text" : "Message (below the title)" }
    if let button = entry.buttons.first(where: { entry.buttonKey($0.id) == key }) {
      return "Label of the \(button.role == .default ? "" : "\(button.role.rawValue) ")button '\(button.id)'"
    }
    return "Text"
  }

  private static func describe(_ kind: EntryKind) -> String {
    switch kind {
    case .alert: "alert"
    case .confirm: "confirmation (an alert that asks before an action)"
    case .errorScreen: "full-screen error"
    case .inline: "inline error shown under a field"
    }
  }
}
