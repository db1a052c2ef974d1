import Foundation

/// The copy a catalog has checked so far: an entry is checked in a language when it is first resolved there, and a
/// table is read when an entry first needs it; both are kept, behind one lock, so a catalog resolves from any thread.
package final class CheckedCopies: @unchecked Sendable {
  private let entries: [EntryDefinition]
  private let languages: [String]
  private let development: Int
  /// Reads table `name` of `language`, or gives `nil` when it has no file.
  private let read: @Sendable (_ name: String, _ language: String) -> LocalizedTable?
  private let lock = NSLock()
  private var tables: [TableID: LocalizedTable?] = [:]
  private var copies: [CopyID: EntryCopy] = [:]

  private struct TableID: Hashable {
    var name: String
    var language: String
  }

  private struct CopyID: Hashable {
    var entry: Int
    var language: Int
  }

  init(
    entries: [EntryDefinition], languages: [String], development: Int,
    read: @escaping @Sendable (_ name: String, _ language: String) -> LocalizedTable?
  ) {
    (self.entries, self.languages, self.development, self.read) = (entries, languages, development, read)
  }

  /// The copy of entry `entry` in the catalog language at `language`, checked on first use.
  package func copy(of entry: Int, language: Int) -> EntryCopy {
    lock.lock()
    defer { lock.unlock() }
    return checked(entry, language)
  }

  /// The copy, checked against the development language's (which is checked first) when that one is valid.
  private func checked(_ entry: Int, _ language: Int) -> EntryCopy {
    if let copy = copies[CopyID(entry: entry, language: language)] { return copy }
    var reference: EntryTexts?
    if language != development, case .valid(let texts) = checked(entry, development) { reference = texts }
    let definition = entries[entry]
    let name = languages[language]
    let copy = EntryValidator.validate(
      definition, language: name, table: table(definition.table, name), reference: reference, development: languages[development])
    copies[CopyID(entry: entry, language: language)] = copy
    return copy
  }

  private func table(_ name: String, _ language: String) -> LocalizedTable? {
    let id = TableID(name: name, language: language)
    if let known = tables[id] { return known }
    let table = read(name, language)
    tables[id] = .some(table)
    return table
  }
}
