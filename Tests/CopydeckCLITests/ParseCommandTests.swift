import Foundation
import Testing

/// `copydeck parse`, run in process.
@Suite struct ParseCommandTests {
  private func file(_ contents: [UInt8], name: String = "T.strings") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(contents).write(to: url)
    return url
  }

  @Test func printsSortedJSONAndExitsZero() throws {
    let url = try file(Array("\"b\" = \"둘\";\n\"a\" = \"one\\n\\\"quoted\\\"\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"a\": \"one\\n\\\"quoted\\\"\",\n  \"b\": \"둘\"\n}\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func malformedInputPrintsLocationAndHintAndExitsOne() throws {
    let url = try file(Array("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(url.path):2:1: error: expected ; after the value"))
    #expect(result.stderr.contains("\n  hint: "))
  }

  @Test func silentStopPrintsWhatTheDeviceSeesAndExitsOne() throws {
    let url = try file(Array("\"a\" = \"A\";;\n\"b\" = \"B\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 1)
    #expect(result.stdout == "{\n  \"a\": \"A\"\n}\n")
    #expect(result.stderr.contains("\(url.path):1:11: error: Apple's parser stops at ';'"))
    #expect(result.stderr.contains("1 entry below"))
  }

  @Test func warningsGoToStandardErrorAndExitZero() throws {
    let url = try file(Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"a\": \"2\"\n}\n")
    #expect(result.stderr.contains("\(url.path):2:1: warning: key \"a\" is defined again"))
  }

  @Test func lookalikeKeysStayApartInTheJSON() throws {
    let url = try file(Array("\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n".utf8))
    let result = runCopydeck(["parse", url.path])
    #expect(result.stdout == "{\n  \"cafe\u{301}\": \"2\",\n  \"caf\u{E9}\": \"1\"\n}\n")
  }

  @Test func repeatedDiagnosticsOfOneKindAreCappedWithASummaryLine() throws {
    let url = try file(Array(String(repeating: "\"a\" = \"b\";\n", count: 1_000).utf8))
    let result = try runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"a\": \"b\"\n}\n")
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // 20 warnings of two lines each (message and hint), then one summary line.
    #expect(lines.count == 41)
    #expect(lines.filter { $0.contains(": warning: key \"a\" is defined again") }.count == 20)
    #expect(lines[38].hasPrefix("\(url.path):21:1: warning: key \"a\" is defined again"))
    #expect(
      lines.last
        == "\(url.path):22:1: warning: 979 more duplicate-key warnings from here on are not shown (the first 20 are above) — fix those and run again to see the rest"
    )
  }

  @Test func readsUTF16() throws {
    let url = try file([0xFF, 0xFE] + "\"k\" = \"값\";".utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] })
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"k\": \"값\"\n}\n")
  }

  @Test func usageErrorsExitTwoWithUsage() throws {
    let missing = runCopydeck(["parse"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("missing FILE"))
    #expect(missing.stderr.contains("USAGE: copydeck parse FILE"))
    let extra = runCopydeck(["parse", "a", "b"])
    #expect(extra.status == 2)
    let unreadable = runCopydeck(["parse", "/nonexistent/L.strings"])
    #expect(unreadable.status == 2)
    #expect(unreadable.stderr.hasPrefix("/nonexistent/L.strings:1:1: error: there is no file at this path"))
  }

  @Test func helpExplainsTheCommand() throws {
    let result = runCopydeck(["help", "parse"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("EXIT STATUS"))
    #expect(runCopydeck(["--help"]).stdout.contains("parse"))
  }
}

/// `copydeck parse` on String Catalogs and `.stringsdict` files.
@Suite struct ParseVariationsTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CopydeckTests/Fixtures")

  @Test func aCatalogPrintsEachLanguageWithPluralsAsObjects() throws {
    let result = runCopydeck(["parse", Self.fixtures.appendingPathComponent("StringCatalog/Xcode16-Device.xcstrings").path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]])
    #expect(json.keys.sorted() == ["en", "ko"])
    #expect(
      result.stdout.hasPrefix(
        "{\n  \"en\": {\n    \"photos.selected.title\": {\n      \"device\": {\n        \"iphone\": {\n          \"plural\": {\n            \"one\": \"%lld photo\","
      ))
    #expect(json["ko"]?["sync.title"] as? String == "동기화")
    let upload = json["ko"]?["upload.hint.message"] as? [String: [String: String]]
    #expect(upload == ["device": ["iphone": "아래의 업로드를 눌러 주세요.", "other": "업로드를 선택해 주세요."]])
  }

  @Test func substitutionsMirrorTheFile() throws {
    let result = runCopydeck(["parse", Self.fixtures.appendingPathComponent("StringCatalog/Xcode15-Plural.xcstrings").path])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]])
    let moved = try #require(json["en"]?["files.moved.message"] as? [String: Any])
    #expect(moved["value"] as? String == "Moved %#@files@ into %#@folders@.")
    let files = (moved["substitutions"] as? [String: [String: Any]])?["files"]
    #expect(files?["argNum"] as? Int == 1)
    #expect(files?["formatSpecifier"] as? String == "lld")
    #expect(
      (files?["variations"] as? [String: [String: String]])?["plural"] == ["zero": "no files", "one": "%arg file", "other": "%arg files"])
  }

  @Test func aStringsDictWithAnErrorPrintsWhatIsLeftAndExitsOne() throws {
    let path = Self.fixtures.appendingPathComponent("StringsDict/Broken.stringsdict").path
    let result = runCopydeck(["parse", path])
    #expect(result.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json.keys.sorted() == ["good", "unused"])
    #expect(result.stderr.hasPrefix("\(path):8:3: error: \"n\" of \"no.other\" has no \"other\" form"))
  }

  @Test func malformedCatalogPrintsTheLocationAndNothingElse() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString).xcstrings")
    try Data("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(url.path):3:3: error: this String Catalog is not valid JSON: expected ',' or '}'"))
  }
}

