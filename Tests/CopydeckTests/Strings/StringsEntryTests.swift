import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// ``StringsEntry``'s properties read back what was given or set, whichever way the entry keeps them.
@Suite struct StringsEntryTests {
  private func parsed() throws -> StringsEntry {
    try StringsParser.parse(Data("/* Note */\n\"a\" = \"A\";\n".utf8), file: "T.strings").entries[0]
  }

  @Test func aParsedEntryIsSixtyFourBytes() {
    // Its file and text are shared with the other entries of its table; lines, columns and note range are 32-bit.
    #expect(MemoryLayout<StringsEntry>.stride <= 64)
  }

  @Test func anEntryKeepsAnyLocationsAndNoteItIsGiven() {
    let odd = SourceLocation(file: "A.strings", line: -1, column: Int.max)
    let other = SourceLocation(file: "B.strings", line: Int(UInt32.max) + 1, column: 0)
    let entry = StringsEntry(key: "k", value: "v", comment: "  spaced  ", location: odd, valueLocation: other)
    #expect(entry.location == odd)
    #expect(entry.valueLocation == other)
    #expect(entry.comment == "  spaced  ")
  }

  @Test func aParsedEntrysLocationsAndNoteCanBeSetToAnything() throws {
    var entry = try parsed()
    #expect(entry.location == SourceLocation(file: "T.strings", line: 2, column: 1))
    #expect(entry.valueLocation == SourceLocation(file: "T.strings", line: 2, column: 7))

    entry.location.line = 9
    entry.valueLocation.column = 3
    #expect(entry.location.description == "T.strings:9:1")
    #expect(entry.valueLocation.description == "T.strings:2:3")
    #expect(entry.comment == "Note")

    entry.comment = nil
    #expect(entry.comment == nil)
    #expect(entry.location.description == "T.strings:9:1")

    entry.valueLocation = SourceLocation(file: "U.strings", line: Int(UInt32.max) + 2, column: -4)
    #expect(entry.valueLocation == SourceLocation(file: "U.strings", line: Int(UInt32.max) + 2, column: -4))
    #expect(entry.location.description == "T.strings:9:1")
    entry.comment = "new"
    entry.location.column = Int.min
    #expect(entry.comment == "new")
    #expect(entry.location == SourceLocation(file: "T.strings", line: 9, column: Int.min))
    #expect(entry.valueLocation.description == "U.strings:\(Int(UInt32.max) + 2):-4")
    #expect((entry.key, entry.value) == ("a", "A"))
  }

  @Test func aParsedEntrysNoteIsReadAfterItsTableIsGone() throws {
    var entries = try StringsParser.parse(Data("/* one */ a = A;\n/* two */ b = B;\n".utf8), file: "T.strings").entries
    entries[0].comment = nil
    #expect(entries.map(\.comment) == [nil, "two"])
    entries[1].location.line = 1
    #expect(entries.map(\.comment) == [nil, "two"])
  }
}
