import Foundation

/// The String Catalog fixtures under `Tests/CopydeckTests/Fixtures/StringCatalog/`, shaped like Xcode 15, 16 and 26
/// output (written for these tests from the format, in Xcode's formatting).
enum StringCatalogFixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/StringCatalog")

  /// Every fixture's file name, sorted.
  static let names = ["Unknown-Fields", "Xcode15-Plural", "Xcode15-Simple", "Xcode16-Device", "Xcode26-Named"]

  static func url(_ name: String) -> URL { root.appendingPathComponent("\(name).xcstrings") }

  static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }
}
