import Foundation

/// A loaded copy deck: the manifest and its tables.
///
/// A catalog is `Sendable`: share one across threads and resolve from any of them. Loading reads `catalog.json` (one
/// strict decoder: a bad record fails the load with its place). A table is read the way the device reads it when an
/// entry first needs it, and an entry is checked in a language (present, non-empty, well-formed, the development
/// language's arguments) when it is first resolved there; both are kept. A table that cannot be read does not fail:
/// its entries fall back, with the reason in their ``ResolvedCopy/trail``.
public final class Catalog: Sendable {
  /// The manifest the catalog was built from.
  public let manifest: CatalogManifest
  package let resolver: Resolver
  /// What the tools built the catalog from (their located parse of the folder, which the preview edits), kept for
  /// them; `nil` for a catalog an app loads.
  package let source: (any Sendable)?

  /// Builds a catalog of `manifest` over `tables`.
  public convenience init(manifest: CatalogManifest, tables: CopyTables) {
    self.init(manifest: manifest, tables: tables, source: nil)
  }

  /// A catalog of `manifest` over `tables` that keeps `source`, what the tools built `tables` from.
  package convenience init(manifest: CatalogManifest, tables: CopyTables, source: (any Sendable)?) {
    self.init(manifest: manifest, read: { tables.table($0, language: $1) }, source: source)
  }

  /// A catalog of `manifest` whose tables `read` gives (table name, language), each when an entry first needs it.
  init(manifest: CatalogManifest, read: @escaping CheckedCopies.Read, source: (any Sendable)?) {
    self.manifest = manifest
    resolver = Resolver(manifest: manifest, read: read)
    self.source = source
  }

  /// Loads the catalog in the folder `url`: `url/catalog.json`, every `url/<language>.lproj/` table and the String
  /// Catalogs (`url/<Table>.xcstrings`, `url/mul.lproj/<Table>.xcstrings`). For a folder an app ships as a SwiftPM
  /// resource (`.copy("Localizations")`), and for the tools.
  public static func load(from url: URL) throws(CatalogLoadError) -> Catalog {
    try load(manifest: url.appendingPathComponent("catalog.json", isDirectory: false), tables: url)
  }

  /// Loads the catalog an app ships in `bundle`: `catalog.json` and the `.lproj` folders at its resources' root, as
  /// Xcode lays them out (beside `Info.plist`, `Assets.car`, `Base.lproj`; String Catalogs compiled into `.strings`
  /// and `.stringsdict`).
  public static func load(bundle: Bundle = .main) throws(CatalogLoadError) -> Catalog {
    let resources = bundle.resourceURL ?? bundle.bundleURL
    // Where Xcode copies it, without a search of the bundle's resources (which `Bundle` would start with anyway).
    let beside = resources.appendingPathComponent("catalog.json", isDirectory: false)
    let manifest =
      FileManager.default.fileExists(atPath: beside.path) ? beside : bundle.url(forResource: "catalog", withExtension: "json") ?? beside
    return try load(manifest: manifest, tables: resources)
  }

  /// Loads the manifest at `manifest` and the tables in the folder `tables`.
  static func load(manifest: URL, tables: URL) throws(CatalogLoadError) -> Catalog {
    let decoded: CatalogManifest
    do {
      decoded = try CatalogManifest.load(contentsOf: manifest)
    } catch {
      throw .manifest(error)
    }
    return Catalog(manifest: decoded, read: TableReader(tables).table, source: nil)
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

  /// The catalog languages tried for `locale`, in order: its own chain, then the development language.
  ///
  /// `ko-KR` → `["ko", "en"]`; `ja-JP` → `["en"]` in a catalog of `en` and `ko`.
  public func fallbackChain(for locale: String) -> [String] {
    resolver.languages.chain(for: locale).map { manifest.languages[$0] }
  }
}
