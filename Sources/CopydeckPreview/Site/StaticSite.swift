import Copydeck
import CopydeckFiles
import Foundation

/// The whole preview as static files: every page `copydeck serve` offers, rendered by the same renderer and written
/// with relative links (``SiteLinks``), so the folder opens from `file://` and from any static host.
///
/// It holds the index in every language, design and appearance (each page of a paged index), every entry's page in
/// every language, design, appearance and text size, the findings on both, the page of each permission prompt the app
/// declares in every design, appearance and text size, and the preview's styles and scripts.
/// The pages make no request outside the folder and need no script except for the search and the controls. Given a
/// git revision to compare with, it also writes `changes/`: the entries whose copy changed since, drawn before and
/// after in every language.
///
///     let site = try StaticSite.write(
///       localizations: URL(fileURLWithPath: "Localizations"), publicDirectory: publicFolder,
///       into: URL(fileURLWithPath: "site"), command: "copydeck serve --localizations Localizations")
///     print(site.pages)   // 10361
public enum StaticSite {
  /// What was written.
  public struct Written: Sendable {
    /// How many HTML pages.
    public var pages: Int
    /// How many entries have pages.
    public var entries: Int
    /// The file errors the pages show (the copy loaded, but some file did not), each with file, line and column.
    public var loadErrors: [String]
    /// The entries whose copy changed since the compared revision, in the catalog's order (`nil`: no comparison).
    public var changed: [String]?
  }

  /// The name of the file that marks a folder as a site this export wrote, so a later export may replace it.
  static let marker = ".copydeck-site"

  /// Writes the preview of `localizations` into `directory` (created if needed; a site written there before is
  /// replaced; any other non-empty folder is refused).
  ///
  /// - Parameters:
  ///   - publicDirectory: the preview's styles and scripts, copied to `public/`.
  ///   - command: the command the pages show for editing (`copydeck serve --localizations …`).
  ///   - revision: a git revision (`HEAD~1`, `origin/main`) to compare the copy with, or `nil`.
  public static func write(
    localizations: URL, publicDirectory: URL, into directory: URL, command: String, comparingWith revision: String? = nil
  ) throws(SiteError) -> Written {
    let loaded = LoadedCopy.load(from: localizations)
    guard loaded.catalog != nil else { throw .unreadableCopy(loaded.errors) }
    let snapshot = PreviewSnapshot(
      catalog: loaded.catalog, findings: loaded.findings, loadErrors: loaded.errors, generation: 0, permissions: loaded.permissions)
    let files = try SiteFolder.prepare(directory, publicDirectory: publicDirectory)
    let pages = SitePages(snapshot: snapshot, host: .staticSite(command: command))
    try files.write(pages.index())
    try files.write(pages.permissions())
    let ids = snapshot.catalog?.entries.map(\.id) ?? []
    let failures = ids.concurrentMap { id in
      Result { () throws(SiteError) in try files.write(pages.entry(id)) }
    }
    for case .failure(let error) in failures { throw error }
    var changed: [String]?
    if let revision {
      let (ids, before) = try changes(of: localizations, since: revision, snapshot: snapshot)
      try files.write(pages.changes(ids, before: before, revision: revision))
      changed = ids
    }
    return Written(
      pages: files.written, entries: ids.count, loadErrors: loaded.errors.map(\.description), changed: changed)
  }

  /// The ids of the entries whose copy differs at `revision` (as ``HeadValues`` tells the preview's changes since
  /// `HEAD`), and the copy at `revision` read as the preview reads a folder (`nil` when it had no catalog then).
  private static func changes(
    of localizations: URL, since revision: String, snapshot: PreviewSnapshot
  ) throws(SiteError) -> ([String], PreviewSnapshot?) {
    guard let catalog = snapshot.catalog else { return ([], nil) }
    let earlier = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: earlier) }
    do {
      try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
    } catch {
      throw .writing(FileWriteError.writing(earlier, error: error))
    }
    guard Git.extract(localizations, at: revision, into: earlier),
      let values = HeadValues.load(localizations, catalog: catalog, at: revision)
    else { throw .unknownRevision(ref: revision, folder: localizations.path) }
    let changed = values.changedEntries(catalog)
    let loaded = LoadedCopy.load(from: earlier)
    let before = loaded.catalog.map {
      PreviewSnapshot(catalog: $0, findings: loaded.findings, loadErrors: loaded.errors, generation: 0)
    }
    return (catalog.entries.map(\.id).filter(changed.contains), before)
  }
}
