import Copydeck
import CopydeckChecks
import Foundation

/// The copy of a `Localizations/` folder as read from disk once: the catalog, what the checker found, and the errors.
struct LoadedCopy: Sendable {
  /// The catalog, or `nil` when the manifest or the folder could not be read.
  var catalog: Catalog?
  /// The findings of `copydeck check` on the folder.
  var findings: [Finding]
  /// Why some file did not load (an invalid manifest, a table that does not parse), each with file, line and column.
  var errors: [StringsDiagnostic]

  /// Reads `folder` (the manifest, every table) and runs the checker over it.
  ///
  /// A table that does not parse is an error here even though the catalog loads without it (its entries would
  /// fall back to another language): the preview then keeps its last good catalog rather than show the fallback.
  static func load(from folder: URL) -> LoadedCopy {
    let catalog: Catalog
    do {
      catalog = try Catalog.load(from: folder)
    } catch {
      return LoadedCopy(catalog: nil, findings: [], errors: [diagnostic(for: error)])
    }
    let errors = catalog.folder.files.compactMap { file -> StringsDiagnostic? in
      guard case .failure(let diagnostic) = file.result else { return nil }
      return diagnostic
    }
    let report = try? Checker(localizations: folder, developmentLanguage: catalog.developmentLanguage).run()
    return LoadedCopy(catalog: catalog, findings: report?.findings ?? [], errors: errors)
  }

  /// A load error as a diagnostic with file, line and column, like the parse errors of the tables.
  private static func diagnostic(for error: CatalogLoadError) -> StringsDiagnostic {
    switch error {
    case .folder(let diagnostic):
      return diagnostic
    case .manifest(let error):
      return StringsDiagnostic(
        id: "invalid-manifest", severity: .error,
        location: SourceLocation(file: error.file, line: max(error.line, 1), column: max(error.column, 1)),
        message: (error.entry.map { "entry '\($0)': " } ?? "") + error.message, hint: error.hint)
    }
  }
}
