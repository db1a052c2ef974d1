import Foundation

/// The schema of a copy deck, read from `catalog.json`.
///
/// It holds the languages, the common failure, and one record per alert or error type.
///
/// Decoding is strict: an unknown field, a duplicate id or key, a button without a role, more
/// than one cancel button, or a server code mapped twice fails with a ``ManifestError`` that names
/// the file, the position, the record and the problem.
public struct CatalogManifest: Sendable, Hashable {
  /// The language every other language is checked against and falls back to, e.g. `en`.
  public var developmentLanguage: String
  /// The languages the catalog ships, e.g. `["en", "ko"]`.
  public var languages: [String]
  /// The id of the entry shown when an entry cannot be resolved or an error is not known.
  public var commonFailure: String
  /// The entries, in file order.
  public var entries: [EntryDefinition]
  /// The tables the manifest owns (`"ownedTables"`): every key in them must belong to an entry.
  ///
  /// Any other table is shared with the app: its keys that no entry uses are the app's own strings, which the
  /// checker, the preview and the library leave alone.
  public var ownedTables: [String]
  /// The path the manifest was read from (used in messages).
  public var file: String

  /// Creates a manifest from its parts, without validation.
  public init(
    developmentLanguage: String, languages: [String], commonFailure: String, entries: [EntryDefinition],
    ownedTables: [String] = [], file: String = "catalog.json"
  ) {
    (self.developmentLanguage, self.languages, self.commonFailure) = (developmentLanguage, languages, commonFailure)
    (self.entries, self.ownedTables, self.file) = (entries, ownedTables, file)
  }

  /// Decodes and validates a manifest from JSON bytes; `file` is used in error messages.
  public init(data: Data, file: String) throws(ManifestError) {
    try self.init(bytes: Array(data), file: file)
  }

  /// Decodes and validates a manifest from JSON bytes (a file's bytes as `FileProblem.bytes(of:)` reads them, held
  /// once); `file` is used in error messages.
  public init(bytes: [UInt8], file: String) throws(ManifestError) {
    self = try ManifestDecoder(file: file).decode(bytes)
  }

  /// Reads, decodes and validates the manifest at `url`.
  public static func load(contentsOf url: URL) throws(ManifestError) -> CatalogManifest {
    let bytes: [UInt8]
    do {
      bytes = Array(try FileProblem.contents(of: url))
    } catch {
      throw .unreadable(file: url.path, problem: error)
    }
    return try CatalogManifest(bytes: bytes, file: url.path)
  }

  /// Whether the manifest owns table `name`, so a key in it that no entry uses is an orphan.
  public func owns(table name: String) -> Bool {
    ownedTables.contains(name)
  }

  /// The entry with `id`, if any.
  public func entry(id: String) -> EntryDefinition? {
    entries.first { $0.id == id }
  }
}
