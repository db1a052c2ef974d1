/// Why a catalog could not be loaded: its manifest is invalid or its folder cannot be read.
///
/// A `.strings` file that does not parse does *not* fail the load: its entries fall back at
/// runtime and the error is kept in ``Catalog/diagnostics``.
public enum CatalogLoadError: Error, Sendable, CustomStringConvertible {
  /// `catalog.json` is missing or invalid.
  case manifest(ManifestError)
  /// The localizations folder cannot be read.
  case folder(StringsDiagnostic)
  /// ``CatalogStore/reload()`` on a store made from a catalog in memory, which has no folder to read again.
  case nothingToReload

  /// The underlying error's `file:line:column: error: …` message (no place for ``nothingToReload``, which has none).
  public var description: String {
    switch self {
    case .manifest(let error): error.description
    case .folder(let diagnostic): diagnostic.description
    case .nothingToReload:
      "error: this store was made from a catalog, not a folder, so it cannot reload\n"
        + "  hint: create the store with CatalogStore(contentsOf:) or call replace(with:)"
    }
  }
}
