import Copydeck
import CopydeckFiles

/// Why `copydeck export --site` wrote no site, or not all of it.
public enum SiteError: Error, Sendable, CustomStringConvertible {
  /// The copy could not be read at all (no catalog): the diagnostics say where and why.
  case unreadableCopy([StringsDiagnostic])
  /// The folder to write into already holds files that a previous `--site` export did not write.
  case notASite(path: String)
  /// A file of the site could not be written (or the old site removed).
  case writing(FileWriteError)
  /// The public/ folder with the preview's styles and scripts is missing.
  case noPublicFolder(path: String)
  /// `--compare REF`: git could not give the copy at `ref` (not a repository, no such revision).
  case unknownRevision(ref: String, folder: String)

  /// `path:line:column: error: what`, then `  hint:` what to do.
  public var description: String {
    switch self {
    case .unreadableCopy(let diagnostics):
      return diagnostics.map(\.description).joined(separator: "\n")
    case .notASite(let path):
      return """
        \(path):1:1: error: the folder is not empty and was not written by copydeck export --site, so nothing was written
          hint: pass a new or empty folder (the export replaces a site it wrote before, and only that)
        """
    case .writing(let error):
      return error.description
    case .noPublicFolder(let path):
      return """
        \(path):1:1: error: the preview's styles and scripts (public/) are not in this folder
          hint: pass the public/ folder of the Copydeck checkout with --public DIR
        """
    case .unknownRevision(let ref, let folder):
      return """
        \(folder):1:1: error: git cannot give this folder's copy at '\(ref)' (not a git repository, or no such revision)
          hint: pass a revision that exists, such as HEAD~1 or origin/main (in CI, fetch it first: git fetch origin main)
        """
    }
  }
}
