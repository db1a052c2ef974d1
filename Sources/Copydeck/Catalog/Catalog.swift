import Foundation

/// A loaded copy deck: the manifest and its tables, checked and indexed for fast, safe resolution.
///
/// A catalog is immutable and `Sendable`: share one across threads and resolve from any of them.
/// An entry is checked in every language once, on its first use (present, non-empty, well-formed,
/// same arguments as the development language), and the result of an entry without arguments is
/// kept for each fallback chain the first time it is asked for, so resolving such an entry again
/// is two hash lookups and a copy. Loading itself reads the files and indexes the entries, nothing
/// more; ``Loading/eager`` does all the checking up front instead (same results, same trails).
/// To pick up edited files, load a new catalog (see ``CatalogStore``).
public final class Catalog: Sendable {
  /// The manifest the catalog was built from.
  public let manifest: CatalogManifest
  /// The tables the catalog was built from, with every file's parse diagnostics.
  public let folder: LocalizationsFolder

  let resolver: Resolver
  /// The chains whose argument-free results are kept, and `plain[slot * entries + entry]` those results (`nil` for
  /// entries with arguments), each computed on first use.
  let plainChains: [LanguageChain]
  let plain: LazySlots<ResolvedCopy?>
  /// `templates[slot * entries + entry]`: what calls with arguments share, for the same chains (see
  /// ``ArgumentTemplate``), each computed on first use.
  let templates: LazySlots<ArgumentTemplate?>

  /// When a catalog checks its entries and builds the results of those without arguments.
  public enum Loading: Sendable {
    /// On each entry's first use: loading costs reading the files and indexing the entries (what an app wants at launch).
    case lazy
    /// All of it while loading, side by side on the available cores: every later resolution is already done.
    case eager
  }

  /// Builds a catalog from a validated manifest and a scanned folder, checking its entries as `loading` says.
  public convenience init(manifest: CatalogManifest, folder: LocalizationsFolder, loading: Loading = .lazy) {
    self.init(manifest: manifest, folder: folder, keeping: nil, where: { _ in false })
    if loading == .eager { prepare() }
  }

  /// A lazy catalog of `manifest` over `folder` that starts with what `previous` — a catalog of the same manifest —
  /// has already checked and built for each entry whose table did not change: its table's files (of its name in any
  /// case, every language and kind) are the same paths as in `previous`'s folder, and `unchanged` (given an absolute
  /// path) says none of them changed since `previous` read them. The same results as a new catalog.
  ///
  /// The preview builds each reload's catalog this way, so after a save of one table ``prepare()`` checks only that
  /// table's entries again. A `previous` with other entries or languages is not used.
  package convenience init(manifest: CatalogManifest, folder: LocalizationsFolder, keeping previous: Catalog, unchanged: (String) -> Bool) {
    let sameEntries =
      previous.manifest.languages == manifest.languages && previous.manifest.developmentLanguage == manifest.developmentLanguage
      && previous.manifest.commonFailure == manifest.commonFailure && previous.manifest.entries.count == manifest.entries.count
      && zip(previous.manifest.entries, manifest.entries).allSatisfy { $0.id == $1.id && $0.table == $1.table }
    guard sameEntries else {
      self.init(manifest: manifest, folder: folder, keeping: nil, where: { _ in false })
      return
    }
    let kept = Self.unchangedEntries(of: manifest, in: folder, since: previous.folder, unchanged: unchanged)
    self.init(manifest: manifest, folder: folder, keeping: previous, where: { kept[$0] })
  }

