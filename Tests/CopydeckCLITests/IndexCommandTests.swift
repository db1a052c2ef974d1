import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// `copydeck index`, run in process: writes `catalog.index` beside the manifest (or to `--output`), and `--check`
/// says whether it is the index of the manifest as it is now.
@Suite struct IndexCommandTests {
  /// A temporary copy of the shipped `Localizations/`.
  private func localizations() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-index-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Localizations"), to: folder)
    return folder
  }

  @Test func writesTheIndexThatALoadUsesThenLeavesItAlone() throws {
    let folder = try localizations()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = runCopydeck(["index", "--localizations", folder.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr == "copydeck index: \(folder.path)/catalog.index written\n")
    #expect(try Catalog.load(from: folder).usedIndex)
    let second = runCopydeck(["index", "--localizations", folder.path])
    #expect(second.status == 0)
    #expect(second.stderr == "copydeck index: \(folder.path)/catalog.index is up to date\n")
    let check = runCopydeck(["index", "--localizations", folder.path, "--check"])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stderr.contains("is up to date with"))
  }

  @Test func checkFailsOnAMissingOrOutOfDateIndexWithWhatToDo() throws {
    let folder = try localizations()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = runCopydeck(["index", "--localizations", folder.path, "--check"])
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("\(folder.path)/catalog.index:1:1: error: there is no index here\n  hint: run copydeck index again"))
    #expect(runCopydeck(["index", "--localizations", folder.path]).status == 0)
    let manifest = folder.appendingPathComponent("catalog.json")
    try Data((try String(contentsOf: manifest, encoding: .utf8) + "\n").utf8).write(to: manifest)
    let stale = runCopydeck(["index", "--localizations", folder.path, "--check"])
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("catalog.index:1:1: error: this index was made from another catalog.json: the manifest changed since"))
    #expect(!(try Catalog.load(from: folder)).usedIndex, "a load does not use it either")
    try Data("not an index".utf8).write(to: folder.appendingPathComponent("catalog.index"))
    let garbage = runCopydeck(["index", "--localizations", folder.path, "--check"])
    #expect(garbage.status == 1)
    #expect(garbage.stderr.contains("error: this file is not an index Copydeck wrote, or it is damaged"))
  }

  @Test func anOutputElsewhereIsWrittenThere() throws {
    let folder = try localizations()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("built.index").path
    let result = runCopydeck(["index", "--localizations", folder.path, "--output", output])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "copydeck index: \(output) written\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.index").path))
    #expect(runCopydeck(["index", "--localizations", folder.path, "--output", output, "--check"]).status == 0)
  }

  @Test func anInvalidManifestExitsOneWithItsPositionAndWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-index-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"developmentLanguage": "en", "languages": ["en"], "commonFailure": "a.b", "entries": [], "colour": 1}"#.utf8)
      .write(to: folder.appendingPathComponent("catalog.json"))
    let result = runCopydeck(["index", "--localizations", folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("catalog.json:1:"), "\(result.stderr)")
    #expect(result.stderr.contains("error: unknown field 'colour'"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.index").path))
  }

  @Test func aMissingManifestOrAnUnwritableOutputExitsTwo() throws {
    let missing = runCopydeck(["index", "--localizations", "/no/such/folder"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("/no/such/folder/catalog.json"), "\(missing.stderr)")
    let unwritable = runCopydeck([
      "index", "--localizations", repositoryRoot.appendingPathComponent("Localizations").path, "--output", "/no/such/folder/catalog.index",
    ])
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.hasPrefix("/no/such/folder/catalog.index:1:1: error: the folder to write the file in does not exist"))
    #expect(runCopydeck(["index", "--bogus"]).status == 2)
    let noManifest = runCopydeck(["index", "--localizations", "/no/such/folder", "--check"])
    #expect(noManifest.status == 2)
    #expect(noManifest.stderr.hasPrefix("/no/such/folder/catalog.json: error: there is no file at this path"), "\(noManifest.stderr)")
  }
}
