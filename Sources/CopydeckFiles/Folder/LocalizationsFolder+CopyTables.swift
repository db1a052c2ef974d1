import Copydeck
import Foundation

extension LocalizationsFolder {
  /// The folder's tables as the runtime uses them (``Catalog/init(manifest:tables:)``): each language's tables from
  /// the files parsed here, with the same entries the device reads (a `.stringsdict` key over the same `.strings`
  /// key; a String Catalog's localizations), and a file that does not parse making its table unusable with the reason.
  public var copyTables: CopyTables {
    var names: [String: Set<String>] = [:]
    for file in files where !file.language.isEmpty { names[file.language, default: []].insert(file.name) }
    for file in stringsDictFiles { names[file.language, default: []].insert(file.name) }
    var tables: [String: [String: LocalizedTable]] = [:]
    for (language, tableNames) in names {
      for name in tableNames {
        let strings = file(name, language: language)
        let dictionary = stringsDictFile(name, language: language)
        let path = strings?.relativePath ?? dictionary?.relativePath ?? ""
        let dictionaryPath = dictionary?.relativePath
        var problem: String?
        if let strings, case .failure(let error) = strings.result {
          problem = "\(strings.relativePath) cannot be read: \(error.message) (line \(error.location.line))"
        } else if let dictionary, case .failure(let error) = dictionary.result {
          problem = "\(dictionary.relativePath) cannot be read: \(error.message) (line \(error.location.line))"
        }
        tables[language, default: [:]][name] =
          problem.map { LocalizedTable(path: path, dictionaryPath: dictionaryPath, problem: $0) }
          ?? LocalizedTable(path: path, dictionaryPath: dictionaryPath, entries: entries(name, language: language))
      }
    }
    return CopyTables(tables)
  }
}

extension Catalog {
  /// A catalog of `manifest` over the tables of `folder`, as the tools parse them; ``folder`` gives it back.
  public convenience init(manifest: CatalogManifest, folder: LocalizationsFolder) {
    self.init(manifest: manifest, tables: folder.copyTables, source: folder)
  }

  /// Loads the catalog in the folder `url` with the tools' parsers (`copydeck serve`, `copydeck resolve`): the same
  /// copy as ``Catalog/load(from:)``, with the located parse of every file kept in ``folder``.
  public static func scanning(_ url: URL) throws(CatalogLoadError) -> Catalog {
    let manifest: CatalogManifest
    do {
      manifest = try CatalogManifest.load(contentsOf: url.appendingPathComponent("catalog.json", isDirectory: false))
    } catch {
      throw .manifest(error)
    }
    do {
      return Catalog(manifest: manifest, folder: try LocalizationsFolder.scan(url))
    } catch {
      throw .folder(error)
    }
  }

  /// The tables the catalog was built from, with every file's parse diagnostics: empty for a catalog the runtime
  /// loaded (``Catalog/load(from:)``), which keeps no located parse.
  public var folder: LocalizationsFolder {
    source as? LocalizationsFolder ?? LocalizationsFolder(url: URL(fileURLWithPath: "/", isDirectory: true), languages: [], files: [])
  }

  /// The parse diagnostics of every table file; a file with an error is treated as unreadable, and its entries fall back.
  public var diagnostics: [StringsDiagnostic] { folder.diagnostics }
}
