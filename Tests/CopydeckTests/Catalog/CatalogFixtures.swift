import Foundation

@testable import Copydeck
@testable import CopydeckFiles

/// The catalog fixtures under `Tests/CopydeckTests/Fixtures/Catalog/`, read through `#filePath`.
enum CatalogFixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Catalog")

  /// The folder of fixture `name`, e.g. `basic`.
  static func url(_ name: String) -> URL { root.appendingPathComponent(name) }

  /// The `basic` catalog: en and ko, with deliberate gaps (see the notes in its catalog.json).
  static let basic: Catalog = {
    do {
      return try Catalog.load(from: url("basic"))
    } catch {
      fatalError("the basic fixture must load: \(error)")
    }
  }()

  /// A fresh temporary folder holding a copy of fixture `name`, for tests that edit files.
  static func copy(_ name: String) throws -> URL {
    let destination = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: url(name), to: destination)
    return destination
  }

  /// Decodes a manifest from JSON text.
  static func manifest(_ json: String) throws(ManifestError) -> CatalogManifest {
    try CatalogManifest(data: Data(json.utf8), file: "catalog.json")
  }
}
