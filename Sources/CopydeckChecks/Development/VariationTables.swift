import Copydeck
import CopydeckFiles

/// The keys that vary by a count or the device, each read as one text so every rule sees them beside the
/// `.strings` keys: every `<language>.lproj/<Table>.stringsdict`, and the keys with variations of every String
/// Catalog language (its plain keys are already a table).
///
/// A key's text is what an iPhone shows for the `other` forms (``TableEntry/otherFormText(place:)``), so its
/// specifiers are the arguments the whole value reads and the format rules compare it with the other languages'
/// `.strings` values. On the device a `.stringsdict` key wins over the same key of the `.strings` table, and the
/// context orders the tables so the rules find it first (see ``CheckContext/developmentTables(named:)``).
enum VariationTables {
  /// One table per `.stringsdict` file (with its diagnostics, or its failure) and per String Catalog language that
  /// has keys with variations; only the tables named `name` when it is given.
  static func load(_ folder: LocalizationsFolder, root: String, named name: String? = nil) -> [LoadedTable] {
    var tables: [LoadedTable] = []
    for file in folder.stringsDictFiles where name == nil || file.name == name {
      let shown = "\(root)/\(file.relativePath)"
      switch file.result {
      case .failure(let error):
        tables.append(
          LoadedTable(
            language: file.language, name: file.name, file: shown, isEmptyFile: false, table: nil, failure: error, source: .variations))
      case .success(let entries):
        let (table, unreadable) = self.table(entries.entries, diagnostics: entries.diagnostics, shown: file.relativePath)
        var loaded = LoadedTable(
          language: file.language, name: file.name, file: shown, isEmptyFile: false, table: table, failure: nil, source: .variations)
        loaded.unreadableKeys = unreadable
        tables.append(loaded)
      }
    }
    for file in folder.catalogFiles where name == nil || file.name == name {
      guard let catalog = file.catalog else { continue }
      for language in catalog.languages {
        let entries = catalog.entries(language: language)
        let varying = entries.entries.filter { $0.value.string == nil || !$0.substitutions.isEmpty }
        guard !varying.isEmpty else { continue }
        let (table, unreadable) = self.table(varying, diagnostics: [], shown: file.relativePath)
        var loaded = LoadedTable(
          language: language, name: file.name, file: "\(root)/\(file.relativePath)", isEmptyFile: false, table: table, failure: nil,
          source: .variations)
        loaded.unreadableKeys = unreadable
        tables.append(loaded)
      }
    }
    return tables
  }

  /// The entries as a table of their `other` texts, and the keys whose value Copydeck cannot read as one text
  /// (forms that mix numbered and unnumbered specifiers, a substitution that varies again): those have no text, so
  /// no rule judges their content (`plural-format` says why they cannot be laid out).
  private static func table(
    _ entries: [TableEntry], diagnostics: [StringsDiagnostic], shown: String
  ) -> (table: StringsTable, unreadable: Set<ScalarKey>) {
    var unreadable: Set<ScalarKey> = []
    let texts = entries.compactMap { entry -> StringsEntry? in
      do throws(TableEntry.OtherFormFailure) {
        let value = try entry.otherFormText(place: "'\(entry.key)' in \(shown)")
        return StringsEntry(key: entry.key, value: value, comment: entry.comment, location: entry.location, valueLocation: entry.location)
      } catch {
        unreadable.insert(ScalarKey(entry.key))
        return nil
      }
    }
    return (StringsTable(entries: texts, diagnostics: diagnostics), unreadable)
  }
}
