import Foundation

/// Reads the tables of a bundle's resources or of a localizations folder the way the device reads them: each
/// `<language>.lproj/<Table>.strings` and `.stringsdict` through Foundation's property-list reader (what `CFBundle`
/// uses: old-style text in UTF-8 or UTF-16, XML and binary property lists), and String Catalogs (`<Table>.xcstrings`
/// at the top or in `mul.lproj`) with ``StringCatalogReader``.
///
/// Whatever else is there (`Info.plist`, the executable, `Assets.car`, `Base.lproj/*.storyboardc`,
/// `_CodeSignature`) is skipped. A file that does not read makes its table unusable with the reason, so its entries
/// fall back with that reason in the trail.
enum TableReader {
  /// The `.lproj` folder where Xcode keeps String Catalogs; it is no language.
  static let catalogDirectory = "mul.lproj"

  /// Every table in `folder`.
  static func read(_ folder: URL) -> CopyTables {
    var tables: [String: [String: LocalizedTable]] = [:]
    var lprojTables: Set<String> = []
    for name in names(in: folder) where name.hasSuffix(".lproj") {
      let language = String(name.dropLast(".lproj".count))
      let directory = folder.appendingPathComponent(name, isDirectory: true)
      var strings: Set<String> = []
      var dictionaries: Set<String> = []
      for file in names(in: directory) {
        if file.hasSuffix(".strings") { strings.insert(String(file.dropLast(".strings".count))) }
        if file.hasSuffix(".stringsdict") { dictionaries.insert(String(file.dropLast(".stringsdict".count))) }
      }
      for table in strings.union(dictionaries) {
        lprojTables.insert(table)
        tables[language, default: [:]][table] = readTable(
          table, language: language, in: directory, strings: strings.contains(table), dictionary: dictionaries.contains(table))
      }
    }
    // A String Catalog whose table is also in `.lproj` folders is not used (`copydeck check` reports it), and one at
    // the top wins over one of the same name in `mul.lproj`, as the tools read them.
    var catalogs: Set<String> = lprojTables
    for directory in ["", catalogDirectory] {
      let url = directory.isEmpty ? folder : folder.appendingPathComponent(directory, isDirectory: true)
      for file in names(in: url) where file.hasSuffix(".xcstrings") {
        let table = String(file.dropLast(".xcstrings".count))
        guard catalogs.insert(table).inserted else { continue }
        let path = directory.isEmpty ? file : "\(directory)/\(file)"
        guard let data = try? FileProblem.contents(of: url.appendingPathComponent(file, isDirectory: false)),
          let languages = StringCatalogReader.entries(of: Array(data), file: path)
        else { continue }
        for (language, entries) in languages {
          tables[language, default: [:]][table] = LocalizedTable(path: path, entries: entries)
        }
      }
    }
    return CopyTables(tables)
  }

  /// The names in the folder at `url`, or none when it is not a folder that lists.
  private static func names(in url: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  }

  /// Table `table` of `language` from its `.strings` and `.stringsdict` in `directory`.
  private static func readTable(_ table: String, language: String, in directory: URL, strings: Bool, dictionary: Bool) -> LocalizedTable {
    let stringsPath = "\(language).lproj/\(table).strings"
    let dictionaryPath = "\(language).lproj/\(table).stringsdict"
    let path = strings ? stringsPath : dictionaryPath
    var entries: [TableEntry] = []
    do throws(Unusable) {
      if strings {
        let root = try propertyList(directory.appendingPathComponent("\(table).strings", isDirectory: false), path: stringsPath)
        for (key, value) in root {
          guard let text = value as? String else { continue }
          entries.append(
            TableEntry(key: key, value: .string(text), location: SourceLocation(file: stringsPath, line: 1, column: 1), format: .strings))
        }
      }
      if dictionary {
        let url = directory.appendingPathComponent("\(table).stringsdict", isDirectory: false)
        let root = try propertyList(url, path: dictionaryPath)
        // A `.stringsdict` key wins over the same key in the `.strings` table, as on the device.
        let rules = StringsDictReader.entries(of: root, file: dictionaryPath)
        let ruled = Set(rules.map(\.key))
        entries = entries.filter { !ruled.contains($0.key) } + rules
      }
    } catch {
      return LocalizedTable(path: path, dictionaryPath: dictionary ? dictionaryPath : nil, problem: error.reason)
    }
    return LocalizedTable(path: path, dictionaryPath: dictionary ? dictionaryPath : nil, entries: entries)
  }

  /// Why a table cannot be used.
  private struct Unusable: Error {
    var reason: String
  }

  /// The dictionary at the root of the property list at `url` (`path` names it in the reason).
  private static func propertyList(_ url: URL, path: String) throws(Unusable) -> [String: Any] {
    let data: Data
    do {
      data = try FileProblem.contents(of: url)
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