  /// A lazy catalog whose entries `keep` accepts start with `previous`'s results (see ``init(manifest:folder:keeping:unchanged:)``).
  private init(manifest: CatalogManifest, folder: LocalizationsFolder, keeping previous: Catalog?, where keep: (Int) -> Bool) {
    self.manifest = manifest
    self.folder = folder
    let resolver = Resolver(manifest: manifest, folder: folder, keeping: previous?.resolver, where: keep)
    self.resolver = resolver
    var chains = [LanguageChain()]
    chains[0].append(resolver.languages.development)
    for language in manifest.languages {
      let chain = resolver.languages.chain(for: language)
      if !chains.contains(chain) { chains.append(chain) }
    }
    plainChains = chains
    let count = manifest.entries.count
    let result: @Sendable (Int) -> ResolvedCopy? = { [chains] slot in
      let entry = slot % count
      guard manifest.entries[entry].arguments.isEmpty else { return nil }
      return resolver.resolve(entry: entry, requested: manifest.entries[entry].id, chain: chains[slot / count], arguments: [], locale: "")
    }
    let template: @Sendable (Int) -> ArgumentTemplate? = { [chains] slot in
      resolver.template(entry: slot % count, chain: chains[slot / count])
    }
    if let previous {
      // A result may be the common failure's copy, so it is kept only when that entry is kept too.
      let failureKept = keep(resolver.commonFailureIndex)
      plain = LazySlots(count: chains.count * count, keeping: previous.plain, where: { failureKept && keep($0 % count) }, compute: result)
      templates = LazySlots(count: chains.count * count, keeping: previous.templates, where: { keep($0 % count) }, compute: template)
    } else {
      plain = LazySlots(count: chains.count * count, compute: result)
      templates = LazySlots(count: chains.count * count, compute: template)
    }
  }

  /// Whether each entry of `manifest` has the same table files in `folder` as in `previous`, none of them changed:
  /// the files of its table's name, folded to lower case, of every kind and language.
  private static func unchangedEntries(
    of manifest: CatalogManifest, in folder: LocalizationsFolder, since previous: LocalizationsFolder, unchanged: (String) -> Bool
  ) -> [Bool] {
    func files(_ folder: LocalizationsFolder) -> [String: [String]] {
      var files: [String: [String]] = [:]
      for file in folder.files { files[file.name.lowercased(), default: []].append(file.url.path) }
      for file in folder.stringsDictFiles { files[file.name.lowercased(), default: []].append(file.url.path) }
      for file in folder.catalogFiles { files[file.name.lowercased(), default: []].append(file.url.path) }
      return files
    }
    let (before, now) = (files(previous), files(folder))
    var verdicts: [String: Bool] = [:]
    return manifest.entries.map { entry in
      let name = entry.table.lowercased()
      if let verdict = verdicts[name] { return verdict }
      let verdict = before[name] == now[name] && (now[name] ?? []).allSatisfy(unchanged)
      verdicts[name] = verdict
      return verdict
    }
  }

  /// Checks every entry not checked yet and builds every argument-free result not built yet, side by side on the
  /// available cores: what ``Loading/eager`` does while loading, for a lazy catalog to do later (the preview does it
  /// in the background after each reload, so a save shows at once and the index then finds everything ready).
  public func prepare() {
    resolver.copies.computeAll()
    plain.computeAll()
  }

  /// Loads the catalog in `url`: `url/catalog.json` and every `url/<language>.lproj/*.strings`.
  public static func load(from url: URL, loading: Loading = .lazy) throws(CatalogLoadError) -> Catalog {
    try load(manifest: url.appendingPathComponent("catalog.json"), localizations: url, loading: loading)
  }

  /// Loads the catalog an app ships in `bundle`: `catalog.json` and the `.lproj` folders among its resources.
  public static func load(bundle: Bundle = .main, loading: Loading = .lazy) throws(CatalogLoadError) -> Catalog {
    let resources = bundle.resourceURL ?? bundle.bundleURL
    let manifest = bundle.url(forResource: "catalog", withExtension: "json") ?? resources.appendingPathComponent("catalog.json")
    return try load(manifest: manifest, localizations: resources, loading: loading)
  }

  /// Loads the manifest at `manifest` and the tables in the folder `localizations`.
  public static func load(manifest: URL, localizations: URL, loading: Loading = .lazy) throws(CatalogLoadError) -> Catalog {
    let decoded: CatalogManifest
    do {
      decoded = try CatalogManifest.load(contentsOf: manifest)
    } catch {
      throw .manifest(error)
    }
    do {
      return Catalog(manifest: decoded, folder: try LocalizationsFolder.scan(localizations), loading: loading)
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
