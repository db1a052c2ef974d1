import Foundation

/// A loaded copy deck: the manifest and its tables, checked and indexed for fast, safe resolution.
///
/// A catalog is immutable and `Sendable`: share one across threads and resolve from any of them.
/// Loading checks every entry in every language once (present, non-empty, well-formed, same
/// arguments as the development language) and precomputes the result of every entry without
/// arguments for every fallback chain the catalog's languages produce, so resolving such an entry
/// is two hash lookups and a copy. To pick up edited files, load a new catalog (see ``CatalogStore``).
public final class Catalog: Sendable {
  /// The manifest the catalog was built from.
  public let manifest: CatalogManifest
  /// The tables the catalog was built from, with every file's parse diagnostics.
  public let folder: LocalizationsFolder

  let resolver: Resolver
  /// The chains whose results are precomputed, and `plain[slot][entry]` those results (`nil` for entries with arguments).
  let plainChains: [LanguageChain]
  let plain: [[ResolvedCopy?]]

  /// Builds a catalog from a validated manifest and a scanned folder.
  public init(manifest: CatalogManifest, folder: LocalizationsFolder) {
    self.manifest = manifest
    self.folder = folder
    let resolver = Resolver(manifest: manifest, folder: folder)
    self.resolver = resolver
    var chains = [LanguageChain()]
    chains[0].append(resolver.languages.development)
    for language in manifest.languages {
      let chain = resolver.languages.chain(for: language)
      if !chains.contains(chain) { chains.append(chain) }
    }
    plainChains = chains
    plain = chains.map { chain in
      manifest.entries.indices.map { entry in
        manifest.entries[entry].arguments.isEmpty
          ? resolver.resolve(entry: entry, requested: manifest.entries[entry].id, chain: chain, arguments: [], locale: "")
          : nil
      }
    }
  }

  /// Loads the catalog in `url`: `url/catalog.json` and every `url/<language>.lproj/*.strings`.
  public static func load(from url: URL) throws(CatalogLoadError) -> Catalog {
    try load(manifest: url.appendingPathComponent("catalog.json"), localizations: url)
  }

  /// Loads the catalog an app ships in `bundle`: `catalog.json` and the `.lproj` folders among its resources.
  public static func load(bundle: Bundle = .main) throws(CatalogLoadError) -> Catalog {
    let resources = bundle.resourceURL ?? bundle.bundleURL
    let manifest = bundle.url(forResource: "catalog", withExtension: "json") ?? resources.appendingPathComponent("catalog.json")
    return try load(manifest: manifest, localizations: resources)
  }

  /// Loads the manifest at `manifest` and the tables in the folder `localizations`.
  public static func load(manifest: URL, localizations: URL) throws(CatalogLoadError) -> Catalog {
    let decoded: CatalogManifest
    do {
      decoded = try CatalogManifest.load(contentsOf: manifest)
    } catch {
      throw .manifest(error)
    }
    do {
      return Catalog(manifest: decoded, folder: try LocalizationsFolder.scan(localizations))
    } catch {
      throw .folder(error)
    }
  }

  /// The development language, e.g. `en`.
  public var developmentLanguage: String { manifest.developmentLanguage }

  /// The catalog's languages, e.g. `["en", "ko"]`.
  public var languages: [String] { manifest.languages }

  /// The entries, in manifest order.
  public var entries: [EntryDefinition] { manifest.entries }

  /// The entry with `id`, if any.
  public func entry(id: String) -> EntryDefinition? {
    resolver.entryIndex[id].map { manifest.entries[$0] }
  }

  /// The entry a server code maps to, if any.
  public func entry(code: String) -> EntryDefinition? {
    resolver.codeIndex[code].map { manifest.entries[$0] }
  }

  /// The parse diagnostics of every table file (warnings and errors); a file with an error is treated as missing.
  public var diagnostics: [StringsDiagnostic] { folder.diagnostics }

  /// The catalog languages tried for `locale`, in order: its own chain, then the development language.
  ///
  /// `ko-KR` → `["ko", "en"]`; `ja-JP` → `["en"]` in a catalog of `en` and `ko`.
  public func fallbackChain(for locale: String) -> [String] {
    resolver.languages.chain(for: locale).map { manifest.languages[$0] }
  }
}
