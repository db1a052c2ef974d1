import Foundation
import Testing

/// `copydeck convert` writes only inside `--out`, and every destination is checked before the first file is written
/// (issue 34, items 2 and 8).
@Suite struct ConvertDestinationTests {
  /// A catalog with a plain key in `en` and in a second localization named `other` (any text, even a path).
  private static func catalog(other: String, source: String = "en") -> String {
    """
    {
      "sourceLanguage" : "\(source)",
      "strings" : {
        "title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } },
            "\(other)" : { "stringUnit" : { "state" : "translated", "value" : "제목" } }
          }
        }
      },
      "version" : "1.0"
    }

    """
  }

  private func makeRoot() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("convert-destinations-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  @Test func aLanguageThatIsAPathIsRefusedAtItsKeyAndNothingIsWritten() throws {
    let root = try makeRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogs = root.appendingPathComponent("catalogs")
    try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
    let file = catalogs.appendingPathComponent("Localizable.xcstrings")
    let out = root.appendingPathComponent("a/b/c/out")
    for language in ["../../../escape/x", "/tmp/escape-\(UUID().uuidString)", "ko\\u0000x", "..", "ko.lproj/../../x"] {
      try Self.catalog(other: language).write(to: file, atomically: true, encoding: .utf8)
      let result = runCopydeck(["convert", "--to", "strings", catalogs.path, "--out", out.path])
      #expect(result.status == 1, "\(language): \(result.stderr)")
      #expect(result.stderr.contains("\(file.path):7:9: error: the language "), "\(result.stderr)")
      #expect(result.stderr.contains("is not a language tag") && result.stderr.contains("hint: "))
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a/escape").path))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["catalogs"])

    try Self.catalog(other: "ko", source: "../up").write(to: file, atomically: true, encoding: .utf8)
    let source = runCopydeck(["convert", "--to", "strings", catalogs.path, "--out", out.path])
    #expect(source.status == 1 && source.stderr.contains("\(file.path):2:22: error: the language \"../up\""), "\(source.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aLinkThatLeadsOutOfTheFolderIsRefusedBeforeAnyWrite() throws {
    let root = try makeRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogs = root.appendingPathComponent("catalogs"), out = root.appendingPathComponent("out")
    let elsewhere = root.appendingPathComponent("elsewhere")
    for folder in [catalogs, out, elsewhere] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    try Self.catalog(other: "ko").write(to: catalogs.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("ko.lproj").path, withDestinationPath: "../elsewhere")
    let result = runCopydeck(["convert", "--to", "strings", catalogs.path, "--out", out.path])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("\(out.path)/ko.lproj:1:1: error: a symbolic link leads to "), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["ko.lproj"])

    // A link that stays inside the folder is followed.
    try FileManager.default.removeItem(at: out.appendingPathComponent("ko.lproj"))
    try FileManager.default.createDirectory(at: out.appendingPathComponent("korean"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("ko.lproj").path, withDestinationPath: "korean")
    let inside = runCopydeck(["convert", "--to", "strings", catalogs.path, "--out", out.path])
    #expect(inside.status == 0, "\(inside.stderr)")
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("korean/Localizable.strings").path))
  }

  @Test func aDanglingLinkAtADestinationStopsTheConversionBeforeAnyWrite() throws {
    let root = try makeRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogs = root.appendingPathComponent("catalogs"), out = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: out.appendingPathComponent("ko.lproj"), withIntermediateDirectories: true)
    try Self.catalog(other: "ko").write(to: catalogs.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    let link = out.appendingPathComponent("ko.lproj/Localizable.strings")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.appendingPathComponent("nowhere").path)
    let back = runCopydeck(["convert", "--to", "strings", catalogs.path, "--out", out.path])
    #expect(back.status == 2, "\(back.stderr)")
    #expect(back.stderr.contains("\(link.path):1:1: error: already exists; nothing was written"), "\(back.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("en.lproj").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("nowhere").path))

    // The other direction: the first table's catalog is not written when the second's destination is a dangling link.
    let source = ParseVariationsTests.fixtures.appendingPathComponent("Conversion")
    let tables = root.appendingPathComponent("tables")
    try FileManager.default.copyItem(at: source, to: tables)
    try FileManager.default.copyItem(
      at: tables.appendingPathComponent("en.lproj/Localizable.strings"), to: tables.appendingPathComponent("en.lproj/A.strings"))
    let catalogsOut = root.appendingPathComponent("catalogs-out")
    try FileManager.default.createDirectory(at: catalogsOut, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: catalogsOut.appendingPathComponent("Localizable.xcstrings").path, withDestinationPath: "missing")
    let forward = runCopydeck(["convert", "--to", "xcstrings", tables.path, "--out", catalogsOut.path])
    #expect(forward.status == 2, "\(forward.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: catalogsOut.path) == ["Localizable.xcstrings"])
  }
}
