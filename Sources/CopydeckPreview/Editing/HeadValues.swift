import Copydeck
import Foundation

/// One value as it was at git `HEAD`: its text, or `nil` when `HEAD` did not have the key (or the table).
struct HeadValue: Equatable {
  var text: String?
}

/// The tables of a `Localizations/` folder as they are in the last commit (`HEAD`), read with git.
///
/// Git runs as a process, twice per load: `git rev-parse` finds the commit and where the folder sits in the
/// repository, and one `git cat-file --batch` reads every table at that commit. When git is missing or the folder
/// is not in a repository, ``load(_:catalog:)`` returns `nil` and the pages show no changes.
struct HeadValues: Sendable {
  /// The commit the values come from.
  let commit: String
  /// Each table at `HEAD` by `language/table`; a table that `HEAD` does not have maps to `nil`.
  private let tables: [String: StringsTable?]

  /// The value of `key` at `HEAD`, or `nil` when it cannot be told (git did not answer for that table).
  func value(language: String, table: String, key: String) -> HeadValue? {
    guard let entry = tables["\(language)/\(table)"] else { return nil }
    return HeadValue(text: entry?.value(forKey: key))
  }

  /// The ids of the entries with a value in some language that differs from `HEAD`, in `catalog`'s order.
  func changedEntries(_ catalog: Catalog) -> Set<String> {
    var changed: Set<String> = []
    for definition in catalog.entries {
      search: for language in catalog.languages {
        let current = catalog.folder.table(definition.table, language: language)
        for key in definition.keys {
          if let head = value(language: language, table: definition.table, key: key), head.text != current?.value(forKey: key) {
            changed.insert(definition.id)
            break search
          }
        }
      }
    }
    return changed
  }

  /// Reads every table of `catalog` at `HEAD` of the repository that holds `folder`.
  static func load(_ folder: URL, catalog: Catalog) -> HeadValues? {
    guard let revParse = Git.run(["rev-parse", "--show-prefix", "HEAD"], in: folder) else { return nil }
    let lines = String(decoding: revParse, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return nil }
    let prefix = String(lines[0]), commit = String(lines[1])
    let names = Set(catalog.entries.map(\.table)).sorted()
    let paths = catalog.languages.flatMap { language in names.map { (language, $0) } }
    let requests = paths.map { "\(commit):\(prefix)\($0.0).lproj/\($0.1).strings\n" }.joined()
    guard let output = Git.run(["cat-file", "--batch"], in: folder, input: Data(requests.utf8)) else { return nil }
    var tables: [String: StringsTable?] = [:]
    var reader = BatchReader(bytes: output)
    for (language, name) in paths {
      guard let object = reader.next() else { return nil }
      let file = "\(language).lproj/\(name).strings@HEAD"
      tables["\(language)/\(name)"] = object.flatMap { try? StringsParser.parse(Data($0), file: file) }
    }
    return HeadValues(commit: commit, tables: tables)
  }

  /// Reads the answers of `git cat-file --batch`: `SHA blob SIZE\n` then the bytes and `\n`, or `NAME missing\n`.
  private struct BatchReader {
    let bytes: Data
    var offset = 0

    init(bytes: Data) { self.bytes = bytes }

    /// The next object's bytes, `.some(nil)` for a missing one, `nil` at the end or on output it cannot read.
    mutating func next() -> [UInt8]?? {
      guard let newline = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
      let header = String(decoding: bytes[offset..<newline], as: UTF8.self)
      offset = newline + 1
      if header.hasSuffix(" missing") || header.hasSuffix(" ambiguous") { return .some(nil) }
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]), offset + size <= bytes.count else { return nil }
      let object = Array(bytes[offset..<offset + size])
      offset += size + 1
      return .some(fields[1] == "blob" ? object : nil)
    }
  }
}
