import Foundation

/// A loaded copy deck: the manifest and its tables, checked and indexed for fast, safe resolution.
///
/// A catalog is immutable and `Sendable`: share one across threads and resolve from any of them.
/// ``load(from:loading:)`` does what a launch needs and leaves the rest for first use: it reads `catalog.json`'s
/// structure, top-level fields and each record's id and codes, and lists the `.lproj` folders. A record is decoded, a
/// table of a language parsed, and an entry checked in a language (present, non-empty, well-formed, same arguments as
/// the development language) when the entry is first resolved in that language; the result of an entry without
/// arguments is kept for each fallback chain the first time it is asked for, so resolving it again is two hash
/// lookups and a copy. ``Loading/eager`` does all of it up front instead (same results, same trails).
///
/// What a lazy load finds late is reported, never read as missing copy: a table that cannot be read or parsed makes
/// its entries fall back with "ko.lproj/Groups.strings cannot be read: …" in their ``ResolvedCopy/trail`` and is in
/// ``diagnostics``; a record that does not decode makes its entry resolve to the common failure with the manifest's
/// error in the trail, and ``validate()`` throws it. A lazy catalog reads a table file on its first use, so an edit
/// made to it after the load and before that use shows (as with `Bundle`; an app's bundle does not change). To pick
/// up edited files, load a new catalog; ``CatalogStore`` reads every file while it loads, so its catalogs never mix
/// files from before and after an edit.
public final class Catalog: Sendable {
  let records: ManifestRecords
  let tables: TableSource
  let resolver: Resolver
  /// The chains whose argument-free results are kept, and `plain[slot * entries + entry]` those results (`nil` for
  /// entries with arguments), each computed on first use.
  let plainChains: [LanguageChain]
  let plain: LazySlots<ResolvedCopy?>
  /// `templates[slot * entries + entry]`: what calls with arguments share, for the same chains (see
  /// ``ArgumentTemplate``), each computed on first use.
  let templates: LazySlots<ArgumentTemplate?>

  /// When a catalog reads its records and tables and checks its entries.
  public enum Loading: Sendable {
    /// On first use: loading reads the manifest's index and lists the tables; a record is decoded, a table parsed
    /// and an entry checked when the app first shows it (what an app wants at launch).
    case lazy
    /// All of it while loading, side by side on the available cores: the manifest is decoded whole (a bad record
    /// fails the load), every table parsed, and every later resolution is already done.
    case eager
  }

  /// Builds a catalog from a validated manifest and a scanned folder, checking its entries as `loading` says.
  public convenience init(manifest: CatalogManifest, folder: LocalizationsFolder, loading: Loading = .lazy) {
    self.init(records: ManifestRecords(manifest: manifest), tables: .parsed(folder), loading: loading)
  }

  /// A lazy catalog of `manifest` over `folder` that starts with what `previous` — a catalog of the same manifest —
  /// has already checked and built for each entry whose table did not change: its table's files (of its name in any
  /// case, every language and kind) are the same paths as in `previous`'s folder, and `unchanged` (given an absolute
  /// path) says none of them changed since `previous` read them. The same results as a new catalog.
  ///
  /// The preview builds each reload's catalog this way, so after a save of one table only that table's entries are
  /// checked again. A `previous` with other entries or languages is not used.
  package convenience init(manifest: CatalogManifest, folder: LocalizationsFolder, keeping previous: Catalog, unchanged: (String) -> Bool) {
    let records = ManifestRecords(manifest: manifest)
    let before = previous.manifest
    let sameEntries =
      before.languages == manifest.languages && before.developmentLanguage == manifest.developmentLanguage
      && before.commonFailure == manifest.commonFailure && before.entries.count == manifest.entries.count
      && zip(before.entries, manifest.entries).allSatisfy { $0.id == $1.id && $0.table == $1.table }
    guard sameEntries else {
      self.init(records: records, tables: .parsed(folder), loading: .lazy)
      return
    }
    let kept = Self.unchangedEntries(of: manifest, in: folder, since: previous.folder, unchanged: unchanged)
    self.init(records: records, tables: .parsed(folder), loading: .lazy, keeping: previous, where: { kept[$0] })
  }

