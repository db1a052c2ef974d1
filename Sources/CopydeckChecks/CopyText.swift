import Copydeck
import CopydeckFiles
import Foundation

/// One value of one table as the rules see it: the text, its key, language and entry, and where it is.
///
/// A value of 16 bytes kept in the lists that hold it, not an object (32 bytes, malloc's 16 more, and a pointer to it in
/// each list: an eighth of a large check's memory went to texts): it holds no copy of what its table's entry already
/// has (key, value, both locations, the language), but reads them from the table's entries, which every text of the
/// table shares (``Source``), and names the entry its key belongs to by its place among the check's entries. Its
/// value's specifiers are in one list that the table's texts share, so a text is the same size with or without a `%`,
/// and passing one around copies no string.
struct CopyText: Sendable {
  /// The entries and language of the table it is in.
  private let source: Source
  /// Its entry's place in `source.entries`.
  private let position: Int32
  /// The place in `source.namedEntries` of the entry the key belongs to, -1 for none (then ``entry`` is the source's
  /// ``Source/soleEntryID``).
  private let entryPlace: Int32

  /// The id of the entry the key belongs to, if any.
  var entry: String? { entryPlace >= 0 ? source.namedEntries[Int(entryPlace)].id : source.soleEntryID }

  /// The `.strings` key.
  var key: String { source.entries[Int(position)].key }
  /// The text, escapes already resolved.
  var value: String { source.entries[Int(position)].value }
  /// The language of the table it is in.
  var language: String { source.language }
  /// Where the value starts (its opening quote).
  var location: SourceLocation { source.entries[Int(position)].valueLocation }
  /// Where the key starts.
  var keyLocation: SourceLocation { source.entries[Int(position)].location }

  /// The value's specifiers, in the order written (``FormatString/specifiers``), read from the table's list.
  var specifiers: ArraySlice<FormatSpecifier> { source.specifiers(ofEntryAt: Int(position)) }

  /// The problems of the value as a format string (``FormatString/problems``); empty for a valid one.
  var formatProblems: [FormatString.Problem] { source.formatProblems[position] ?? [] }

  /// The argument types by position, or `nil` when the value has format problems (``FormatString/signature``).
  var formatSignature: [FormatSpecifier.ArgumentType]? { formatProblems.isEmpty ? specifiers.argumentTypes : nil }

  /// The value as a person would read it with each specifier replaced by `replacement(specifier)`: the text pieces of
  /// its ``FormatString`` with the replacements between them, built from the stored specifiers without parsing the
  /// value again (the table keeps no text pieces: those of every text with a `%` were a fifth of the check's memory).
  func filled(_ replacement: (FormatSpecifier) -> String) -> String {
    mayHaveSpecifiers ? FormatString.filled(value, specifiers: specifiers, replacement) : value
  }

  /// Whether the value has a `%`, the only way it can hold a specifier.
  var mayHaveSpecifiers: Bool { source.mayHaveSpecifiers(entryAt: Int(position)) }

  /// The text of `source.entries[position]`, whose key belongs to `source.namedEntries[entryPlace]` (-1: to none).
  init(_ source: Source, at position: Int, entry entryPlace: Int) {
    self.source = source
    self.position = Int32(position)
    self.entryPlace = Int32(entryPlace)
  }

  /// The text of one entry of a table in `language`, on its own (an entry looked up by key).
  init(_ entry: StringsEntry, language: String, entryID: String?) {
    self.init(Source(language: language, entries: [entry], soleEntryID: entryID), at: 0, entry: -1)
  }

  /// The entries of one table (each key's winner, in order) and its language, which its texts read, the entries
  /// they name, and their values' specifiers, each value parsed once as a format string for every rule.
  final class Source: Sendable {
    let language: String
    let entries: [StringsEntry]
    /// The entries the texts name by their place (the check's entries).
    let namedEntries: [EntryModel]
    /// The id that a text naming no entry by its place names: `nil` for a table's texts, the one given for a text
    /// made on its own.
    let soleEntryID: String?
    /// The specifiers of every value, value after value: one list for the table, not an array and a box for each
    /// value with a `%`.
    private let specifiers: [FormatSpecifier]
    /// Where each entry's specifiers start in `specifiers`, and then one past the last; ``hasPercent`` marks a value
    /// with a `%` (it may have no valid specifier, as `100%%` has none).
    private let specifierStarts: [UInt32]
    /// The format problems of the values that have any, by the entry's position.
    let formatProblems: [Int32: [FormatString.Problem]]

    private static let hasPercent: UInt32 = 1 << 31

    init(language: String, entries: [StringsEntry], namedEntries: [EntryModel] = [], soleEntryID: String? = nil) {
      self.language = language
      self.entries = entries
      self.namedEntries = namedEntries
      self.soleEntryID = soleEntryID
      var specifiers: [FormatSpecifier] = []
      var starts: [UInt32] = []
      starts.reserveCapacity(entries.count + 1)
      var problems: [Int32: [FormatString.Problem]] = [:]
      for (position, entry) in entries.enumerated() {
        let start = UInt32(specifiers.count)
        guard FormatString.mayHaveSpecifiers(entry.value) else {
          starts.append(start)
          continue
        }
        let format = FormatString(entry.value)
        for case .specifier(let specifier) in format.pieces { specifiers.append(specifier) }
        if !format.problems.isEmpty { problems[Int32(position)] = format.problems }
        starts.append(start | Self.hasPercent)
        precondition(specifiers.count < Int(Self.hasPercent), "a table holds fewer than 2³¹ specifiers")
      }
      starts.append(UInt32(specifiers.count))
      // The list grew by doubling; it is kept in one allocation of its size for as long as the check runs.
      var exact: [FormatSpecifier] = []
      exact.reserveCapacity(specifiers.count)
      exact.append(contentsOf: specifiers)
      self.specifiers = exact
      specifierStarts = starts
      formatProblems = problems
    }

