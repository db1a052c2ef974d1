import Foundation

/// Where `init` and `serve` read the app's code when `--sources` does not say.
enum SourceRoot {
  /// The git repository `folder` is in (the nearest folder above it with `.git`), else `folder`.
  static func repository(of folder: URL) -> URL {
    var candidate = folder.standardizedFileURL
    while candidate.path != "/" {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) { return candidate }
      candidate = candidate.deletingLastPathComponent()
    }
    return folder
  }
}