  /// A catalog checking its entries as `loading` says; with `previous`, the entries `keep` accepts start with
  /// `previous`'s results (see ``init(manifest:folder:keeping:unchanged:)``).
  init(
    records: ManifestRecords, tables: TableSource, loading: Loading, keeping previous: Catalog? = nil,
    where keep: (Int) -> Bool = { _ in false }
  ) {
    self.records = records
    self.tables = tables
    let resolver = Resolver(records: records, tables: tables, keeping: previous?.resolver, where: keep)
    self.resolver = resolver
    var chains = [LanguageChain()]
    chains[0].append(resolver.languages.development)
    for language in records.languages {
      let chain = resolver.languages.chain(for: language)
      if !chains.contains(chain) { chains.append(chain) }
    }
    plainChains = chains
    let count = records.count
    let result: @Sendable (Int) -> ResolvedCopy? = { [chains] slot in
      let entry = slot % count
      guard case .success(let definition) = records.entry(entry), definition.arguments.isEmpty else { return nil }
      return resolver.resolve(entry: entry, requested: definition.id, chain: chains[slot / count], arguments: [], locale: "")
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
    if loading == .eager { prepare() }
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

  /// The manifest the catalog was built from: on a lazy catalog, every record decoded now if not yet, and a record
  /// that does not decode left out (``validate()`` throws its error).
  public var manifest: CatalogManifest { records.manifest }

  /// The tables the catalog was built from, with every file's parse diagnostics: on a lazy catalog, every table not
  /// parsed yet is parsed now.
  public var folder: LocalizationsFolder { tables.full }

  /// Checks every entry not checked yet and builds every argument-free result not built yet, side by side on the
  /// available cores: what ``Loading/eager`` does while loading, for a lazy catalog to do later (the preview does it
  /// in the background after its first load, so a search of the index then finds everything ready).
  public func prepare() {
    resolver.references.computeAll()
    resolver.copies.computeAll()
    plain.computeAll()
  }

  /// Does now what a lazy load left for first use, and throws what ``Loading/eager`` would have thrown while loading:
  /// decodes every manifest record (a record that does not decode throws its error, the first one in the file) and
  /// parses every table (whose problems are then in ``diagnostics``; a table that does not parse does not throw, as
  /// it does not fail an eager load).
  public func validate() throws(CatalogLoadError) {
    if let problem = records.firstProblem { throw .manifest(problem) }
    _ = tables.full
  }

  /// Loads the catalog in `url`: `url/catalog.json` and every `url/<language>.lproj/*.strings`.
  public static func load(from url: URL, loading: Loading = .lazy) throws(CatalogLoadError) -> Catalog {
    try load(manifest: url.appendingPathComponent("catalog.json", isDirectory: false), localizations: url, loading: loading)
  }

  /// Loads the catalog an app ships in `bundle`: `catalog.json` and the `.lproj` folders among its resources.
  public static func load(bundle: Bundle = .main, loading: Loading = .lazy) throws(CatalogLoadError) -> Catalog {
    let resources = bundle.resourceURL ?? bundle.bundleURL
    let manifest =
      bundle.url(forResource: "catalog", withExtension: "json") ?? resources.appendingPathComponent("catalog.json", isDirectory: false)
    return try load(manifest: manifest, localizations: resources, loading: loading)
  }

  /// Loads the manifest at `manifest` and the tables in the folder `localizations`.
  public static func load(manifest: URL, localizations: URL, loading: Loading = .lazy) throws(CatalogLoadError) -> Catalog {
    guard loading == .lazy else { return try loadWhole(manifest: manifest, localizations: localizations, loading: loading) }
    let records: ManifestRecords
    do throws(ManifestError) {
      let bytes: [UInt8]
      do {
        bytes = try FileProblem.bytes(of: manifest)
      } catch {
        throw .unreadable(file: manifest.path, problem: error)
      }
      let path = manifest.path
      let layout = bytes.withUnsafeBufferPointer { CatalogIndex.layout(forManifestAt: path, $0) }
      records = try ManifestRecords.index(bytes, file: path, layout: layout).records
    } catch {
      throw .manifest(error)
    }
    do {
      return Catalog(records: records, tables: .lazy(try LazyTables(listing: localizations)), loading: loading)
    } catch {
      throw .folder(error)
    }
  }

  /// Loads the manifest at `manifest` decoded whole and every table in `localizations` parsed, checking the entries as
  /// `loading` says: a catalog of the files as they were while it loaded, whatever changes later (what
  /// ``CatalogStore`` needs, so a resolution never mixes tables from before and after an edit).
  static func loadWhole(manifest: URL, localizations: URL, loading: Loading) throws(CatalogLoadError) -> Catalog {
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

  /// Whether the load found the manifest's records in `catalog.index` (written by `copydeck index`, see
  /// ``CatalogIndex``) instead of reading their places from `catalog.json`: `false` when there is none beside the
  /// manifest, it was made from other manifest bytes, or the catalog was loaded eagerly. The copy is the same either
  /// way; an app can assert it in a debug build to catch a build step that stopped writing the index.
  public var usedIndex: Bool { records.foundByIndex }

  /// The development language, e.g. `en`.
  public var developmentLanguage: String { records.developmentLanguage }

  /// The catalog's languages, e.g. `["en", "ko"]`.
  public var languages: [String] { records.languages }

  /// The entries, in manifest order (on a lazy catalog, every record decoded now; one that does not decode is left
  /// out, see ``validate()``).
  public var entries: [EntryDefinition] { manifest.entries }

  /// The entry with `id`, if any (`nil` too when its record does not decode, see ``validate()``).
  public func entry(id: String) -> EntryDefinition? {
    resolver.entryIndex[id].flatMap { try? records.entry($0).get() }
  }

  /// The entry a server code maps to, if any (`nil` too when its record does not decode).
  public func entry(code: String) -> EntryDefinition? {
    resolver.codeIndex[code].flatMap { try? records.entry($0).get() }
  }

  /// The parse diagnostics of every table file (warnings and errors; on a lazy catalog, every table not parsed yet
  /// is parsed now); a file with an error is treated as unreadable, and its entries fall back.
  public var diagnostics: [StringsDiagnostic] { folder.diagnostics }

  /// The catalog languages tried for `locale`, in order: its own chain, then the development language.
  ///
  /// `ko-KR` → `["ko", "en"]`; `ja-JP` → `["en"]` in a catalog of `en` and `ko`.
  public func fallbackChain(for locale: String) -> [String] {
    resolver.languages.chain(for: locale).map { records.languages[$0] }
  }
}
