import Copydeck
import CopydeckFiles

extension Checker {
  /// What `copydeck check` reports about one entry if its values were `values` (language → key → text) instead of
  /// what the tables hold: the check of unsaved text, used by the preview while a copywriter types.
  ///
  /// Every rule of ``run()`` runs, with the same messages and severities, over the entry's own keys in its table of
  /// each language (the unsaved values in place of the saved ones; a key only in `values` is added). Rules about other
  /// entries or a table as a whole (duplicate, look-alike and orphan keys, syntax, empty tables) are left to the full
  /// check, so the answer costs the same in a catalog of ten entries or ten thousand. Findings keep the saved key's
  /// `file:line:column`; a key the table does not have yet is placed at `1:1` of the file.
  ///
  /// - Returns: the entry's findings, sorted; `nil` when the manifest has no entry `id`.
  public func findings(
    ofEntry id: String, manifest: CatalogManifest, folder: LocalizationsFolder, values: [String: [String: String]]
  ) -> [Finding]? {
    guard let definition = manifest.entry(id: id) else { return nil }
    let keys = definition.keys
    let languages = [manifest.developmentLanguage] + manifest.languages.filter { $0 != manifest.developmentLanguage }
    var tables = languages.compactMap { language -> LoadedTable? in
      let file = folder.file(definition.table, language: language)
      let unsaved = values[language] ?? [:]
      guard file != nil || !unsaved.isEmpty else { return nil }
      let path = "\(root)/\(language).lproj/\(definition.table).strings"
      let saved = file?.table
      guard saved != nil || !unsaved.isEmpty else {
        return LoadedTable(
          language: language, name: definition.table, file: path, isEmptyFile: false, table: nil, failure: file?.diagnostics.first)
      }
      let start = SourceLocation(file: file?.url.path ?? path, line: 1, column: 1)
      let entries = keys.compactMap { key -> StringsEntry? in
        let existing = saved?.entry(forKey: key)
        guard let value = unsaved[key] ?? existing?.value else { return nil }
        return StringsEntry(
          key: key, value: value, comment: existing?.comment, location: existing?.location ?? start,
          valueLocation: existing?.valueLocation ?? start)
      }
      return LoadedTable(
        language: language, name: definition.table, file: path, isEmptyFile: false,
        table: StringsTable(entries: entries, encoding: saved?.encoding ?? .utf8(byteOrderMark: false), form: saved?.form ?? .strings),
        failure: nil)
    }
    // The entry's keys a `.stringsdict` (or String Catalog) defines, as the device reads them, except those with
    // unsaved text, which the copywriter is changing.
    for var variations in VariationTables.load(folder, root: root, named: definition.table) where languages.contains(variations.language) {
      let unsaved = values[variations.language] ?? [:]
      if let table = variations.table {
        variations.table = StringsTable(
          entries: table.entries.filter { keys.contains($0.key) && unsaved[$0.key] == nil },
          diagnostics: table.diagnostics.filter { diagnostic in
            table.entries.contains { $0.location == diagnostic.location && keys.contains($0.key) }
          })
      }
      tables.append(variations)
    }
    var subset = manifest
    subset.entries = [definition]
    var context = CheckContext(
      root: root, scannedRoot: localizations.path, manifest: subset, manifestError: nil,
      developmentLanguage: manifest.developmentLanguage, languages: languages, tables: tables)
    context.folder = folder
    return Self.findings(in: context).filter { $0.entry == id }.sorted()
  }
}
