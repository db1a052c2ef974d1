import Copydeck
import CopydeckFiles
import Foundation

/// Every key of the development language, table by table, over all the localizations folders of a repository; and
/// the entry ids and server codes of their manifests.
///
/// The code of one target cannot be told from another's by the scanner, so a key is found when any folder's table of
/// that name has it.
struct DevelopmentKeys {
  /// One key of a table.
  struct Key {
    /// Where it is defined, as findings name the file.
    var file: String
    var line: Int
    var column: Int
    /// Its value, when it is one string (not a plural or device variation).
    var value: String?
  }

  /// One table, merged over the folders that have it.
  struct Table {
    /// Its keys.
    var keys: [String: Key] = [:]
    /// The development language of the first folder that has it, and the file there, for messages.
    var language: String
    var file: String
    /// Whether a Copydeck manifest owns it (its keys are used through entries, not literals).
    var managed = false
    /// The keys by their text with every specifier taken out, for a lookup whose interpolation's type is unknown.
    lazy var bySkeleton: [String: [String]] = {
      var index: [String: [String]] = [:]
      for key in keys.keys where key.contains("%") { index[DevelopmentKeys.skeleton(of: key), default: []].append(key) }
      return index
    }()
  }

  var tables: [String: Table] = [:]
  var entryIDs: Set<String> = []
  var codes: Set<String> = []
  var hasManifest = false
  /// The folders read, with their development language, for ``translationsHave(_:table:)``.
  private var folders: [(folder: LocalizationsFolder, development: String)] = []
  /// The keys other languages have, by table, read the first time a table is asked about.
  private var translatedKeys: [String: Set<String>] = [:]

  /// Loads the development tables of `folders`; `developmentLanguage` overrides each folder's.
  init(folders: [URL], developmentLanguage: String?) {
    for url in folders {
      guard let folder = try? LocalizationsFolder.scanWithoutNotes(url) else { continue }
      let manifest = try? CatalogManifest.load(contentsOf: folder.manifestURL)
      if let manifest {
        hasManifest = true
        for entry in manifest.entries {
          entryIDs.insert(entry.id)
          codes.formUnion(entry.codes)
        }
      }
      let managed = manifest.map { Set($0.entries.map(\.table)).union($0.ownedTables) } ?? []
      let languages = Set(folder.languages)
      let development =
        developmentLanguage ?? manifest?.developmentLanguage
        ?? DevelopmentLanguage.choose(among: languages, region: DevelopmentLanguage.region(near: url)) ?? folder.languages.first ?? "en"
      self.folders.append((folder, development))
      let shown = Checker(localizations: url).root
      func display(_ file: String) -> String {
        file.hasPrefix(url.path + "/") ? shown + "/" + file.dropFirst(url.path.count + 1) : file
      }
      for catalogFile in folder.catalogFiles {
        guard let catalog = catalogFile.catalog else { continue }
        var table = tables[catalogFile.name] ?? Table(language: catalog.sourceLanguage, file: display(catalogFile.url.path))
        table.managed = table.managed || managed.contains(catalogFile.name)
        let entries = catalog.entries(language: catalog.sourceLanguage)
        for key in catalog.keys where table.keys[key.key] == nil {
          let value = entries.entry(forKey: key.key)?.value.string
          table.keys[key.key] = Key(file: display(key.location.file), line: key.location.line, column: key.location.column, value: value)
        }
        tables[catalogFile.name] = table
      }
      let names = Set(folder.tableNames(language: development) + folder.tableNames(language: "Base"))
      for name in names.sorted() where folder.catalog(name) == nil {
        let file = folder.file(name, language: development) ?? folder.file(name, language: "Base")
        var table =
          tables[name] ?? Table(language: development, file: display(file?.url.path ?? "\(shown)/\(development).lproj/\(name).strings"))
        table.managed = table.managed || managed.contains(name)
        for language in [development, "Base"] {
          for entry in folder.entries(name, language: language) where table.keys[entry.key] == nil {
            table.keys[entry.key] = Key(
              file: display(entry.location.file), line: entry.location.line, column: entry.location.column, value: entry.value.string)
          }
        }
        tables[name] = table
      }
    }
  }

  /// Whether a language other than the development language (and `Base`) has `key` in table `name`.
  mutating func translationsHave(_ key: String, table name: String) -> Bool {
    if let keys = translatedKeys[name] { return keys.contains(key) }
    var keys: Set<String> = []
    for (folder, development) in folders {
      for language in folder.languages where language != development && language != "Base" {
        keys.formUnion(folder.entries(name, language: language).map(\.key))
      }
    }
    translatedKeys[name] = keys
    return keys.contains(key)
  }

  /// `key` with every format specifier replaced by U+0001, and `%%` by `%`.
  static func skeleton(of key: String) -> String {
    FormatString(key).pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .specifier: "\u{1}"
      }
    }.joined()
  }
}
