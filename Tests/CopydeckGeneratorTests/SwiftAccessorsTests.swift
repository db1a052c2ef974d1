import Copydeck
import CopydeckFiles
import CopydeckGenerator
import CopydeckTestSupport
import Foundation
import Testing

/// The generated accessors: golden files, determinism, names, and the errors that stop generation.
@Suite struct SwiftAccessorsTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let golden = Golden(folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__"))

  private func manifest(_ json: String) throws -> CatalogManifest {
    try CatalogManifest(data: Data(json.utf8), file: "catalog.json")
  }

  private func entries(_ records: String) -> String {
    #"{"developmentLanguage": "en", "languages": ["en"], "commonFailure": "common.unknown", "entries": [{"id": "common.unknown", "kind": "errorScreen", "category": "common", "table": "C", "note": "n"},"#
      + "\n\(records)]}"
  }

  @Test func theFixtureCatalogMatchesItsGolden() throws {
    let manifest = try CatalogManifest.load(contentsOf: Self.fixtures.appendingPathComponent("accessors/catalog.json"))
    try Self.golden.assertMatches(try SwiftAccessors.source(for: manifest), named: "accessors.swift")
  }

  @Test func theSameCatalogGivesTheSameBytesInAnyRecordOrder() throws {
    let url = Self.fixtures.appendingPathComponent("accessors/catalog.json")
    var manifest = try CatalogManifest.load(contentsOf: url)
    let first = try SwiftAccessors.source(for: manifest)
    #expect(try SwiftAccessors.source(for: CatalogManifest.load(contentsOf: url)) == first)
    manifest.entries.reverse()
    #expect(try SwiftAccessors.source(for: manifest) == first, "entries are sorted by id, not kept in file order")
  }

  @Test func everyShippedEntryHasAnAccessorInItsFamily() throws {
    let manifest = try CatalogManifest.load(contentsOf: Self.repositoryRoot.appendingPathComponent("Localizations/catalog.json"))
    let source = try SwiftAccessors.source(for: manifest)
    for entry in manifest.entries {
      let family = String(entry.id.prefix { $0 != "." })
      #expect(source.contains("  enum \(family.prefix(1).uppercased() + family.dropFirst()) {"), "no enum for \(family)")
      let literal = Array("\"\(entry.id)\"".utf8)
      let accessorLines = source.split(separator: "\n").filter { $0.contains("CopyRequest.id(") || $0.contains("      .id(") }
      #expect(
        accessorLines.contains { line in Array(line.utf8).indices.contains { Array(line.utf8)[$0...].starts(with: literal) } },
        "\(entry.id)")
    }
    #expect(source.contains("static func suspended(reason: String) -> CopyRequest"))
    #expect(source.contains("static func delete(item: String) -> CopyRequest"))
    #expect(source.contains("static let full = CopyRequest.id(\"group.full\")"))
    #expect(source.contains("`CGF0003` → `group.full`"))
  }

  @Test func theShippedAccessorsAreValidSwift() throws {
    let manifest = try CatalogManifest.load(contentsOf: Self.repositoryRoot.appendingPathComponent("Localizations/catalog.json"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-accessors-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(try SwiftAccessors.source(for: manifest).utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }

  @Test(arguments: [
    ("%@", "String", ".text"), ("%d", "Int", ".integer"), ("%lld", "Int", ".integer"), ("%1$u", "Int", ".integer"),
    ("%.1f", "Double", ".number"), ("%g", "Double", ".number"),
  ])
  func argumentsAreTypedFromTheirFormat(_ format: String, _ type: String, _ argumentCase: String) throws {
    let source = try SwiftAccessors.source(
      for: manifest(
        entries(
          #"{"id": "a.b", "kind": "alert", "category": "business", "table": "T", "note": "n", "arguments": [{"name": "count", "format": "\#(format)"}]}"#
        )))
    #expect(source.contains("static func b(count: \(type)) -> CopyRequest {\n      .id(\"a.b\", arguments: [\(argumentCase)(count)])"))
  }

  @Test func namesBecomeSwiftIdentifiers() throws {
    let source = try SwiftAccessors.source(
      for: manifest(
        entries(
          """
          {"id": "invite-code.v2-expired", "kind": "alert", "category": "business", "table": "T", "note": "n"},
          {"id": "flow.return", "kind": "alert", "category": "business", "table": "T", "note": "n", "arguments": [{"name": "for", "format": "%@"}]},
          {"id": "flow.3d", "kind": "alert", "category": "business", "table": "T", "note": "n"}
          """)))
    #expect(source.contains("enum InviteCode {"))
    #expect(source.contains("static let v2Expired = CopyRequest.id(\"invite-code.v2-expired\")"))
    #expect(source.contains("static func `return`(`for`: String) -> CopyRequest"))
    #expect(source.contains("static let _3d = CopyRequest.id(\"flow.3d\")"))
  }

  @Test func twoEntriesWithOneAccessorStopGeneration() throws {
    let manifest = try manifest(
      entries(
        """
        {"id": "group.is-full", "kind": "alert", "category": "business", "table": "T", "note": "n"},
        {"id": "group.isFull", "kind": "alert", "category": "business", "table": "T", "note": "n"}
        """))
    #expect(throws: GeneratorError.self) { try SwiftAccessors.source(for: manifest) }
    do {
      _ = try SwiftAccessors.source(for: manifest)
    } catch {
      #expect(error.description.hasPrefix("catalog.json:3:"), "the position of the second record")
      #expect(error.description.contains("entry 'group.isFull': its accessor Copy.Group.isFull is also the accessor of group.is-full"))
      #expect(error.description.contains("hint: rename one of them"))
    }
  }

  @Test func aFamilyNamedTypeIsRefused() throws {
    let manifest = try manifest(entries(#"{"id": "type.mismatch", "kind": "alert", "category": "business", "table": "T", "note": "n"}"#))
    do {
      _ = try SwiftAccessors.source(for: manifest)
      Issue.record("Copy.Type must not be generated")
    } catch {
      #expect(error.description.contains("its family would be the Swift type Copy.Type"))
    }
  }
}
