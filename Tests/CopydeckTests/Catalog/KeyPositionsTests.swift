import Testing

@testable import Copydeck

/// ``KeyPositions`` answers every question as a `[String: Int]` built the same way (first of equal keys kept) does.
@Suite struct KeyPositionsTests {
  /// `keys` inserted in order into both, with what each insert said about an earlier equal key.
  private static func build(_ keys: [String]) -> (KeyPositions, [String: Int], inserts: [Int?], expected: [Int?]) {
    var builder = KeyPositions.Builder(capacity: keys.count / 3)  // too small on purpose: the table grows
    var dictionary: [String: Int] = [:]
    var inserts: [Int?] = []
    var expected: [Int?] = []
    for (position, key) in keys.enumerated() {
      inserts.append(builder.insert(key, at: position))
      expected.append(dictionary[key])
      if dictionary[key] == nil { dictionary[key] = position }
    }
    return (KeyPositions(builder), dictionary, inserts, expected)
  }

  private static func expectSameAnswers(_ keys: [String], asking questions: [String]) {
    let (positions, dictionary, inserts, expected) = build(keys)
    #expect(inserts == expected, "what each insert says about an earlier equal key")
    for question in keys + questions {
      #expect(positions[question] == dictionary[question], "\(question.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func asciiKeysOfEveryLengthWithRepeats() {
    var keys: [String] = []
    for length in 0...40 { keys.append(String(repeating: "a", count: length)) }
    for number in 0..<3_000 { keys.append("entry.\(number % 2_500).title") }  // 500 repeats
    Self.expectSameAnswers(keys, asking: ["entry.2500.title", "entry.1.titl", "ENTRY.1.TITLE", "b", "entry.1.title\0"])
  }

  /// Keys Swift compares as equal though their bytes differ: the Kelvin sign is `K`, the Greek question mark is `;`,
  /// and `é` is `e` and a combining acute.
  @Test func keysEqualToSwiftButNotInBytes() {
    let ascii = ["K", "a;b", "group.full", "Kelvin"]
    Self.expectSameAnswers(ascii, asking: ["\u{212A}", "a\u{037E}b", "\u{212A}elvin", "caf\u{E9}", "\u{1F600}"])
    let mixed = ["caf\u{E9}", "K", "\u{212A}", "cafe\u{301}", "그룹.가득참", "group.full"]
    Self.expectSameAnswers(mixed, asking: ["cafe\u{301}", "caf\u{E9}", "\u{212A}", "K", "그룹.가득참", "missing"])
    let lateUnicode = ["a", "b", "c", "\u{212A}", "K", "d"]
    Self.expectSameAnswers(lateUnicode, asking: ["K", "\u{212A}", "d", "e"])
  }

  @Test func noKeys() {
    let positions = KeyPositions(KeyPositions.Builder(capacity: 0))
    #expect(positions["anything"] == nil)
    #expect(positions[""] == nil)
    #expect(positions["\u{212A}"] == nil)
  }
}
