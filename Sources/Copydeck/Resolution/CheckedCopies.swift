import Foundation

/// The copy a catalog has checked so far: an entry is checked in a language when it is first resolved there, and a
/// table is read when an entry first needs it; both are kept, behind one lock, so a catalog resolves from any thread.
package final class CheckedCopies: @unchecked Sendable {
  private let entries: [EntryDefinition]
  private let languages: [String]
  private let development: Int
  /// Reads table `name` of `language`, or gives `nil` when it has no file.
  typealias Read = @Sendable (_ name: String, _ language: String) -> LocalizedTable?
  private let read: Read
  private let lock = NSLock()
  /// Each table read so far by `<language>.lproj/<name>` (`nil`: it has no file), and each copy checked so far by
  /// `entry * languages.count + language`.
  private var tables: [String: LocalizedTable?] = [:]
  private var copies: [Int: EntryCopy] = [:]

  init(entries: [EntryDefinition], languages: [String], development: Int, read: @escaping Read) {
    (self.entries, self.languages, self.development, self.read) = (entries, languages, development, read)
  }

  /// The copy of entry `entry` in the catalog language at `language`, checked on first use.
  package func copy(of entry: Int, language: Int) -> EntryCopy {
    lock.withLock { checked(entry, language) }
  }

  /// The copy, checked against the development language's (which is checked first) when that one is valid.
  private func checked(_ entry: Int, _ language: Int) -> EntryCopy {
    let slot = entry * languages.count + language
    if let copy = copies[slot] { return copy }
    var reference: EntryTexts?
    if language != development, case .valid(let texts) = checked(entry, development) { reference = texts }
    let (definition, name) = (entries[entry], languages[language])
    let copy = EntryValidator.validate(
      definition, language: name, table: table(definition.table, name), reference: reference, development: languages[development])
    copies[slot] = copy
    return copy
  }

  private func table(_ name: String, _ language: String) -> LocalizedTable? {
    let id = "\(language).lproj/\(name)"
    if let known = tables[id] { return known }
    let table = read(name, language)
    tables[id] = .some(table)
    return table
  }
}
