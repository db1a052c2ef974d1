import Foundation

/// A loaded copy deck: the manifest and its tables, every entry checked in every language up front.
///
/// A catalog is immutable and `Sendable`: share one across threads and resolve from any of them. Loading reads
/// `catalog.json` (one strict decoder: a bad record fails the load with its place) and every table the way the
/// device reads it, then checks each entry in each language (present, non-empty, well-formed, the development
/// language's arguments). A table that cannot be read does not fail the load: its entries fall back, with the reason
/// in their ``ResolvedCopy/trail``.
public final class Catalog: Sendable {
  /// The manifest the catalog was built from.
  public let manifest: CatalogManifest
  let resolver: Resolver
  /// What the tools built the catalog from (their located parse of the folder, which the preview edits), kept for
  /// them; `nil` for a catalog an app loads.
  package let source: (any Sendable)?

  /// Builds a catalog of `manifest` over `tables`, checking every entry in every language.
  public convenience init(manifest: CatalogManifest, tables: CopyTables) {
    self.init(manifest: manifest, tables: tables, source: nil)
  }

  /// A catalog of `manifest` over `tables` that keeps `source`, what the tools built `tables` from.
  package init(manifest: CatalogManifest, tables: CopyTables, source: (any Sendable)?) {
    self.manifest = manifest
    resolver = Resolver(manifest: manifest, tables: tables)
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
    let manifest =
      bundle.url(forResource: "catalog", withExtension: "json") ?? resources.appendingPathComponent("catalog.json", isDirectory: false)
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
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: tables.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .folder(
        StringsDiagnostic(
          id: "unreadable-folder", severity: .error, location: SourceLocation(file: tables.path, line: 1, column: 1),
          message: "cannot read the localizations folder",
          hint: "pass the folder that holds catalog.json and the <language>.lproj folders, e.g. --localizations Localizations"))
    }
    return Catalog(manifest: decoded, tables: TableReader.read(tables))
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
