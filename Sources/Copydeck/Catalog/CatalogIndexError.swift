/// Why ``CatalogIndex/write(forManifest:to:)`` wrote no index.
public enum CatalogIndexError: Error, Sendable, CustomStringConvertible {
  /// `catalog.json` cannot be read or does not load; the manifest's own error says where.
  case manifest(ManifestError)
  /// The manifest is 4 GiB or more, beyond the index's 32-bit offsets.
  case manifestTooLarge(file: String)
  /// The index could not be written; the write error says why and what to do.
  case cannotWrite(FileWriteError)

  /// `file:line:column: error: what`, then what to do next.
  public var description: String {
    switch self {
    case .manifest(let error): error.description
    case .manifestTooLarge(let file):
      "\(file):1:1: error: the manifest is 4 GiB or more, too large for an index\n"
        + "  hint: split the catalog; an app loads it without an index, only more slowly"
    case .cannotWrite(let error): error.description
    }
  }
}
