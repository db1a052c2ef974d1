import Copydeck
import CopydeckFiles

extension CheckContext {
  /// Where a missing key is reported: the table it belongs in (its first line) when that file exists, else the
  /// development language's entry for the key, else the manifest record.
  func missingKeyFinding(
    _ rule: Rule, key: String, language: String, table: String, definition: EntryDefinition?, _ message: String
  ) -> Finding {
    let entry = definition?.id ?? entry(ofKey: key, table: table)
    if let loaded = self.table(language: language, name: table) {
      return finding(rule, file: loaded.file, language: language, entry: entry, key: key, message)
    }
    if let development = text(forKey: key, language: developmentLanguage, table: table) {
      return finding(rule, at: development.keyLocation, language: language, entry: entry, key: key, message)
    }
    if let definition {
      return finding(rule, entry: definition, language: language, key: key, message)
    }
    return finding(rule, file: path(language: language, table: table), language: language, entry: entry, key: key, message)
  }

  /// Whether the table exists but does not parse; its keys are not reported missing one by one (syntax-error
  /// reports the file).
  func isUnreadable(language: String, table name: String) -> Bool {
    table(language: language, name: name)?.failure != nil || variationsTable(language: language, name: name)?.failure != nil
  }

  /// `ko.lproj/Groups.strings`, the short form messages use.
  func shortPath(language: String, table: String) -> String {
    "\(language).lproj/\(table).strings"
  }
}
