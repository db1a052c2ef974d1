import Foundation

/// Reads the tables of a bundle's resources or of a localizations folder the way the device reads them: each
/// `<language>.lproj/<Table>.strings` and `.stringsdict` through Foundation's property-list reader (what `CFBundle`
/// uses: old-style text in UTF-8 or UTF-16, XML and binary property lists), and String Catalogs (`<Table>.xcstrings`
/// at the top or in `mul.lproj`) with ``StringCatalogReader``.
///
/// The folder is listed when the catalog loads and a table is read when an entry first needs it. Whatever else is
/// there (`Info.plist`, the executable, `Assets.car`, `Base.lproj/*.storyboardc`, `_CodeSignature`) is skipped. A file
/// that does not read makes its table unusable with the reason, so its entries fall back with that reason in the trail.
struct TableReader: Sendable {
  /// The `.lproj` folder where Xcode keeps String Catalogs; it is no language.
  static let catalogDirectory = "mul.lproj"
  private let folder: URL
  /// For each language, its tables' files: whether each has a `.strings` and a `.stringsdict`.
  private var files: [String: [String: (strings: Bool, dictionary: Bool)]] = [:]
  /// The String Catalog of each table in no `.lproj`, by its path in the folder.
  private var catalogs: [String: String] = [:]

  /// Lists the tables in `folder`.
  init(_ folder: URL) {
    self.folder = folder
    for name in Self.names(in: folder) where name.hasSuffix(".lproj") {
      let language = String(name.dropLast(".lproj".count))
      for file in Self.names(in: folder.appendingPathComponent(name, isDirectory: true)) {
        let table = String(file.prefix { $0 != "." })
        if file == "\(table).strings" { files[language, default: [:]][table, default: (false, false)].strings = true }
        if file == "\(table).stringsdict" { files[language, default: [:]][table, default: (false, false)].dictionary = true }
      }
    }
    // A String Catalog whose table is also in `.lproj` folders is not used (`copydeck check` reports it), and one at
    // the top wins over one of the same name in `mul.lproj`, as the tools read them.
    let lprojTables = Set(files.values.flatMap(\.keys))
    for directory in ["", Self.catalogDirectory] {
      for file in Self.names(in: directory.isEmpty ? folder : folder.appendingPathComponent(directory)) where file.hasSuffix(".xcstrings") {
        let table = String(file.dropLast(".xcstrings".count))
        guard !lprojTables.contains(table), catalogs[table] == nil else { continue }
        catalogs[table] = directory.isEmpty ? file : "\(directory)/\(file)"
      }
    }
  }

  /// Table `name` of `language`, or `nil` when it has no file.
  func table(_ name: String, language: String) -> LocalizedTable? {
    if let (strings, dictionary) = files[language]?[name] {
      return readTable("\(language).lproj/\(name).strings", strings: strings, dictionary: dictionary)
    }
    guard let path = catalogs[name], let data = try? FileProblem.contents(of: folder.appendingPathComponent(path, isDirectory: false)),
      let entries = StringCatalogReader.entries(of: Array(data), file: path)?[language]
    else { return nil }
    return LocalizedTable(path: path, entries: entries)
  }

  /// The names in the folder at `url`, or none when it is not a folder that lists.
  private static func names(in url: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  }

  /// A table from its `.strings` at `stringsPath` and the `.stringsdict` beside it, as far as each exists.
  private func readTable(_ stringsPath: String, strings: Bool, dictionary: Bool) -> LocalizedTable {
    let (path, dictionaryPath) = (strings ? stringsPath : stringsPath + "dict", dictionary ? stringsPath + "dict" : nil)
    var entries: [TableEntry] = []
    do throws(Unusable) {
      if strings {
        for (key, value) in try propertyList(stringsPath) {
          guard let text = value as? String else { continue }
          entries.append(
            TableEntry(key: key, value: .string(text), location: SourceLocation(file: stringsPath, line: 1, column: 1), format: .strings))
        }
      }
      if let dictionaryPath {
        // A `.stringsdict` key wins over the same key in the `.strings` table, as on the device.
        let rules = StringsDictReader.entries(of: try propertyList(dictionaryPath), file: dictionaryPath)
        let ruled = Set(rules.map(\.key))
        entries = entries.filter { !ruled.contains($0.key) } + rules
      }
    } catch {
      return LocalizedTable(path: path, dictionaryPath: dictionaryPath, problem: error.reason)
    }
    return LocalizedTable(path: path, dictionaryPath: dictionaryPath, entries: entries)
  }

  /// Why a table cannot be used.
  private struct Unusable: Error {
    var reason: String
  }

  /// The dictionary at the root of the property list at `path` in the folder.
  private func propertyList(_ path: String) throws(Unusable) -> [String: Any] {
    let data: Data
    do {
      data = try FileProblem.contents(of: folder.appendingPathComponent(path, isDirectory: false))
    } catch {
      throw Unusable(reason: "\(path) cannot be read: \(error.message)")
    }
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
      throw Unusable(reason: "\(path) cannot be read: Foundation's property-list reader, which the device uses, rejects it (\(detail))")
    }
    guard let dictionary = root as? [String: Any] else {
      throw Unusable(reason: "\(path) cannot be read: it holds no table of keys")
    }
    return dictionary
  }
}
