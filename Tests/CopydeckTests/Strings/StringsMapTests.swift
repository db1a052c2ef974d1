import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// ``StringsMap`` (what `copydeck parse` reads) against ``StringsTable`` on the same bytes: the same sorted key→value
/// map, the same diagnostics in the same order, the same error.
@Suite struct StringsMapTests {
  /// What one reader made of `bytes`: the sorted pairs and every diagnostic, or the error.
  private enum Reading: Equatable {
    case read(pairs: [String], diagnostics: [String], form: String)
    case rejected(String)
  }

  private func table(_ bytes: [UInt8]) -> Reading {
    do {
      let table = try StringsParser.parse(Data(bytes), file: "T.strings")
      let keys = table.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      return .read(
        pairs: keys.map { "\($0)=\(table.value(forKey: $0)!)" }, diagnostics: table.diagnostics.map(\.description),
        form: table.form.rawValue)
    } catch {
      return .rejected(error.description)
    }
  }

  private func map(_ bytes: [UInt8]) -> Reading {
    var diagnostics: [String] = []
    do {
      let map = try StringsParser.map(bytes, file: "T.strings") { diagnostics.append($0.description) }
      var pairs: [String] = []
      map.forEachSorted { key, value in pairs.append("\(String(decoding: key, as: UTF8.self))=\(String(decoding: value, as: UTF8.self))") }
      #expect(pairs.count == map.count)
      return .read(pairs: pairs, diagnostics: diagnostics, form: map.form.rawValue)
    } catch {
      return .rejected(error.description)
    }
  }

  /// 8,000 generated inputs (comments, escapes, surrogates, duplicates, look-alikes, silent stops, braces, XML, every
  /// encoding), as in the differential test against Apple.
  @Test(arguments: Array(1...16) as [UInt64])
  func generatedInputsReadAsTheTableReadsThem(seed: UInt64) {
    var generator = StringsInputGenerator(seed: seed)
    var differences = 0
    for _ in 0..<500 {
      let bytes = [UInt8](generator.next())
      let expected = table(bytes), actual = map(bytes)
      if expected != actual {
        differences += 1
        if differences <= 3 { Issue.record("input \(bytes): table \(expected), map \(actual)") }
      }
    }
    #expect(differences == 0)
  }

  /// Every fixture and regression input.
  @Test func fixturesReadAsTheTableReadsThem() throws {
    let folders = [fixturesFolder, fixturesFolder.appendingPathComponent("Regressions")]
    let files = try folders.flatMap { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) }
      .filter { $0.pathExtension == "strings" }
    #expect(files.count > 10)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      #expect(map(bytes) == table(bytes), "\(file.lastPathComponent)")
    }
  }

  /// Each entry's diagnostics in location order, even when they were found in another order: a key-only entry is
  /// reported at its key after the escape warning inside the key was found, a repeated key at its key, a look-alike
  /// at its key, and the stray byte's encoding warning before the silent stop it causes.
  @Test func diagnosticsOfOneEntryComeInLocationOrder() {
    let bytes = Array("\"a\\q\";\n\"a\\q\" = \"x\\UD800y\";\n\"\u{E9}\" = \"1\";\n\"e\u{301}\" = \"2\";\n".utf8) + [0xA9, 0x0A]
    let reading = map(bytes)
    #expect(reading == table(bytes))
    guard case .read(_, let diagnostics, _) = reading else {
      Issue.record("rejected: \(reading)")
      return
    }
    #expect(
      diagnostics.map { String($0.prefix(while: { $0 != " " })) } == [
        "T.strings:1:1:", "T.strings:1:3:", "T.strings:2:1:", "T.strings:2:3:", "T.strings:2:11:", "T.strings:4:1:", "T.strings:5:1:",
        "T.strings:5:1:",
      ])
  }

  /// A file Apple rejects throws the table's error; the map of an XML table is the table's.
  @Test func rejectedAndXMLFilesAreTheTables() {
    for text in [
      "\"a\" = \"A\"\n\"b\" = \"B\";\n", "\"a\" = (1);",
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><string>v</string></dict></plist>",
    ] {
      let bytes = Array(text.utf8)
      #expect(map(bytes) == table(bytes), "\(text)")
    }
  }
}