/// `copydeck set` on a String Catalog.
@Suite struct SetStringCatalogTests {
  @Test func setsOneLocalizationAndNeedsALanguage() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString).xcstrings")
    let original = try Data(contentsOf: ParseVariationsTests.fixtures.appendingPathComponent("StringCatalog/Xcode26-Named.xcstrings"))
    try original.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let missing = runCopydeck(["set", url.path, "welcome.title", "어서 오세요"])
    #expect(missing.status == 2)
    #expect(try Data(contentsOf: url) == original)
    let result = runCopydeck(["set", url.path, "welcome.title", "어서 오세요", "--language", "ko"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("changed \"welcome.title\" in ko"))
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text
        == String(decoding: original, as: UTF8.self).replacingOccurrences(
          of: "\"state\" : \"new\",\n            \"value\" : \"환영해요\"",
          with: "\"state\" : \"translated\",\n            \"value\" : \"어서 오세요\""),
      "a translation written is translated, as in Xcode's String Catalog editor")
  }

  @Test func setsOneFormOfAPluralWithForm() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString).xcstrings")
    let original = try Data(contentsOf: ParseVariationsTests.fixtures.appendingPathComponent("StringCatalog/Xcode15-Plural.xcstrings"))
    try original.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let refused = runCopydeck(["set", url.path, "%lld items", "항목", "--language", "ko"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("\(url.path):24:16: error: the ko localization of \"%lld items\" varies (its forms: plural.other)"))
    #expect(refused.stderr.contains("--form plural.other"))
    #expect(try Data(contentsOf: url) == original)
    let badForm = runCopydeck(["set", url.path, "%lld items", "항목", "--language", "ko", "--form", "plural.single"])
    #expect(badForm.status == 2 && badForm.stderr.contains("--form plural.single is not a form"))
    let result = runCopydeck(["set", url.path, "%lld items", "항목 %lld개예요", "--language", "ko", "--form", "plural.other"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("changed \"%lld items\" in ko plural.other"))
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text
        == String(decoding: original, as: UTF8.self).replacingOccurrences(
          of: "\"value\" : \"항목 %lld개\"", with: "\"value\" : \"항목 %lld개예요\""))
  }
}

/// `copydeck convert`, in process.
@Suite struct ConvertCommandTests {
  @Test func convertsBothWaysAndNeverOverwrites() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("convert-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = ParseVariationsTests.fixtures.appendingPathComponent("Conversion")
    let catalogs = root.appendingPathComponent("catalogs"), tables = root.appendingPathComponent("tables")
    let forward = runCopydeck(["convert", "--to", "xcstrings", source.path, "--out", catalogs.path])
    #expect(forward.status == 0, "\(forward.stderr)")
    #expect(forward.stderr.contains("wrote \(catalogs.path)/Localizable.xcstrings"))
    let back = runCopydeck(["convert", "--to", "strings", catalogs.path, "--out", tables.path])
    #expect(back.status == 0, "\(back.stderr)")
    for path in [
      "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "ko.lproj/Localizable.strings",
      "ko.lproj/Localizable.stringsdict",
    ] {
      #expect(FileManager.default.fileExists(atPath: tables.appendingPathComponent(path).path), "\(path)")
    }
    let written = try Data(contentsOf: catalogs.appendingPathComponent("Localizable.xcstrings"))
    let again = runCopydeck(["convert", "--to", "xcstrings", source.path, "--out", catalogs.path])
    #expect(again.status == 2 && again.stderr.contains("already exists; nothing was written"))
    #expect(try Data(contentsOf: catalogs.appendingPathComponent("Localizable.xcstrings")) == written)
    #expect(runCopydeck(["convert", source.path, "--out", catalogs.path]).status == 2)
    #expect(
      runCopydeck(["convert", "--to", "xcstrings", source.path, "--out", root.appendingPathComponent("none").path, "--table", "Missing"])
        .status == 1)
  }

  /// Each device form of a `.stringsdict` shows its own variables: the iPad's `n` and the iPhone's `n` differ.
  @Test func deviceFormsShowTheirOwnVariables() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Items.stringsdict")
    try Data(DeviceStringsDict.file.utf8).write(to: url)
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {
          "items.title": {
            "device": {
              "iphone": {
                "value": "%#@n@",
                "substitutions": {
                  "n": {
                    "formatSpecifier": "d",
                    "variations": {
                      "plural": {
                        "zero": "Nothing here",
                        "one": "One item",
                        "other": "%d items"
                      }
                    }
                  }
                }
              },
              "ipad": {
                "value": "On this iPad: %#@n@",
                "substitutions": {
                  "n": {
                    "formatSpecifier": "ld",
                    "variations": {
                      "plural": {
                        "one": "%ld tablet item",
                        "other": "%ld tablet items"
                      }
                    }
                  }
                }
              },
              "other": "Items"
            }
          }
        }

        """)
  }

  /// A binary `.strings` (what Xcode's build writes) reads through Foundation, as the device reads it.
  @Test func aBinaryStringsTableReadsAsTheDeviceReadsIt() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["b": "둘", "a": "one"], format: .binary, options: 0)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("T.strings")
    try data.write(to: url)
    let result = runCopydeck(["parse", url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "{\n  \"a\": \"one\",\n  \"b\": \"둘\"\n}\n")
    #expect(result.stderr.isEmpty)
  }
}
