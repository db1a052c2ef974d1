import Foundation

/// Holds the current ``Catalog`` and swaps in a freshly loaded one atomically.
///
/// Readers get the catalog that was current when they asked and keep using it even while a
/// reload swaps in a new one, so a resolution never sees half of an old catalog and half of a new
/// one. A reload that fails (an invalid manifest) throws and keeps the current catalog. Each catalog reads every file
/// while it loads, so it shows the files as they were then.
public final class CatalogStore: @unchecked Sendable {
  // `@unchecked`: the only mutable state, `current`, is read and written under `lock`.
  private let lock = NSLock()
  private var current: Catalog
  /// Where ``reload()`` reads from: the localizations folder, or `nil` for a store made from a catalog.
  public let folderURL: URL?

  /// Creates a store holding `catalog`; ``reload()`` then has nothing to read and throws.
  public init(catalog: Catalog) {
    current = catalog
    folderURL = nil
  }

  /// Loads the catalog in `folderURL` (`catalog.json` and the `.lproj` folders, every file read now) and holds it.
  public init(contentsOf folderURL: URL) throws(CatalogLoadError) {
    current = try Self.load(folderURL)
    self.folderURL = folderURL
  }

  /// The current catalog; hold on to it to resolve several entries from the same version.
  public var catalog: Catalog {
    lock.withLock { current }
  }

  /// Makes `catalog` the current one.
  public func replace(with catalog: Catalog) {
    lock.withLock { current = catalog }
  }

  /// Loads the folder again and swaps the new catalog in; on failure the current catalog stays.
  @discardableResult
  public func reload() throws(CatalogLoadError) -> Catalog {
    guard let folderURL else {
      throw .nothingToReload
    }
    let catalog = try Self.load(folderURL)
    replace(with: catalog)
    return catalog
  }

  private static func load(_ folderURL: URL) throws(CatalogLoadError) -> Catalog {
    try Catalog.load(from: folderURL)
  }

  /// Resolves `id` with the current catalog (see ``Catalog/resolve(id:locale:arguments:)``).
  public func resolve(id: String, locale: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    catalog.resolve(id: id, locale: locale, arguments: arguments)
  }

  /// Resolves server code `code` with the current catalog.
  public func resolve(code: String, locale: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    catalog.resolve(code: code, locale: locale, arguments: arguments)
  }
}
