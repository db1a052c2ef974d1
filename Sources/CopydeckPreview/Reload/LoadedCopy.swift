import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation

/// The copy of a `Localizations/` folder as read from disk once: the catalog, what the checker found, and the errors.
package struct LoadedCopy: Sendable {
  /// The catalog, or `nil` when the manifest or the folder could not be read.
  package var catalog: Catalog?
  /// The findings of `copydeck check` on the folder.
  package var findings: [Finding]
  /// Why some file did not load (an invalid manifest, a table that does not parse or cannot be read, a folder that
  /// cannot be listed, a check that could not run), each with file, line and column.
  package var errors: [StringsDiagnostic]
  /// The folder as scanned, or `nil` when it could not be listed: what the next reload reuses of unchanged files.
  var scanned: LocalizationsFolder?
  /// The manifest as decoded (or why it did not decode), `nil` when the folder could not be listed.
  var manifest: Result<CatalogManifest, ManifestError>?
  /// What the check found table by table, so the next reload re-checks only the tables that changed; `nil` when the
  /// check did not run (the next reload then checks everything).
  package var checked: CheckMemory? = nil
  /// The permission prompts of the app the folder belongs to (see ``PermissionPrompts``), `nil` when it declares none.
  package var permissions: PermissionPrompts? = nil

  /// Reads `folder` once — the manifest and every table, scanned and parsed a single time — and builds both the
  /// catalog and the checker's findings from that one reading, so the two never see different versions of a file.
  ///
  /// A table that does not parse (or cannot be read) is an error here even though the catalog loads without it
  /// (its entries would fall back to another language): the preview then keeps its last good catalog rather than
  /// show the fallback. A check that cannot run is an error too, never an empty list of findings; a table or folder
  /// that cannot be read stops the check (as in `copydeck check`), so it is shown as unreadable, not as missing copy.
  ///
  /// The catalog is lazy (it checks an entry when a page first draws it), so the server starts and a save shows on its
  /// entry's page without waiting for the whole catalog: the index draws only its page's entries, and
  /// ``SnapshotStore`` prepares the rest in the background (for a search, which reads every entry).
  package static func load(from folder: URL) -> LoadedCopy {
    load(from: folder, reusing: nil, unchanged: { _ in false })
  }

  /// Reads `folder` as ``load(from:)`` does, but keeps what `previous` read of each file `unchanged` (given its path)
  /// says has not changed since: the same result as a full load, for the cost of re-reading the changed files. With
  /// the manifest unchanged, the catalog starts with what `previous`'s catalog checked of the entries of unchanged tables.
  package static func load(
    from folder: URL, reusing previous: LoadedCopy?, unchanged: (String) -> Bool
  ) -> LoadedCopy {
    let manifestURL = folder.appendingPathComponent("catalog.json")
    let reusedManifest = unchanged(manifestURL.path) ? previous?.manifest : nil
    // The manifest decodes beside the tables, as one more task of their parallel loop, as `copydeck check` does.
    let decoded = Locked(reusedManifest)
    let scan = Result { () throws(StringsDiagnostic) in
      try LocalizationsFolder.scan(folder, reusing: previous?.scanned, unchanged: unchanged) {
        guard reusedManifest == nil else { return }
        let result = Result { () throws(ManifestError) in try CatalogManifest.load(contentsOf: manifestURL) }
        decoded.withLock { $0 = result }
      }
    }
    let manifestResult = decoded.withLock { $0 }
    let scanned: LocalizationsFolder
    switch scan {
    case .success(let folder): scanned = folder
    case .failure(let diagnostic): return LoadedCopy(catalog: nil, findings: [], errors: [diagnostic])
    }
    let manifest: CatalogManifest
    switch manifestResult! {
    case .success(let decoded): manifest = decoded
    case .failure(let error):
      return LoadedCopy(catalog: nil, findings: [], errors: [diagnostic(for: error)], scanned: scanned, manifest: manifestResult)
    }
    var errors = scanned.problems
    errors += scanned.files.compactMap { file -> StringsDiagnostic? in
      guard case .failure(let diagnostic) = file.result else { return nil }
      return diagnostic
    }
    errors += scanned.stringsDictFiles.compactMap { file -> StringsDiagnostic? in
      guard case .failure(let diagnostic) = file.result else { return nil }
      return diagnostic
    }
    var findings: [Finding] = []
    var checked: CheckMemory?
    do {
      // Only the tables whose files changed are checked again (the memory of the last reload holds the others'
      // findings); the findings are sorted, as the pages show them.
      let (report, memory) = try Checker(localizations: folder, developmentLanguage: manifest.developmentLanguage)
        .run(scanned: scanned, manifest: manifest, remembering: previous?.checked, unchanged: unchanged)
      (findings, checked) = (report.findings, memory)
    } catch .unreadableTables {
      // Already among the errors, each at its file: the check stops, and shows no finding about copy it could not read.
    } catch {
      errors.append(
        StringsDiagnostic(
          id: "check-failed", severity: .error, location: SourceLocation(file: folder.path, line: 1, column: 1),
          message: "the check could not run: \(error.description)", hint: "fix what it names; the findings shown are the last ones"))
    }
    let catalog = Catalog(manifest: manifest, folder: scanned)
    return LoadedCopy(
      catalog: catalog, findings: findings, errors: errors, scanned: scanned, manifest: manifestResult, checked: checked,
      permissions: PermissionPrompts.read(scanned))
  }

  /// A manifest error as a diagnostic with file, line and column, like the parse errors of the tables.
  private static func diagnostic(for error: ManifestError) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "invalid-manifest", severity: .error,
      location: error.location ?? SourceLocation(file: error.file, line: 1, column: 1),
      message: (error.entry.map { "entry '\($0)': " } ?? "") + error.message, hint: error.hint)
  }
}
