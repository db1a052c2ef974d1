import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// The grammar, the values and the diagnostics of ``StringsParser`` on small, hand-written inputs.
@Suite struct StringsParserTests {
  private func parse(_ text: String) throws -> StringsTable {
    try StringsParser.parse(Data(text.utf8), file: "T.strings")
  }

  private func failure(_ text: String) -> StringsDiagnostic? {
    do {
      _ = try StringsParser.parse(Data(text.utf8), file: "T.strings")
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEntriesWithCommentsAndLocations() throws {
    let table = try parse("/* Note */\n\"a\" = \"A\";\n// second\n  b = 'B';")
    #expect(table.entries.map(\.key) == ["a", "b"])
    #expect(table.value(forKey: "b") == "B")
    #expect(table.entries[0].comment == "Note")
    #expect(table.entries[1].comment == "second")
    #expect(table.entries[1].location.description == "T.strings:4:3")
    #expect(table.entries[0].valueLocation.description == "T.strings:2:7")
    #expect(table.diagnostics.isEmpty)
  }

  @Test func notesAreReadFromTheDecodedTextTrimmedInEveryEncoding() throws {
    // Notes are kept as ranges of the decoded text until `comment` is read: UTF-16 reads them from the transcoded
    // text, a note of only white space is none, and a note can be set and cleared like any property.
    let text = "/*  \t 삭제 확인 😀\n */\n\"a\" = \"A\";\n/*   */\n\"b\" = \"B\";\n//  per line  \n\"c\" = \"C\";\n"
    let utf16BE = Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] })
    for data in [Data(text.utf8), utf16BE] {
      var table = try StringsParser.parse(data, file: "T.strings")
      #expect(table.entries.map(\.comment) == ["삭제 확인 😀", nil, "per line"])
      table.entries[0].comment = "new"
      table.entries[2].comment = nil
      #expect(table.entries.map(\.comment) == ["new", nil, nil])
    }
  }

  @Test func aTrailingCommentIsNotTheNextEntrysNote() throws {
    let table = try parse("\"a\" = \"A\"; // about a\n\"b\" = \"B\";\n/* about c */\n\"c\" = \"C\";")
    #expect(table.entries.map(\.comment) == [nil, nil, "about c"])
  }

  @Test func decodesEveryEscapeAsApple() throws {
    let table = try parse(#""k" = "\n\t\r\"\\\a\b\f\v\101\200\U00e9\UD83D\UDE00";"#)
    #expect(table.value(forKey: "k") == "\n\t\r\"\\\u{07}\u{08}\u{0C}\u{0B}A\u{A0}é😀")
  }

  @Test func warnsAboutEscapesAppleReadsOddly() throws {
    let table = try parse(#""k" = "\u00e9 \U12 \UD800 \351";"#)
    #expect(table.value(forKey: "k") == "u00e9 \u{12} \u{FFFD} Ø")
    #expect(Set(table.diagnostics.map(\.id)) == ["unknown-escape", "short-unicode-escape", "lone-surrogate", "octal-escape"])
    let messages = table.diagnostics.map(\.message)
    #expect(messages.contains(#"\U takes four hex digits and has 2; Apple reads it as U+0012"#))
    #expect(
      messages.contains("U+D800 is half of a surrogate pair with no other half; it is shown as U+FFFD (a Swift String cannot hold it)"))
    #expect(messages.contains("octal escape is decoded through the NeXTSTEP character set as U+00D8, not as Latin-1"))
  }

  @Test func keyWithoutValueUsesTheKey() throws {
    let table = try parse("\"ok\";")
    #expect(table.value(forKey: "ok") == "ok")
    #expect(table.diagnostics.map(\.id) == ["key-only-entry"])
  }

  @Test func columnsCountCharacters() throws {
    let table = try parse("\"키\" = \"값\"; \"👍🏽\" = \"x\";")
    #expect(table.entries[1].location.column == 12)
  }

  @Test func rejectsWithLocationAndHint() throws {
    let missing = try #require(failure("\"a\" = \"A\"\n\"b\" = \"B\";"))
    #expect(missing.id == "missing-semicolon")
    #expect(missing.location.description == "T.strings:2:1")
    #expect(missing.hint != nil)
    #expect(missing.description.hasPrefix("T.strings:2:1: error: "))

    // A quote inside a value that closes it early points at that quote and says how to write one; Apple's parser
    // rejects the file too. A line that only lacks its ; keeps the ; hint, also when the next entry is on the same line.
    for text in ["\"a\" = \"A\";\n\"tap\" = \"Tap \"OK\" to go on\";\n", "\"tap\" = \"Tap \"OK\";"] {
      let quote = try #require(failure(text))
      #expect(quote.id == "unescaped-quote", "\(text)")
      #expect(quote.location.description == (text.hasPrefix("\"a\"") ? "T.strings:2:14" : "T.strings:1:14"))
      #expect(quote.message.contains("a \" inside a value must be written \\\""))
      #expect(AppleOracle.table(Data(text.utf8)) == nil, "Apple's parser rejects \(text) too")
    }
    for text in ["\"a\" = \"A\" \"b\" = \"B\";", "\"a\" = \"A\"\n\"b\" = \"B \"x\"\";"] {
      #expect(try #require(failure(text)).id == "missing-semicolon", "\(text)")
    }

    let unterminated = try #require(failure("\"a\" = \"A;\n"))
    #expect(unterminated.id == "unterminated-string")
    #expect(unterminated.location.column == 7)
  }

  @Test func rejectsValuesThatAreNotStrings() {
    #expect(failure("\"a\" = (\"x\");")?.id == "value-not-string")
    #expect(failure("\"a\" = <0a>;")?.id == "value-not-string")
  }

  @Test func rejectsLatin1WithTheOffendingByte() throws {
    let latin1 = Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B])
    let error = try #require(throws: StringsDiagnostic.self) { try StringsParser.parse(latin1, file: "T.strings") }
    #expect(error.id == "invalid-encoding")
    #expect(error.location.column == 6)
  }

  @Test func silentStopReturnsWhatTheDeviceSeesAndCountsTheRest() throws {
    let table = try parse("\"a\" = \"A\";\n# comment\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
    #expect(table.keys == ["a"])
    let stop = try #require(table.errors.first)
    #expect(stop.id == "ignored-after-stop")
    #expect(stop.location.description == "T.strings:2:1")
    #expect(stop.message.contains("2 entries"))
  }

  @Test(arguments: [";", "\u{A0}", "\u{FEFF}", "\u{0}", "\u{3000}", "#"])
  func everyTrapCharacterStopsSilently(trap: String) throws {
    let table = try parse("\"a\" = \"A\";\(trap)\"b\" = \"B\";")
    #expect(table.keys == ["a"])
    #expect(table.errors.map(\.id) == ["ignored-after-stop"])
  }

  @Test func duplicatesWarnWithBothLocationsAndLastWins() throws {
    let table = try parse("\"a\" = \"1\";\n\"a\" = \"2\";")
    #expect(table.value(forKey: "a") == "2")
    #expect(table.entries.count == 2)
    let duplicate = try #require(table.diagnostics.first)
    #expect(duplicate.id == "duplicate-key")
    #expect(duplicate.location.line == 2)
    #expect(duplicate.related?.line == 1)
  }

  /// Keys that differ only in a lone surrogate are two keys on the device (Apple's parser here reads two) and one in
  /// a Swift `String`: Copydeck says so at the later key, instead of calling it a repeat the device ignores.
  @Test func keysThatDifferOnlyInALoneSurrogateAreNamedAsSuch() throws {
    let text = "\"x\\UD84Dy\" = \"1\";\n\"x\\UD83Dy\" = \"2\";\n\"x\\UD83Dy\" = \"3\";\n\"x\u{FFFD}y\" = \"4\";\n"
    #expect(AppleOracle.indistinguishableKeys(Data(text.utf8)) == [Array("x\u{FFFD}y".utf16)])
    let table = try parse(text)
    #expect(table.count == 1)
    #expect(table.value(forKey: "x\u{FFFD}y") == "4")
    let keys = table.diagnostics.filter { $0.id != "lone-surrogate" }
    #expect(keys.map(\.id) == ["lone-surrogate-key", "duplicate-key", "lone-surrogate-key"])
    #expect(keys.map(\.location.line) == [2, 3, 4])
    #expect(keys.map { $0.related?.line } == [1, 2, 3])
    #expect(keys[0].message.contains("(U+D83D here, U+D84D there): the device keeps two keys"))
    #expect(keys[2].message.contains("(none here, U+D83D there)"))
    #expect(keys[0].hint?.contains("\\UD83D\\UDE00") == true)
  }

  @Test func lookalikeKeysStayDistinct() throws {
    let table = try parse("\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";")
    #expect(table.count == 2)
    #expect(table.value(forKey: "caf\u{E9}") == "1")
    #expect(table.value(forKey: "cafe\u{301}") == "2")
    #expect(table.diagnostics.map(\.id) == ["lookalike-key"])
  }

  @Test func bracedAndXMLForms() throws {
    let braced = try parse("{ \"a\" = \"A\"; b = B; }")
    #expect(braced.form == .braced)
    #expect(braced.value(forKey: "b") == "B")
    let xml = try parse(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>a</key><string>x &amp; y</string></dict></plist>")
    #expect(xml.form == .xml)
    #expect(xml.value(forKey: "a") == "x & y")
    #expect(xml.entries[0].location.line == 2)
  }

  /// A quote never closed inside `{ … }` is skipped, as Apple skips it, unless the file ends in a backslash that the
  /// open string reads as an escape: then Apple's parser is left at the end of the file and rejects it (found by the
  /// fuzzer: `{'}/*\`).
  @Test func aStrayQuoteInBracesIsSkippedUnlessTheFileEndsInAnOpenEscape() throws {
    let rejected = try #require(failure("{ \"a\" = \"A\";\n  '} // \\"))
    #expect(rejected.id == "unterminated-string")
    #expect(rejected.location.line == 2 && rejected.location.column == 3)
    #expect(rejected.message.contains("ends with a \\ that escapes nothing"))
    for text in ["{ \"a\" = \"A\";\n  '} // \\\\", "{ \"a\" = \"A\";\n  '} // \\x", "{ \"a\" = \"A\";\n  '}"] {
      #expect(try parse(text).value(forKey: "a") == "A", "\(text)")
      #expect(AppleOracle.table(Data(text.utf8)) == [Array("a".utf16): Array("A".utf16)], "Apple reads \(text) too")
    }
    #expect(AppleOracle.table(Data("{ \"a\" = \"A\";\n  '} // \\".utf8)) == nil, "Apple rejects it too")
  }

  @Test func encodingsAreDetectedAsApple() throws {
    let text = "\"a\" = \"한\";"
    let utf16LE = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] })
    #expect(try StringsParser.parse(utf16LE, file: "T").encoding == .utf16(bigEndian: false))
    let withoutBOM = Data(" \(text)".utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] })
    let table = try StringsParser.parse(withoutBOM, file: "T")
    #expect(table.encoding == .utf16WithoutBOM)
    #expect(table.value(forKey: "a") == "한")
    #expect(table.diagnostics.map(\.id) == ["utf16-without-bom"])
  }

  @Test func emptyFilesAreEmptyTables() throws {
    #expect(try parse("").count == 0)
    #expect(try parse("  /* only a comment */\n").count == 0)
  }

  @Test func lookupIsByScalarsNotCanonicalEquivalence() throws {
    let table = try parse("\"\u{1112}\u{1161}\u{11AB}\" = \"NFD\";")
    #expect(table.value(forKey: "\u{D55C}") == nil)
    #expect(table.value(forKey: "\u{1112}\u{1161}\u{11AB}") == "NFD")
  }
}
