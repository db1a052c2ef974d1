import Copydeck
import Foundation

/// Writes a manifest as `catalog.json` text in the shipped catalog's layout: one field per line, buttons on one line each.
enum ManifestWriter {
  static func json(_ manifest: CatalogManifest) -> String {
    var lines = ["{"]
    lines.append("  \"developmentLanguage\": \(literal(manifest.developmentLanguage)),")
    lines.append("  \"languages\": [\(manifest.languages.map(literal).joined(separator: ", "))],")
    lines.append("  \"commonFailure\": \(literal(manifest.commonFailure)),")
    if !manifest.ownedTables.isEmpty {
      lines.append("  \"ownedTables\": [\(manifest.ownedTables.map(literal).joined(separator: ", "))],")
    }
    lines.append("  \"entries\": [")
    lines.append(manifest.entries.map(entry).joined(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func entry(_ entry: EntryDefinition) -> String {
    var fields = [
      "\"id\": \(literal(entry.id))", "\"kind\": \(literal(entry.kind.rawValue))",
      "\"category\": \(literal(entry.category.rawValue))", "\"table\": \(literal(entry.table))",
    ]
    if !entry.hasMessage { fields.append("\"message\": false") }
    let keys = entry.explicitKeys
    if !keys.isEmpty {
      var parts: [String] = []
      if let title = keys.title { parts.append("\"title\": \(literal(title))") }
      if let message = keys.message { parts.append("\"message\": \(literal(message))") }
      let buttons = entry.buttons.compactMap { button in keys.buttons[button.id].map { "\(literal(button.id)): \(literal($0))" } }
      if !buttons.isEmpty { parts.append("\"buttons\": {\(buttons.joined(separator: ", "))}") }
      fields.append("\"keys\": {\(parts.joined(separator: ", "))}")
    }
    if !entry.buttons.isEmpty {
      let buttons = entry.buttons.map { button in
        "        {\"id\": \(literal(button.id)), \"role\": \(literal(button.role.rawValue))\(button.preferred ? ", \"preferred\": true" : "")}"
      }
      fields.append("\"buttons\": [\n\(buttons.joined(separator: ",\n"))\n      ]")
    }
    if !entry.arguments.isEmpty {
      let arguments = entry.arguments.map { argument in
        let samples = argument.samples.keys.sorted().map { "\(literal($0)): \(literal(argument.samples[$0]!))" }
        return "        {\"name\": \(literal(argument.name)), \"format\": \(literal(argument.format)), \"samples\": {\(samples.joined(separator: ", "))}}"
      }
      fields.append("\"arguments\": [\n\(arguments.joined(separator: ",\n"))\n      ]")
    }
    fields.append("\"note\": \(literal(entry.note))")
    return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