    /// Whether the value of `entries[position]` has a `%`.
    func mayHaveSpecifiers(entryAt position: Int) -> Bool {
      specifierStarts[position] & Self.hasPercent != 0
    }

    /// The specifiers of the value of `entries[position]`, in the order written.
    func specifiers(ofEntryAt position: Int) -> ArraySlice<FormatSpecifier> {
      specifiers[Int(specifierStarts[position] & ~Self.hasPercent)..<Int(specifierStarts[position + 1] & ~Self.hasPercent)]
    }
  }
}

/// One entry (manifest record, or key group without a manifest) and the keys it owns.
///
/// A value of 40 bytes, held in the check's list of entries itself: its id, and its place in what every entry of the
/// check shares (``Shared``: the keys or the records, and the table names). Not an object (72 bytes and malloc's
/// rounding to 80, and the list's pointer to it) for each of hundreds of thousands of key groups.
struct EntryModel: Sendable {
  /// The entry's id, such as `group.full`; without a manifest the keys' shared prefix.
  let id: String
  /// What the check's entries share.
  private let shared: Shared
  /// Its table's place in `shared.tables`.
  private let tableNumber: Int32
  /// With a manifest, this entry's place among `shared.records`; without one, where its keys start in `shared.keys`.
  private let place: Int32
  private let keyCount: Int32

  /// What the entries of a check share, so that each names its table, keys and record by number.
  final class Shared: Sendable {
    /// Without a manifest, every key group's keys, group after group (a group's keys are a run of one list, not an
    /// array of their own); empty with one (a record has its keys).
    let keys: [String]
    /// The manifest's records (a reference, not a copy of the record in every entry); none without a manifest.
    let records: [EntryDefinition]
    /// The tables the entries keep their keys in, which each entry names by its place here.
    let tables: [String]

    init(keys: [String], records: [EntryDefinition], tables: [String]) {
      self.keys = keys
      self.records = records
      self.tables = tables
    }
  }

  /// The table that holds its keys.
  var table: String { shared.tables[Int(tableNumber)] }

  /// Its keys in display order: title, message, buttons.
  var keys: ArraySlice<String> {
    shared.records.isEmpty ? shared.keys[Int(place)..<Int(place + keyCount)] : shared.records[Int(place)].keys[...]
  }

  /// Its key at `index` of ``keys`` (0 for the first), read in place.
  func key(at index: Int) -> String {
    shared.records.isEmpty ? shared.keys[Int(place) + index] : shared.records[Int(place)].keys[index]
  }

  /// The manifest's record, or `nil` without a manifest.
  var definition: EntryDefinition? { shared.records.isEmpty ? nil : shared.records[Int(place)] }

  // What is read of every entry is read field by field where the record is, not through a copy of the record
  // (``definition``): the compiler copied a whole record (a retain and a release of each of its strings and arrays)
  // even to read one byte of it through a closure that was lent it.

  /// The manifest record's kind, or `nil` without a manifest.
  var kind: EntryKind? { shared.records.isEmpty ? nil : shared.records[Int(place)].kind }

  /// The manifest record's presentation, or `nil` without a manifest.
  var presentation: PresentationStyle? { shared.records.isEmpty ? nil : shared.records[Int(place)].presentation }

  /// What the manifest's record shows, in display order (see ``keys``): whether it has a title and a message, and its
  /// buttons; `nil` without a manifest.
  var parts: (hasTitle: Bool, hasMessage: Bool, buttons: [ButtonDefinition])? {
    // `kind != .inline` is `EntryDefinition.hasTitle`, read from the field.
    let records = shared.records
    return records.isEmpty
      ? nil : (records[Int(place)].kind != .inline, records[Int(place)].hasMessage, records[Int(place)].buttons)
  }

  /// The entry of the manifest record `shared.records[record]`, whose table is `shared.tables[tableNumber]`.
  init(record: Int, tableNumber: Int, of shared: Shared) {
    id = shared.records[record].id
    self.shared = shared
    self.tableNumber = Int32(tableNumber)
    place = Int32(record)
    keyCount = Int32(shared.records[record].keys.count)
  }

  /// A key group without a manifest: the keys `shared.keys[range]`, in the table `shared.tables[tableNumber]`.
  init(id: String, tableNumber: Int, keys range: Range<Int>, of shared: Shared) {
    self.id = id
    self.shared = shared
    self.tableNumber = Int32(tableNumber)
    place = Int32(range.lowerBound)
    keyCount = Int32(range.count)
  }

  /// The entries of a manifest's records, in order.
  static func entries(ofRecords records: [EntryDefinition]) -> [EntryModel] {
    var numbers: [String: Int] = [:]
    var tables: [String] = []
    let tableNumbers = records.map { record in
      let number = numbers[record.table] ?? tables.count
      if number == tables.count {
        numbers[record.table] = number
        tables.append(record.table)
      }
      return number
    }
    let shared = Shared(keys: [], records: records, tables: tables)
    return records.indices.map { EntryModel(record: $0, tableNumber: tableNumbers[$0], of: shared) }
  }
}
