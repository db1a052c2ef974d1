import Foundation

/// The catalog the launch is measured on: a generated localizations folder of `entries` alerts in English and
/// Korean over 20 tables (one in ten with a `%@` argument), built by `scripts/xcode-bundle` into the bundle an iOS
/// build makes (binary property lists unless told otherwise, the flat layout beside Info.plist, Assets.car, Base.lproj
/// and _CodeSignature).
enum LaunchCatalog {
  static let tables = 20
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes the localizations folder into `source` and its bundle with tables in `encoding` (`binary`, `UTF-16`,
  /// `UTF-8`) into `bundle` (which must not exist).
  static func build(entries: Int, encoding: String, source: URL, bundle: URL) throws {
    var manifest: [[String: Any]] = []
    var english = Array(repeating: "", count: tables)
    var korean = Array(repeating: "", count: tables)
    for index in 0..<entries {
      let id = "launch.e\(index)"
      let table = index % tables
      let argument = index % 10 == 0
      var entry: [String: Any] = [
        "id": id, "kind": "alert", "category": "business", "table": "T\(table)",
        "buttons": [["id": "ok", "role": "default", "preferred": true]], "note": "Generated entry \(index).",
      ]
      if argument { entry["arguments"] = [["name": "item", "format": "%@", "samples": ["en": "Photo", "ko": "사진"]]] }
      manifest.append(entry)
      english[table] += """
        "\(id).title" = "Couldn't Save Item \(index)";
        "\(id).message" = "Something stopped \(argument ? "%@" : "item \(index)") from saving. Check your connection and try again.";
        "\(id).button.ok" = "Done";

        """
      korean[table] += """
        "\(id).title" = "항목 \(index)을 저장하지 못했어요";
        "\(id).message" = "\(argument ? "%@을(를)" : "항목 \(index)을") 저장하지 못했어요. 연결 상태를 확인하고 다시 시도해 주세요.";
        "\(id).button.ok" = "완료";

        """
    }
    let files = FileManager.default
    for (language, texts) in [("en", english), ("ko", korean)] {
      let folder = source.appendingPathComponent("\(language).lproj")
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      for (table, text) in texts.enumerated() {
        try Data(text.utf8).write(to: folder.appendingPathComponent("T\(table).strings"))
      }
    }
    let object: [String: Any] = [
      "developmentLanguage": "en", "languages": ["en", "ko"], "commonFailure": "launch.e1", "entries": manifest,
    ]
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: source.appendingPathComponent("catalog.json"))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", repository.appendingPathComponent("scripts/xcode-bundle").path, "--encoding", encoding, "--layout", "flat",
      source.path, bundle.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure(description: "scripts/xcode-bundle failed; see above") }
  }

  /// The entries of the bundle's `catalog.json` without arguments (read here, so `Bundle`'s side needs no Copydeck).
  static func plainEntries(in bundle: Bundle) throws -> [(id: String, table: String)] {
    let url = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("catalog.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let entries = object?["entries"] as? [[String: Any]] ?? []
    return entries.compactMap { entry in
      guard entry["arguments"] == nil, let id = entry["id"] as? String, let table = entry["table"] as? String else { return nil }
      return (id, table)
    }
  }
}
