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
  /// An open-addressing index of ``winners`` by the keys' bytes: each slot holds a winner's position plus one, or 0.
  private var slots: [Int32] = []
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
    slots = [Int32](repeating: 0, count: Self.slotCount(for: estimate))
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
    decoded.withUnsafeBufferPointer { decodedBytes in
      let keyBytes = key.bytes(text, decodedBytes)
      if let earlier = addToIndex(index, keyBytes, text, decodedBytes) {
        let earlierSurrogates = keySurrogates[earlier] ?? []
        chunk.append(
          surrogates == earlierSurrogates
            ? KeyDiagnostics.duplicate(string(keyBytes), at: self.location(of: index), earlier: self.location(of: earlier))
            : KeyDiagnostics.surrogateTwin(
              string(keyBytes), at: self.location(of: index), surrogates: surrogates, earlier: self.location(of: earlier),
              surrogates: earlierSurrogates))
      }
      let records = records
      if let other = lookalikes.firstEquivalent(of: index, key: keyBytes, keyOf: { records[$0].key.bytes(text, decodedBytes) }) {
        let otherBytes = records[other].key.bytes(text, decodedBytes)
        chunk.append(
          KeyDiagnostics.lookalike(string(keyBytes), at: self.location(of: index), other: string(otherBytes), at: self.location(of: other)))
      }
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
    slots = []
    lookalikes = LookalikeIndex()
    return text.withUnsafeBufferPointer { text in
      decoded.withUnsafeBufferPointer { decodedBytes in
        winners.sort { left, right in
          Self.precedes(records[left].key.bytes(text, decodedBytes), records[right].key.bytes(text, decodedBytes))
        }
        return winners.map { (records[$0].key, records[$0].value) }
      }
    }
  }

  /// Whether `a` sorts before `b`, byte by byte.
  private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(a.count, b.count)
    let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
    return order != 0 ? order < 0 : a.count < b.count
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

  private func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Adds record `index` to the index of keys; returns the record it replaces as its key's winner, if any.
  private mutating func addToIndex(
    _ index: Int, _ key: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ decodedBytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    if winners.count * 2 >= slots.count { grow(text, decodedBytes) }
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(key))
    let mask = slots.count - 1
    var slot = hasher.finalize() & mask
    while slots[slot] != 0 {
      let winner = Int(slots[slot]) - 1
      let other = records[winners[winner]].key.bytes(text, decodedBytes)
      if other.count == key.count, other.count == 0 || memcmp(other.baseAddress!, key.baseAddress!, key.count) == 0 {
        let earlier = winners[winner]
        winners[winner] = index
        return earlier
      }
      slot = (slot + 1) & mask
    }
    winners.append(index)
    slots[slot] = Int32(winners.count)
    return nil
  }

  /// Doubles the index of keys.
  private mutating func grow(_ text: UnsafeBufferPointer<UInt8>, _ decodedBytes: UnsafeBufferPointer<UInt8>) {
    slots = [Int32](repeating: 0, count: Self.slotCount(for: max(winners.count * 2, 8)))
    let mask = slots.count - 1
    for (position, record) in winners.enumerated() {
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(records[record].key.bytes(text, decodedBytes)))
      var slot = hasher.finalize() & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(position + 1)
    }
  }

  /// A power of two at least twice `count`.
  private static func slotCount(for count: Int) -> Int {
    var slots = 16
    while slots < count * 2 { slots <<= 1 }
    return slots
  }
}
