import Copydeck
import CopydeckFiles
import Foundation

/// Writes a manifest as `catalog.json` text in the shipped catalog's layout: one field per line, buttons on one line each.
enum ManifestWriter {
  static func json(_ manifest: CatalogManifest) -> String {
    var lines = ["{"]
    lines.append("  \"developmentLanguage\": \(Escaping.jsonLiteral(manifest.developmentLanguage)),")
    lines.append("  \"languages\": [\(manifest.languages.map(Escaping.jsonLiteral).joined(separator: ", "))],")
    lines.append("  \"commonFailure\": \(Escaping.jsonLiteral(manifest.commonFailure)),")
    if !manifest.ownedTables.isEmpty {
      lines.append("  \"ownedTables\": [\(manifest.ownedTables.map(Escaping.jsonLiteral).joined(separator: ", "))],")
    }
    lines.append("  \"entries\": [")
    lines.append(manifest.entries.map(entry).joined(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func entry(_ entry: EntryDefinition) -> String {
    var fields = [
      "\"id\": \(Escaping.jsonLiteral(entry.id))", "\"kind\": \(Escaping.jsonLiteral(entry.kind.rawValue))",
      "\"category\": \(Escaping.jsonLiteral(entry.category.rawValue))", "\"table\": \(Escaping.jsonLiteral(entry.table))",
    ]
    if !entry.hasMessage { fields.append("\"message\": false") }
    let keys = entry.explicitKeys
    if !keys.isEmpty {
      var parts: [String] = []
      if let title = keys.title { parts.append("\"title\": \(Escaping.jsonLiteral(title))") }
      if let message = keys.message { parts.append("\"message\": \(Escaping.jsonLiteral(message))") }
      let buttons = entry.buttons.compactMap { button in
        keys.buttons[button.id].map { "\(Escaping.jsonLiteral(button.id)): \(Escaping.jsonLiteral($0))" }
      }
      if !buttons.isEmpty { parts.append("\"buttons\": {\(buttons.joined(separator: ", "))}") }
      fields.append("\"keys\": {\(parts.joined(separator: ", "))}")
    }
    if !entry.buttons.isEmpty {
      let buttons = entry.buttons.map { button in
        "        {\"id\": \(Escaping.jsonLiteral(button.id)), \"role\": \(Escaping.jsonLiteral(button.role.rawValue))\(button.preferred ? ", \"preferred\": true" : "")}"
      }
      fields.append("\"buttons\": [\n\(buttons.joined(separator: ",\n"))\n      ]")
    }
    if !entry.arguments.isEmpty {
      let arguments = entry.arguments.map { argument in
        let samples = argument.samples.keys.sorted().map { "\(Escaping.jsonLiteral($0)): \(Escaping.jsonLiteral(argument.samples[$0]!))" }
        return
          "        {\"name\": \(Escaping.jsonLiteral(argument.name)), \"format\": \(Escaping.jsonLiteral(argument.format)), \"samples\": {\(samples.joined(separator: ", "))}}"
      }
      fields.append("\"arguments\": [\n\(arguments.joined(separator: ",\n"))\n      ]")
    }
    fields.append("\"note\": \(Escaping.jsonLiteral(entry.note))")
    return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
  }
}
