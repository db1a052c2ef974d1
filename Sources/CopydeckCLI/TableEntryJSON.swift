import Copydeck
import CopydeckChecks
import CopydeckFiles

/// Renders table entries as `copydeck parse` prints them: each key's value as the device stores it, a JSON string
/// for a plain string and an object mirroring the file for variations (`{"plural": {"one": "…", "other": "…"}}`).
enum TableEntryJSON {
  /// One JSON object of `entries`, keys sorted by Unicode code points, nested at `indent` levels of two spaces.
  static func object(_ entries: [TableEntry], indent: Int = 0) -> String {
    let sorted = entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    return members(sorted.map { ($0.key, entry($0, indent: indent + 1)) }, indent: indent)
  }

  /// `{ "key": value, … }` from already rendered values, one member per line.
  static func members(_ members: [(String, String)], indent: Int) -> String {
    guard !members.isEmpty else { return "{}" }
    let inner = String(repeating: "  ", count: indent + 1)
    let lines = members.map { "\(inner)\(Escaping.jsonLiteral($0.0)): \($0.1)" }
    return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
  }

  /// A key's value; with substitutions, `{"value": …, "substitutions": {name: {"argNum": …, "formatSpecifier": …, "variations": …}}}`.
  /// Device forms with their own variables (a `.stringsdict`'s) are `{"device": {device: …}}`, each form so.
  static func entry(_ entry: TableEntry, indent: Int) -> String {
    guard !entry.substitutions.isEmpty else { return value(entry.value, indent: indent) }
    if case .device = entry.value, entry.substitutions.contains(where: { $0.device != nil }) {
      let forms = entry.devices.compactMap { device in
        entry.variation(on: device).map { (device.rawValue, self.entry($0, indent: indent + 2)) }
      }
      return members([("device", members(forms, indent: indent + 1))], indent: indent)
    }
    let substitutions = entry.substitutions.map { substitution -> (String, String) in
      var fields: [(String, String)] = []
      if let number = substitution.argumentNumber { fields.append(("argNum", String(number))) }
      fields.append(("formatSpecifier", Escaping.jsonLiteral(substitution.formatSpecifier)))
      fields.append(("variations", value(substitution.value, indent: indent + 3)))
      return (substitution.name, members(fields, indent: indent + 2))
    }
    return members(
      [("value", value(entry.value, indent: indent + 1)), ("substitutions", members(substitutions, indent: indent + 1))], indent: indent)
  }

  /// A string, or `{"plural": {…}}` / `{"device": {…}}` in CLDR's and Xcode's order.
  static func value(_ value: TableValue, indent: Int) -> String {
    switch value {
    case .string(let text):
      return Escaping.jsonLiteral(text)
    case .plural(let forms):
      let rendered = forms.sorted { $0.key < $1.key }.map { ($0.key.rawValue, self.value($0.value, indent: indent + 2)) }
      return members([("plural", members(rendered, indent: indent + 1))], indent: indent)
    case .device(let forms):
      let rendered = forms.sorted { $0.key < $1.key }.map { ($0.key.rawValue, self.value($0.value, indent: indent + 2)) }
      return members([("device", members(rendered, indent: indent + 1))], indent: indent)
    }
  }
}
