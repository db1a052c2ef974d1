/// How Xcode found a String Catalog key (`extractionState`).
public enum ExtractionState: String, Sendable, Hashable, CaseIterable {
  /// Added by hand in the catalog editor.
  case manual
  /// Extracted from code that also gave a default value.
  case extractedWithValue = "extracted_with_value"
  /// No longer found in the code; Xcode keeps it until someone deletes it.
  case stale
  /// Moved in from a `.strings` or `.stringsdict` table by "Migrate to String Catalog".
  case migrated
}
