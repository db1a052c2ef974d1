import Copydeck
import CopydeckFiles
import Foundation

/// A table being edited under its lock, whichever kind of file holds it: the one value per language and key a save
/// reads and writes.
protocol ValueEditing {
  /// The plain-string value of `key` in `language`, as the page shows it; `nil` when the table has none.
  func value(forKey key: String, language: String) -> String?
  /// Sets the value of `key` in `language` as a save does, keeping every other byte of the file.
  mutating func save(_ value: String, forKey key: String, language: String) throws
}

extension StringsEditor: ValueEditing {
  /// A `.strings` file holds one language: `language` is the one of its `.lproj` folder.
  func value(forKey key: String, language: String) -> String? {
    table.value(forKey: key)
  }

  mutating func save(_ value: String, forKey key: String, language: String) throws {
    try setValue(value, forKey: key)
  }
}

extension StringCatalogEditor: ValueEditing {
  func value(forKey key: String, language: String) -> String? {
    catalog.plainValue(forKey: key, language: language)
  }

  /// Sets the value as Xcode's editor does: a translation saved is `translated`, a changed source text marks the
  /// key's translations `needs_review`.
  mutating func save(_ value: String, forKey key: String, language: String) throws {
    _ = try setValueAsXcode(value, forKey: key, language: language)
  }
}

extension StringCatalog {
  /// The value of `key` in `language` when it is one string (no plural or device variations, no substitutions), as
  /// ``LocalizationsFolder`` gives it to the pages; `nil` otherwise.
  func plainValue(forKey key: String, language: String) -> String? {
    guard let entry = entries(language: language).entry(forKey: key), entry.substitutions.isEmpty else { return nil }
    return entry.value.string
  }
}
