/// Why a catalog could not be loaded: its manifest is invalid or its folder cannot be read.
///
/// A table that cannot be read does *not* fail the load: its entries fall back, with the reason in their trail.
public enum CatalogLoadError: Error, Sendable, CustomStringConvertible {
  /// `catalog.json` is missing or invalid.
  case manifest(ManifestError)
  /// The localizations folder cannot be read.
  case folder(StringsDiagnostic)

  /// The underlying error's `file:line:column: error: …` message.
  public var description: String {
    switch self {
    case .manifest(let error): error.description
    case .folder(let diagnostic): diagnostic.description
    }
  }
}
