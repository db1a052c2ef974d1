import Foundation
import Testing

/// `copydeck generate swift`, run in process.
@Suite struct GenerateCommandTests {
  let fixture = repositoryRoot.appendingPathComponent("Tests/CopydeckGeneratorTests/Fixtures/accessors").path

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-generate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func writesTheGoldenFileThenLeavesItAlone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Copy.swift")
    let first = runCopydeck(["generate", "swift", "--localizations", fixture, "--output", output.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("Copy.swift written"))
    let golden = repositoryRoot.appendingPathComponent("Tests/CopydeckGeneratorTests/__Goldens__/accessors.swift")
    #expect(try Data(contentsOf: output) == Data(contentsOf: golden))
    let second = runCopydeck(["generate", "swift", "--localizations", fixture, "--output", output.path])
    #expect(second.status == 0)
    #expect(second.stderr.contains("is up to date"))
  }

  @Test func anInvalidManifestExitsOneWithItsPosition() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"developmentLanguage": "en", "languages": ["en"], "commonFailure": "a.b", "entries": [], "colour": 1}"#.utf8)
      .write(to: folder.appendingPathComponent("catalog.json"))
    let result = runCopydeck([
      "generate", "swift", "--localizations", folder.path, "--output", folder.appendingPathComponent("C.swift").path,
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("catalog.json:1:"))
    #expect(result.stderr.contains("error: unknown field 'colour'"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("C.swift").path), "nothing is written")
  }

  @Test func aMissingFolderOrAnUnwritableOutputExitsTwo() throws {
    let missing = runCopydeck(["generate", "swift", "--localizations", "/no/such/folder", "--output", "/tmp/never.swift"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("/no/such/folder/catalog.json"))
    let unwritable = runCopydeck(["generate", "swift", "--localizations", fixture, "--output", "/no/such/folder/Copy.swift"])
    #expect(unwritable.status == 2)
    #expect(
      unwritable.stderr
        == "/no/such/folder/Copy.swift:1:1: error: the folder to write the file in does not exist, so nothing was written\n  hint: create the folder first, or pass a path in an existing folder\n"
    )
  }

  @Test(arguments: [
    (["generate"], "missing the language to generate (swift)"),
    (["generate", "swift"], "missing --output FILE"),
    (["generate", "kotlin", "--output", "x"], "unknown language 'kotlin'"),
  ])
  func usageErrorsExitTwoWithTheUsage(_ arguments: [String], _ message: String) {
    let result = runCopydeck(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains("USAGE: copydeck generate swift"))
  }
}
