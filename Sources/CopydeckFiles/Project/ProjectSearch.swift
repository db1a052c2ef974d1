import Foundation

/// The folders where an app's project is looked for from a localizations folder: the folder itself and its parents,
/// up to the one that holds `.git` (the repository root), at most eight levels up.
package enum ProjectSearch {
  /// The folders from `folder` up, nearest first, each with the names it holds.
  package static func folders(from folder: URL) -> [(url: URL, names: [String])] {
    let manager = FileManager.default
    var directory = folder.standardizedFileURL
    var found: [(url: URL, names: [String])] = []
    for _ in 0..<8 {
      let names = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
      found.append((directory, names))
      if names.contains(".git") { break }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
    }
    return found
  }

  /// `url` as findings name it: relative to `folder`, which findings name `root` (`Localizations/../App.xcodeproj`
  /// becomes `App.xcodeproj`).
  package static func displayPath(of url: URL, from folder: URL, root: String) -> String {
    let base = folder.standardizedFileURL.pathComponents
    let target = url.standardizedFileURL.pathComponents
    var shared = 0
    while shared < base.count, shared < target.count, base[shared] == target[shared] { shared += 1 }
    var parts = root.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts == ["."] { parts = [] }
    for _ in shared..<base.count {
      if let last = parts.last, last != "..", !last.isEmpty, last != "." { parts.removeLast() } else { parts.append("..") }
    }
    parts += target[shared...]
    if parts.isEmpty { return "." }
    return parts.joined(separator: "/")
  }
}
