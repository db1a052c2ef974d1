import Copydeck
import CopydeckChecks
import Foundation

/// The copy of a `Localizations/` folder as read from disk once: the catalog, what the checker found, and the errors.
struct LoadedCopy: Sendable {
  /// The catalog, or `nil` when the manifest or the folder could not be read.
  var catalog: Catalog?
  /// The findings of `copydeck check` on the folder.
  var findings: [Finding]
  /// Why some file did not load (an invalid manifest, a table that does not parse or cannot be read, a folder that
  /// cannot be listed, a check that could not run), each with file, line and column.
  var errors: [StringsDiagnostic]

  /// Reads `folder` once — the manifest and every table, scanned and parsed a single time — and builds both the
  /// catalog and the checker's findings from that one reading, so the two never see different versions of a file.
  ///
  /// A table that does not parse (or cannot be read) is an error here even though the catalog loads without it
  /// (its entries would fall back to another language): the preview then keeps its last good catalog rather than
  /// show the fallback. A check that cannot run is an error too, never an empty list of findings.
  static func load(from folder: URL) -> LoadedCopy {
    let manifestURL = folder.appendingPathComponent("catalog.json")
    // The manifest decodes on another thread while the tables parse here, as `copydeck check` does.
    nonisolated(unsafe) var manifestResult: Result<CatalogManifest, ManifestError>?
    let decoded = DispatchGroup()
    DispatchQueue.global().async(group: decoded) {
      manifestResult = Result { () throws(ManifestError) in try CatalogManifest.load(contentsOf: manifestURL) }
    }
    let scan = Result { () throws(StringsDiagnostic) in try LocalizationsFolder.scan(folder) }
    decoded.wait()
    let scanned: LocalizationsFolder
    switch scan {
    case .success(let folder): scanned = folder
    case .failure(let diagnostic): return LoadedCopy(catalog: nil, findings: [], errors: [diagnostic])
    }
    let manifest: CatalogManifest
    switch manifestResult! {
    case .success(let decoded): manifest = decoded
    case .failure(let error): return LoadedCopy(catalog: nil, findings: [], errors: [diagnostic(for: error)])
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
    do {
      findings = try Checker(localizations: folder, developmentLanguage: manifest.developmentLanguage)
        .run(scanned: scanned, manifest: .success(manifest)).findings
    } catch {
      errors.append(
        StringsDiagnostic(
          id: "check-failed", severity: .error, location: SourceLocation(file: folder.path, line: 1, column: 1),
          message: "the check could not run: \(error.description)", hint: "fix what it names; the findings shown are the last ones"))
    }
    return LoadedCopy(catalog: Catalog(manifest: manifest, folder: scanned), findings: findings, errors: errors)
  }

  /// A manifest error as a diagnostic with file, line and column, like the parse errors of the tables.
  private static func diagnostic(for error: ManifestError) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "invalid-manifest", severity: .error,
      location: error.location ?? SourceLocation(file: error.file, line: 1, column: 1),
      message: (error.entry.map { "entry '\($0)': " } ?? "") + error.message, hint: error.hint)
  }
}
