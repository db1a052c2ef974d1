import Testing

@testable import Copydeck
@testable import CopydeckFiles

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

  /// `positions` as `catalog.index` keeps them (``KeyPositions/packed``, the keys' bytes in one buffer) and read back.
  private static func readBack(_ positions: KeyPositions) -> KeyPositions? {
    let (keys, numbers, index) = positions.packed
    let (bytes, ends) = keys.packed
    return KeyList(bytes: bytes, ends: ends).flatMap { KeyPositions(keys: $0, positions: numbers, index: index) }
  }

  private static func expectSameAnswers(_ keys: [String], asking questions: [String]) {
    let (positions, dictionary, inserts, expected) = build(keys)
    #expect(inserts == expected, "what each insert says about an earlier equal key")
    let readBack = Self.readBack(positions)
    #expect(readBack != nil)
    for question in keys + questions {
      let scalars = question.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(positions[question] == dictionary[question], "\(scalars)")
      #expect(readBack?[question] == dictionary[question], "\(scalars), read back")
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

  /// Slots no ``PositionIndex`` makes are refused: without an empty slot a probe would not end, and a slot naming a
  /// key past the last would read outside the keys.
  @Test func slotsAnIndexCannotHaveAreRefused() {
    #expect(PositionIndex(slots: [UInt32](repeating: 0, count: 8), positionBits: 4, positionsBelow: 0) != nil)
    #expect(PositionIndex(slots: [UInt32](repeating: 0, count: 12), positionBits: 4, positionsBelow: 0) == nil, "8, 16, 32 … slots")
    #expect(PositionIndex(slots: [UInt32](repeating: 0, count: 4), positionBits: 4, positionsBelow: 0) == nil)
    #expect(PositionIndex(slots: [UInt32](repeating: 0x10 | 1, count: 8), positionBits: 4, positionsBelow: 8) == nil, "no empty slot")
    #expect(PositionIndex(slots: [0x10 | 3] + [UInt32](repeating: 0, count: 7), positionBits: 4, positionsBelow: 2) == nil, "key 2 of 2")
    #expect(PositionIndex(slots: [0x10 | 2] + [UInt32](repeating: 0, count: 7), positionBits: 4, positionsBelow: 2) != nil, "key 1 of 2")
    #expect(PositionIndex(slots: [0x10] + [UInt32](repeating: 0, count: 7), positionBits: 4, positionsBelow: 2) == nil, "a tag, no key")
    #expect(PositionIndex(slots: [UInt32](repeating: 0, count: 8), positionBits: 0, positionsBelow: 0) == nil)
    #expect(KeyList(bytes: Array("abc".utf8), ends: [2, 1, 3]) == nil, "ends that go back")
    #expect(KeyList(bytes: Array("abc".utf8), ends: [1, 2]) == nil, "bytes past the last key")
    #expect(KeyList(bytes: Array("abc".utf8), ends: [1, 1, 3])?[2] == "bc")
  }

  @Test func noKeys() {
    let positions = KeyPositions(KeyPositions.Builder(capacity: 0))
    #expect(positions["anything"] == nil)
    #expect(positions[""] == nil)
    #expect(positions["\u{212A}"] == nil)
    #expect(Self.readBack(positions)?["anything"] == .some(nil))
  }
}
