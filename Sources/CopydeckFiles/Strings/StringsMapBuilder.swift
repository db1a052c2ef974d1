import Copydeck
import Foundation

/// Builds a ``StringsMap`` as the parser reads: keeps each entry as byte ranges, finds repeated and look-alike keys
/// as they come, and reports the diagnostics of each entry once it is read, in the order ``StringsTable`` sorts them.
///
/// A table sorts all its diagnostics by location at the end. Every diagnostic is about a place in the text, and those
/// of one entry lie between the end of the previous entry and its own end, so sorting each entry's few diagnostics
/// and reporting them in entry order gives the same list without keeping it.
package struct StringsMapBuilder: OpenStepSink {
  private struct Record {
    package var key: ByteRun
    package var value: ByteRun
    package var line: Int
    package var column: Int
  }

  private let file: String
  private let report: (StringsDiagnostic) -> Void
  /// The encoding warnings with the offsets they are about, reported with the entry whose part of the text holds them.
  private var encodingWarnings: [(offset: Int, diagnostic: StringsDiagnostic)]
  /// The decoded bytes of the strings that have escapes.
  private(set) var decoded: [UInt8] = []
  private var records: [Record] = []
  /// The winning record of each distinct key, in the order the keys first appear.
  private var winners: [Int] = []
  /// The position in ``winners`` of each distinct key, by its bytes (a key in the text is a slice of it; one with
  /// escapes is a copy, since ``decoded`` grows).
  private var winnerOfKey: [ArraySlice<UInt8>: Int] = [:]
  private var lookalikes = LookalikeIndex()
  /// The lone surrogates of each record's key, for the records whose key has any.
  private var keySurrogates: [Int: [LoneSurrogate]] = [:]
  /// The grammar's own diagnostics (a silent stop), reported at the end.
  private var late: [StringsDiagnostic] = []

  package init(
    file: String, report: @escaping (StringsDiagnostic) -> Void, encodingWarnings: [(offset: Int, diagnostic: StringsDiagnostic)]
  ) {
    self.file = file
    self.report = report
    self.encodingWarnings = encodingWarnings
  }

  /// Reserves room for about as many entries as `text` has semicolons, so the records are not copied as they grow.
  package mutating func reserve(forText text: [UInt8]) {
    let estimate = OpenStepDocument.estimatedEntryCount(text)
    records.reserveCapacity(estimate)
    winners.reserveCapacity(estimate)
    winnerOfKey.reserveCapacity(estimate)
  }

  package mutating func text(_ string: LexedString, in lexer: OpenStepLexer) -> ByteRun {
    switch string {
    case .run(let range):
      return ByteRun(textAt: range.lowerBound, count: range.count)
    case .decoded:
      let run = ByteRun(decodedAt: decoded.count, count: lexer.scratch.count)
      decoded += lexer.scratch
      return run
    }
  }

  package mutating func entry(
    key: ByteRun, keySurrogates found: [LoneSurrogate]?, value: ByteRun, comment: Range<Int>?, span: EntrySpan,
    place: (line: Int, column: Int), valuePlace: (line: Int, column: Int), lexer: inout OpenStepLexer
  ) {
    let index = records.count
    if let found { keySurrogates[index] = found }
    let surrogates = found ?? []
    records.append(Record(key: key, value: value, line: place.line, column: place.column))
    var chunk = lexer.diagnostics
    lexer.diagnostics.removeAll(keepingCapacity: true)
    while let first = encodingWarnings.first, first.offset < lexer.position {
      chunk.append(first.diagnostic)
      encodingWarnings.removeFirst()
    }
    let text = lexer.text
    let keyBytes = key.bytes(text, decoded)
    if let earlier = addToIndex(index, keyBytes, copying: !key.isInText) {
      let earlierSurrogates = keySurrogates[earlier] ?? []
      chunk.append(
        surrogates == earlierSurrogates
          ? KeyDiagnostics.duplicate(string(keyBytes), at: self.location(of: index), earlier: self.location(of: earlier))
          : KeyDiagnostics.surrogateTwin(
            string(keyBytes), at: self.location(of: index), surrogates: surrogates, earlier: self.location(of: earlier),
            surrogates: earlierSurrogates))
    }
    let (records, decoded) = (records, decoded)
    if let other = lookalikes.firstEquivalent(of: index, key: keyBytes, keyOf: { records[$0].key.bytes(text, decoded) }) {
      let otherBytes = records[other].key.bytes(text, decoded)
      chunk.append(
        KeyDiagnostics.lookalike(string(keyBytes), at: self.location(of: index), other: string(otherBytes), at: self.location(of: other)))
    }
    flush(chunk)
  }

  private func location(of record: Int) -> SourceLocation {
    SourceLocation(file: file, line: records[record].line, column: records[record].column)
  }

  package mutating func diagnose(_ diagnostic: StringsDiagnostic) {
    late.append(diagnostic)
  }

  package mutating func finish(_ lexer: inout OpenStepLexer) {
    flush(lexer.diagnostics + late + encodingWarnings.map(\.diagnostic))
    lexer.diagnostics.removeAll()
    encodingWarnings.removeAll()
  }

  /// The winning key and value of each distinct key, sorted by the keys' bytes.
  package mutating func sortedPairs(text: [UInt8]) -> [(key: ByteRun, value: ByteRun)] {
    winnerOfKey = [:]
    lookalikes = LookalikeIndex()
    winners.sort { left, right in
      records[left].key.bytes(text, decoded).lexicographicallyPrecedes(records[right].key.bytes(text, decoded))
    }
    return winners.map { (records[$0].key, records[$0].value) }
  }

  /// Sorts one entry's diagnostics by location (keeping the order of those at one place) and reports them.
  private func flush(_ chunk: [StringsDiagnostic]) {
    guard !chunk.isEmpty else { return }
    guard chunk.count > 1 else { return report(chunk[0]) }
    for diagnostic in chunk.enumerated().sorted(by: { left, right in
      let a = left.element.location, b = right.element.location
      return (a.line, a.column, left.offset) < (b.line, b.column, right.offset)
    }) {
      report(diagnostic.element)
    }
  }

  private func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Adds record `index` to the index of keys (a copy of `key` when `copying`); returns the record it replaces as its
  /// key's winner, if any.
  private mutating func addToIndex(_ index: Int, _ key: ArraySlice<UInt8>, copying: Bool) -> Int? {
    if let winner = winnerOfKey[key] {
      let earlier = winners[winner]
      winners[winner] = index
      return earlier
    }
    winnerOfKey[copying ? Array(key)[...] : key] = winners.count
    winners.append(index)
    return nil
  }
}
