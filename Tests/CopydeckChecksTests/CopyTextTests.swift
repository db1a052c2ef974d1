import Copydeck
import CopydeckFiles
import CopydeckTestSupport
import Testing

@testable import CopydeckChecks

/// Copydeck's location of a key or value (Swift Testing has a `SourceLocation` of its own).
typealias CopydeckLocation = Copydeck.SourceLocation

/// ``CopyText`` reads its key, value, language and two locations from its table's entries, as they were given.
@Suite struct CopyTextTests {
  private func text(key: CopydeckLocation, value: CopydeckLocation) -> CopyText {
    CopyText(StringsEntry(key: "a", value: "A", comment: nil, location: key, valueLocation: value), language: "en", entryID: nil)
  }

  @Test(arguments: [
    (CopydeckLocation(file: "en.lproj/T.strings", line: 3, column: 1), CopydeckLocation(file: "en.lproj/T.strings", line: 3, column: 7)),
    (CopydeckLocation(file: "T.stringsdict", line: 12, column: 5), CopydeckLocation(file: "T.strings", line: 40, column: 9)),
    (CopydeckLocation(file: "T.strings", line: Int(Int32.max) + 1, column: 1), CopydeckLocation(file: "T.strings", line: 1, column: 3)),
    (CopydeckLocation(file: "T.strings", line: 1, column: 1), CopydeckLocation(file: "T.strings", line: 2, column: Int(Int32.max) + 5)),
  ])
  func locationsReadBackAsGiven(key: CopydeckLocation, value: CopydeckLocation) {
    let copy = text(key: key, value: value)
    #expect(copy.keyLocation == key)
    #expect(copy.location == value)
  }

  @Test func textsOfOneTableReadTheirOwnEntry() {
    let entries = (1...3).map { line in
      StringsEntry(
        key: "k\(line)", value: "v\(line) %@", comment: nil, location: CopydeckLocation(file: "T.strings", line: line, column: 1),
        valueLocation: CopydeckLocation(file: "T.strings", line: line, column: 8))
    }
    let shared = EntryModel.Shared(keys: ["k1", "k2", "k3"], records: [], tables: ["T"])
    let named = entries.indices.map { EntryModel(id: "e\($0)", tableNumber: 0, keys: $0..<$0 + 1, of: shared) }
    let source = CopyText.Source(language: "ko", entries: entries, namedEntries: named)
    let texts = entries.indices.map { CopyText(source, at: $0, entry: $0) }
    #expect(texts.map(\.key) == ["k1", "k2", "k3"])
    #expect(texts.map(\.value) == ["v1 %@", "v2 %@", "v3 %@"])
    #expect(texts.map(\.keyLocation.line) == [1, 2, 3])
    #expect(texts.map(\.location.column) == [8, 8, 8])
    #expect(texts.map(\.entry) == ["e0", "e1", "e2"])
    #expect(texts.allSatisfy { $0.language == "ko" && $0.mayHaveSpecifiers && $0.specifiers.count == 1 })
    #expect(CopyText(source, at: 1, entry: -1).entry == nil, "a key no entry uses")
    #expect(CopyText(entries[2], language: "ko", entryID: "alone").entry == "alone", "a text made on its own names its id")
  }

  /// What a text keeps of its format string (specifiers, problems, signature) and the format string it parses again
  /// for its pieces agree with a ``FormatString`` of its value, for valid, broken and plain values.
  @Test(arguments: [
    "Saved.", "", "%@ removed %2$@", "%1$@ removed %2$@ from %1$@.", "100%% done", "%lld %(count)lld", "%", "%y %@",
    "%2$@ only", "%1$d and %1$@", "%#@photos@", "50 % off", "%.1f%%", "\"%@\"을(를) 저장하지 못했어요.",
  ])
  func aTextReadsItsFormatAsAFormatStringDoes(value: String) {
    let text = CopyText(
      StringsEntry(
        key: "k", value: value, comment: nil, location: CopydeckLocation(file: "T.strings", line: 1, column: 1),
        valueLocation: CopydeckLocation(file: "T.strings", line: 1, column: 7)), language: "en", entryID: nil)
    let format = FormatString(value)
    #expect(text.mayHaveSpecifiers == value.contains("%"))
    #expect(Array(text.specifiers) == format.specifiers)
    #expect(text.formatProblems == format.problems)
    #expect(text.formatSignature == format.signature)
    #expect(text.filled { "<\($0.text)>" } == Self.joined(format) { "<\($0.text)>" })
  }

  /// A value's pieces joined as ``CopyText/filled(_:)`` promises: the text pieces, and `replacement` for each specifier.
  private static func joined(_ format: FormatString, _ replacement: (FormatSpecifier) -> String) -> String {
    format.pieces.map { piece in
      switch piece {
      case .text(let literal): literal
      case .specifier(let specifier): replacement(specifier)
      }
    }.joined()
  }

  /// ``CopyText/filled(_:)`` walks the value's Characters instead of parsing it again; on 20,000 values made of the
  /// pieces that make format strings hard (`%%`, stray and clustered `%`, positions, names, flags, lengths, CR LF,
  /// combining marks, Hangul, emoji), it gives what the parser's pieces give.
  @Test func aFilledTextIsTheParsersPiecesJoined() {
    let parts = [
      "%", "%%", "%@", "%d", "%1$@", "%2$lld", "%(count)lld", "%(", ")", "$", "l", "ll", "h", "q", "z", "*", ".", "5", "0",
      "-", "+", " ", "#", "'", "x", "y", "@", "é", "\u{301}", "\r\n", "\r", "\n", "한", "글", "👍🏽", "🇰🇷", "%\u{301}", "%.2f",
      "%-5s", "%#x", "%lu", "%hhd", "%c", "%p", "%%@", "%5$", "(name)",
    ]
    var generator = SeededGenerator(seed: 14)
    for _ in 0..<20_000 {
      let count = Int(generator.next() % 9)
      let value = (0..<count).map { _ in parts[Int(generator.next() % UInt64(parts.count))] }.joined()
      let text = CopyText(
        StringsEntry(
          key: "k", value: value, comment: nil, location: CopydeckLocation(file: "T.strings", line: 1, column: 1),
          valueLocation: CopydeckLocation(file: "T.strings", line: 1, column: 7)), language: "en", entryID: nil)
      let expected = Self.joined(FormatString(value)) { "[\($0.position)]" }
      #expect(text.filled { "[\($0.position)]" } == expected, "\(value.debugDescription)")
    }
  }
}
