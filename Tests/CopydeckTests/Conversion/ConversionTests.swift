import CopydeckTestSupport
import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// `copydeck convert` both ways: what Apple's CoreFoundation parser reads from the tables written equals what it reads
/// from the originals, and a second round trip changes no byte.
@Suite struct ConversionTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// A scratch folder, removed by the caller.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes the tables of every catalog of `folder` into `out`, as `copydeck convert --to strings` does.
  private func writeTables(of folder: URL, into out: URL) throws {
    for file in try LocalizationsFolder.scan(folder).catalogFiles {
      let tables = try TablesFromCatalog.tables(try file.result.get(), file: file.url.path)
      for language in tables.files {
        let lproj = out.appendingPathComponent("\(language.language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try language.strings?.write(to: lproj.appendingPathComponent("\(file.name).strings"))
        try language.stringsdict?.write(to: lproj.appendingPathComponent("\(file.name).stringsdict"))
      }
    }
  }

  /// Writes every table of `folder` into `out` as a catalog, as `copydeck convert --to xcstrings` does.
  private func writeCatalogs(of folder: URL, into out: URL) throws {
    let scanned = try LocalizationsFolder.scan(folder)
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    for name in Set(scanned.files.map(\.name) + scanned.stringsDictFiles.map(\.name)) {
      try CatalogFromTables.catalog(name, in: scanned, sourceLanguage: "en").write(to: out.appendingPathComponent("\(name).xcstrings"))
    }
  }

  /// What the device reads from the `.lproj` tables of `folder`, by Apple's parser: per language and table, the
  /// `.strings` keys (those a `.stringsdict` also has left out, as the device prefers it) and the `.stringsdict` rules.
  private func appleReads(_ folder: URL) throws -> [String: (strings: AppleOracle.UnitMap, rules: NSDictionary)] {
    var result: [String: (AppleOracle.UnitMap, NSDictionary)] = [:]
    for lproj in try FileManager.default.contentsOfDirectory(atPath: folder.path) where lproj.hasSuffix(".lproj") {
      let directory = folder.appendingPathComponent(lproj)
      var tables = Set<String>()
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        tables.insert((file as NSString).deletingPathExtension)
      }
      for table in tables {
        let stringsURL = directory.appendingPathComponent("\(table).strings")
        let rulesURL = directory.appendingPathComponent("\(table).stringsdict")
        var rules = NSDictionary()
        if FileManager.default.fileExists(atPath: rulesURL.path) {
          rules = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: rulesURL), format: nil) as? NSDictionary)
        }
        var strings: AppleOracle.UnitMap = [:]
        if FileManager.default.fileExists(atPath: stringsURL.path) {
          strings = try #require(AppleOracle.table(Data(contentsOf: stringsURL)))
          for key in rules.allKeys { strings[Array((key as! String).utf16)] = nil }
        }
        result["\(lproj)/\(table)"] = (strings, rules)
      }
    }
    return result
  }

  private func expectSameReads(_ a: URL, _ b: URL) throws {
    let before = try appleReads(a), after = try appleReads(b)
    #expect(Set(before.keys) == Set(after.keys))
    for (table, read) in before {
      #expect(after[table]?.strings == read.strings, "\(table): the .strings keys differ")
      #expect(after[table]?.rules.isEqual(read.rules) == true, "\(table): the .stringsdict rules differ")
    }
  }

  /// The bytes of every file under `folder`, by relative path.
  private func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
      }
    }
    return files
  }

  @Test func tablesToACatalogAndBackReadTheSameUnderApplesParser() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let original = Self.fixtures.appendingPathComponent("Conversion")
    let catalogs = root.appendingPathComponent("x1"), tables = root.appendingPathComponent("s1")
    try writeCatalogs(of: original, into: catalogs)
    try writeTables(of: catalogs, into: tables)
    try expectSameReads(original, tables)
    // The catalog is what Xcode writes: reading and writing it again changes nothing.
    let catalog = try StringCatalogParser.parse(Data(contentsOf: catalogs.appendingPathComponent("Localizable.xcstrings")), file: "x1")
    #expect(catalog.errors.isEmpty && catalog.diagnostics.isEmpty)
    #expect(try catalog.xcodeFormatted == Data(contentsOf: catalogs.appendingPathComponent("Localizable.xcstrings")))
    #expect(catalog.keys.first { $0.key == "group.full.title" }?.comment == "The title of the alert shown when a group is full.")
    #expect(catalog.entries(language: "ko").entry(forKey: "files.moved")?.substitution(named: "files")?.argumentNumber == 2)
    // A second round trip gives the same bytes: the tables and the catalog Copydeck wrote are stable.
    let catalogs2 = root.appendingPathComponent("x2"), tables2 = root.appendingPathComponent("s2")
    try writeCatalogs(of: tables, into: catalogs2)
    try writeTables(of: catalogs2, into: tables2)
    #expect(try contents(catalogs2) == contents(catalogs))
    #expect(try contents(tables2) == contents(tables))
  }

  @Test func xcodesCatalogsBecomeTablesAppleReadsAsTheCatalogSays() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("catalogs")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    for name in ["Xcode15-Plural", "Xcode15-Simple", "Xcode16-Device", "Xcode26-Named"] {
      try FileManager.default.copyItem(
        at: Self.fixtures.appendingPathComponent("StringCatalog/\(name).xcstrings"), to: source.appendingPathComponent("\(name).xcstrings"))
    }
    let tables = root.appendingPathComponent("s1")
    try writeTables(of: source, into: tables)
    // Copydeck's reading of the written tables is the catalog's, value by value (%arg spelled as the specifier).
    let catalogs = try LocalizationsFolder.scan(source), written = try LocalizationsFolder.scan(tables)
    for file in catalogs.catalogFiles {
      let catalog = try file.result.get()
      for language in catalog.languages {
        // A key without a localization in a language (read as its key in the source language) has none in its tables.
        for entry in catalog.entries(language: language).entries
        where catalog.keys.contains(where: { $0.key == entry.key && $0.languages.contains(language) }) {
          let back = try #require(
            written.entry(forKey: entry.key, table: file.name, language: language), "\(file.name) \(language) \(entry.key)")
          // The same arguments, read as the same types, in every form.
          let before = Result { () throws(FormArguments.Unreadable) in try FormArguments(entry, place: "") }
          let after = Result { () throws(FormArguments.Unreadable) in try FormArguments(back, place: "") }
          switch (before, after) {
          case (.success(let before), .success(let after)):
            #expect(after.mismatch(with: before) == nil && before.mismatch(with: after) == nil, "\(file.name) \(language) \(entry.key)")
          case (.failure(let before), .failure(let after)):
            #expect(before.reason == after.reason, "\(file.name) \(language) \(entry.key)")
          default:
            Issue.record("\(file.name) \(language) \(entry.key): \(before) but \(after)")
          }
        }
      }
    }
    // Apple's parser reads every table written, and a round trip through catalogs reads the same.
    let catalogs2 = root.appendingPathComponent("x2"), tables2 = root.appendingPathComponent("s2")
    try writeCatalogs(of: tables, into: catalogs2)
    try writeTables(of: catalogs2, into: tables2)
    try expectSameReads(tables, tables2)
    #expect(try contents(tables2) == contents(tables))
  }

  @Test func aTopLevelPluralComesBackAsAPlural() throws {
    let data = try StringCatalogFixtures.data("Xcode15-Plural")
    let catalog = try StringCatalogParser.parse(data, file: "Xcode15-Plural")
    let tables = try TablesFromCatalog.tables(catalog, file: "Xcode15-Plural")
    let english = try #require(tables.files.first { $0.language == "en" }?.stringsdict)
    let entries = try StringsDictParser.parse(english, file: "en")
    let items = try #require(entries.entry(forKey: "%lld items"))
    #expect(items.value == .string("%#@xcstrings_plural@"))
    #expect(items.substitutions.first?.value == .plural([.one: .string("%lld item"), .other: .string("%lld items")]))
    #expect(tables.notes.contains { $0.contains("needs_review") })
  }

  @Test func aTableThatDoesNotParseIsRefused() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let lproj = root.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data("\"a\" = \"b\";\n\"c\" = ;\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    let folder = try LocalizationsFolder.scan(root)
    #expect {
      try CatalogFromTables.catalog("Localizable", in: folder, sourceLanguage: "en")
    } throws: { error in
      let description = (error as? CatalogFromTables.Refusal)?.description ?? ""
      return description.contains("Localizable.strings:2:") && description.contains("nothing was written")
    }
  }
}

