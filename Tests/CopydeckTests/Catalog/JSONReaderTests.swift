import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct JSONReaderTests {
  private func read(_ text: String) throws(JSONReader.SyntaxError) -> JSONNode {
    try JSONReader.read(Array(text.utf8))
  }

  @Test func keepsPositionsOfMembers() throws {
    let node = try read("{\n  \"a\": [1, true, null],\n  \"b\": \"é\\u00e9\\ud83d\\ude00\\n\"\n}")
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members.map(\.line) == [2, 3])
    #expect(members[1].node.column == 8)
    guard case .string(let text) = members[1].node.value else {
      Issue.record("expected a string")
      return
    }
    #expect(text == "éé😀\n")
  }

  @Test func skipsAByteOrderMark() throws {
    let node = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
    guard case .array(let elements) = node.value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.isEmpty)
  }

  @Test(arguments: [
    ("", 1, 1, "expected a value, found the end of the file"),
    ("[1,]", 1, 4, "expected a value"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the key"),
    ("\"abc", 1, 5, "unterminated string"),
    ("\"\\ud800\"", 1, 8, "lone surrogate \\uD800; add its low half"),
    ("\"\\x\"", 1, 4, "unknown escape '\\x'"),
    ("[01]", 1, 3, "expected ',' or ']'"),
    ("{} {}", 1, 4, "unexpected text after the JSON document"),
    ("// comment\n{}", 1, 1, "expected a value"),
    ("\"tab\there\"", 1, 5, "control character in a string"),
  ])
  func rejectsWhatJSONRejectsWithItsPosition(text: String, line: Int, column: Int, message: String) {
    #expect {
      try read(text)
    } throws: { error in
      guard let error = error as? JSONReader.SyntaxError else { return false }
      return error.line == line && error.column == column && error.message.hasPrefix(message)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    #expect(throws: JSONReader.SyntaxError.self) { try read(String(repeating: "[", count: 100_000)) }
  }

  @Test func invalidUTF8IsAnErrorNotAReplacementCharacter() {
    #expect {
      try JSONReader.read([0x22, 0xFF, 0xFE, 0x22])
    } throws: { error in
      guard let error = error as? JSONReader.SyntaxError else { return false }
      return error.line == 1 && error.column == 2 && error.message.contains("byte 0xFF is not UTF-8")
    }
  }
  /// Each sequence RFC 3629 rejects is named by its first byte, at its column: overlong forms, surrogates, scalars
  /// above U+10FFFF, a sequence cut short by the closing quote or by an ASCII byte.
  @Test(
    arguments: [
      ([0xC0, 0x80], "0xC0"), ([0xE0, 0x80, 0x80], "0xE0"), ([0xED, 0xA0, 0x80], "0xED"), ([0xF4, 0x90, 0x80, 0x80], "0xF4"),
      ([0xF5, 0x80, 0x80, 0x80], "0xF5"), ([0xE4, 0xB8], "0xE4"), ([0xE4, 0x41, 0x41], "0xE4"), ([0x80], "0x80"),
    ] as [([UInt8], String)])
  func invalidUTF8SequencesAreNamedAtTheirFirstByte(sequence: [UInt8], byte: String) {
    // `"가` then the sequence: the error is at column 3.
    #expect {
      try JSONReader.read([0x22, 0xEA, 0xB0, 0x80] + sequence + [0x22])
    } throws: { error in
      guard let error = error as? JSONReader.SyntaxError else { return false }
      return error.line == 1 && error.column == 3 && error.message.contains("byte \(byte) is not UTF-8")
    }
  }

  @Test func shortStringsReadAgainAreTheSameTextsAsJSONSerializationReads() throws {
    // Many short keys and values of the same lengths and first and last bytes, repeated, some not ASCII: the
    // scanner finds strings it read before by their bytes, which must never give another string's text.
    var members: [String] = []
    var expected: [String: String] = [:]
    for index in 0..<600 {
      let key = ["k\(index % 37)x", "é\(index)", "a\(index % 10)b\(index % 7)", "s\(String(repeating: "t", count: index % 30))e"][index % 4]
      let value = ["new", "translated", "한국어 \(index % 13)", "v\(index % 11)w", "x\\\"q\(index % 5)", ""][index % 6]
      members.append("\"\(key)\" : \"\(value)\"")
      expected[key] = value.replacingOccurrences(of: "\\\"", with: "\"")
    }
    let text = "{\n  " + members.joined(separator: ",\n  ") + "\n}"
    let foundation = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
    #expect(foundation == expected)
    guard case .object(let read) = try self.read(text).value else {
      Issue.record("expected an object")
      return
    }
    var last: [String: String] = [:]
    for member in read { last[member.key] = member.node.string }
    #expect(last == foundation)
    #expect(read.count == 600)
  }

  @Test func columnsCountScalarsAcrossTabsCarriageReturnsAndText() throws {
    let node = try read("{\"é한\" :\t\"x\",\r\n \t \"b\"  :  [ \"😀\", 1 ] ,\n\"c\":null}")
    guard case .object(let members) = node.value, case .array(let elements) = members[1].node.value else {
      Issue.record("expected an object with an array")
      return
    }
    #expect(members.map(\.line) == [1, 2, 3])
    #expect(members.map(\.column) == [2, 4, 1])
    #expect((members[0].node.line, members[0].node.column) == (1, 9))
    #expect(elements.map(\.column) == [14, 19])
    #expect(members[2].node.column == 5)
  }
}
