import Copydeck
import Foundation

/// What ``OpenStepParser`` does with what it reads: each string, each entry, and the diagnostics.
package protocol OpenStepSink {
  /// How the sink keeps a key or a value.
  associatedtype Text
  /// Keeps the string the lexer has just read (before it reads another, which reuses its scratch storage).
  mutating func text(_ string: LexedString, in lexer: OpenStepLexer) -> Text
  /// Takes one entry: `keySurrogates` are the lone surrogates its key had (`nil` for none), `value` is the key again for
  /// a `"key";` entry (whose `span` has no value), `comment` is the range of its translator note.
  ///
  /// The lexer's ``OpenStepLexer/diagnostics`` hold every warning from the text up to the entry's end.
  ///
  /// `place` and `valuePlace` are the lines and columns of the key and the value (the file is the lexer's).
  ///
  /// The key and value are `consuming`: the parser hands them over instead of each being retained for the entry and
  /// released by the parser.
  mutating func entry(
    key: consuming Text, keySurrogates: [LoneSurrogate]?, value: consuming Text, comment: Range<Int>?, span: EntrySpan,
    place: (line: Int, column: Int), valuePlace: (line: Int, column: Int), lexer: inout OpenStepLexer)
  /// Takes a diagnostic of the grammar (a silent stop), which comes after every entry.
  mutating func diagnose(_ diagnostic: StringsDiagnostic)
  /// Called once at the end of a parse that succeeds, with the lexer's remaining diagnostics.
  mutating func finish(_ lexer: inout OpenStepLexer)
}

extension OpenStepDocument {
  /// About as many entries as `text` holds: its number of semicolons (for reserving storage, so that entries are not
  /// copied as their arrays grow).
  package static func estimatedEntryCount(_ text: [UInt8]) -> Int {
    text.count { $0 == UInt8(ascii: ";") }
  }

  /// Reserves room for the entries of `text`.
  package mutating func reserve(forText text: [UInt8]) {
    let estimate = Self.estimatedEntryCount(text)
    entries.reserveCapacity(estimate)
    spans.reserveCapacity(estimate)
  }
}

extension OpenStepDocument: OpenStepSink {
  package func text(_ string: LexedString, in lexer: OpenStepLexer) -> String {
    lexer.string(string)
  }

  package mutating func entry(
    key: consuming String, keySurrogates: [LoneSurrogate]?, value: consuming String, comment: Range<Int>?, span: EntrySpan,
    place: (line: Int, column: Int), valuePlace: (line: Int, column: Int), lexer: inout OpenStepLexer
  ) {
    if let keySurrogates { self.keySurrogates[entries.count] = keySurrogates }
    entries.append(
      StringsEntry(key: consume key, value: consume value, source: source, place: place, valuePlace: valuePlace, note: comment))
    spans.append(span)
  }

  package mutating func diagnose(_ diagnostic: StringsDiagnostic) {
    diagnostics.append(diagnostic)
  }

  package mutating func finish(_ lexer: inout OpenStepLexer) {
    diagnostics = lexer.diagnostics + diagnostics
  }
}