/// Found converting mastodon-ios: keys only some translations have.
@Suite struct ConversionOfPartialKeysTests {
  @Test func aKeyTheSourceLanguageLacksIsNotWrittenIntoItsTable() throws {
    let data = Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "only.ko" : {
            "localizations" : {
              "ko" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "한국어만 있어요"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8)
    let catalog = try StringCatalogParser.parse(data, file: "Partial.xcstrings")
    let tables = try TablesFromCatalog.tables(catalog, file: "Partial.xcstrings")
    #expect(tables.files.first { $0.language == "en" }?.strings == nil)
    #expect(tables.files.first { $0.language == "ko" }?.strings == Data("\"only.ko\" = \"한국어만 있어요\";\n".utf8))
  }
}

/// A `.stringsdict` keeps a variable per device form; a String Catalog keeps one substitution of a name for all.
@Suite struct ConversionOfDeviceVariablesTests {
  private func folder(_ text: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("convert-device-\(UUID().uuidString)")
    let lproj = root.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: lproj.appendingPathComponent("Items.stringsdict"))
    return root
  }

  @Test func devicesWithDifferentFormsOfOneNameAreRefused() throws {
    let root = try folder(DeviceStringsDict.file)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect {
      try CatalogFromTables.catalog("Items", in: try LocalizationsFolder.scan(root), sourceLanguage: "en")
    } throws: { error in
      let description = (error as? CatalogFromTables.Refusal)?.description ?? ""
      return description.contains("the variable \"n\"") && description.contains("ipad and iphone")
        && description.contains("nothing was written")
    }
  }

  @Test func devicesWithTheSameVariableShareOneSubstitution() throws {
    let same = DeviceStringsDict.file.replacingOccurrences(of: "%ld tablet item", with: "%d item").replacingOccurrences(
      of: "<string>ld</string>", with: "<string>d</string>"
    ).replacingOccurrences(
      of:
        "\t\t\t\t\t<key>zero</key>\n\t\t\t\t\t<string>Nothing here</string>\n\t\t\t\t\t<key>one</key>\n\t\t\t\t\t<string>One item</string>\n",
      with: "\t\t\t\t\t<key>one</key>\n\t\t\t\t\t<string>%d item</string>\n")
    let root = try folder(same)
    defer { try? FileManager.default.removeItem(at: root) }
    let data = try CatalogFromTables.catalog("Items", in: try LocalizationsFolder.scan(root), sourceLanguage: "en")
    let catalog = try StringCatalogParser.parse(data, file: "Items.xcstrings")
    let entry = try #require(catalog.entries(language: "en").entry(forKey: "items.title"))
    #expect(entry.substitutions.map(\.name) == ["n"])
  }
}
