import Copydeck
import CopydeckFiles
import Foundation

/// Writes a catalog of many entries built from a small one, as `Benchmarks/generate-catalog.py` does: every entry
/// of the source is copied under new ids (`group.full` → `group.full2`, `group.full3`, …) with its strings in every
/// language, server codes left out (they must stay unique). The copies are as valid as the source.
enum LargeCatalog {
  /// Writes `count` entries built from the catalog folder `source` into the new folder `destination`.
  static func write(count: Int, from source: URL, to destination: URL) throws {
    let manifestURL = source.appendingPathComponent("catalog.json")
    var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any] ?? [:]
    let templates = manifest["entries"] as? [[String: Any]] ?? []
    let languages = manifest["languages"] as? [String] ?? []
    var tables: [String: [StringsEntry]] = [:]  // "LANGUAGE/TABLE" → entries
    for language in languages {
      let folder = source.appendingPathComponent("\(language).lproj")
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".strings") {
        let table = try StringsParser.parse(Data(contentsOf: folder.appendingPathComponent(name)), file: name)
        tables["\(language)/\(name.dropLast(".strings".count))"] = table.entries
      }
    }
    var entries: [[String: Any]] = []
    var output: [String: String] = [:]
    var copy = 1
    while entries.count < count {
      for template in templates where entries.count < count {
        let id = template["id"] as? String ?? ""
        var entry = template
        if copy > 1 {
          entry["id"] = "\(id)\(copy)"
          entry["codes"] = nil
        }
        entries.append(entry)
        for (path, values) in tables where path.hasSuffix("/\(template["table"] as? String ?? "")") {
          for value in values where value.key.hasPrefix(id + ".") {
            let key = "\(entry["id"] as? String ?? id).\(value.key.dropFirst(id.count + 1))"
            output[path, default: ""] += "\(quoted(key)) = \(quoted(value.value));\n"
          }
        }
      }
      copy += 1
    }
    manifest["entries"] = entries
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
      .write(to: destination.appendingPathComponent("catalog.json"))
    for (path, text) in output {
      let parts = path.split(separator: "/")
      let folder = destination.appendingPathComponent("\(parts[0]).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("\(parts[1]).strings"))
    }
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
