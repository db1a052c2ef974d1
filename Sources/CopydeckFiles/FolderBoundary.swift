import Copydeck
import Foundation

/// The folder a command writes in, and the proof that a file it is about to write lies inside it.
///
/// A destination is built from names that come from files (a language, a table), so it is proved, not trusted: every
/// symbolic link on its way is followed (`realpath` on the part that exists), the parts that do not exist yet must be
/// plain names (no `..`), and the result must lie under the folder's own real path. A dangling symbolic link on the way
/// cannot be proved and is refused too, since writing through it would create its target wherever it points.
package struct FolderBoundary: Sendable {
  /// The folder as given.
  package let folder: URL
  /// The folder once its symbolic links are followed.
  private let realFolder: String

  /// Why a destination is not written.
  package enum Violation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The destination, once its symbolic links are followed, is `resolved`, which is outside `folder`.
    case outside(path: String, resolved: String, folder: String)
    /// A symbolic link on the way to the destination leads nowhere (or cannot be followed), so where the file
    /// would land cannot be proved.
    case unresolved(path: String, link: String, folder: String)

    /// The destination that is refused.
    package var path: String {
      switch self {
      case .outside(let path, _, _), .unresolved(let path, _, _): path
      }
    }

    /// What is wrong, in one sentence.
    package var message: String {
      switch self {
      case .outside(_, let resolved, let folder):
        "it leads to \(resolved), outside \(folder), so it is not written"
      case .unresolved(_, let link, let folder):
        "\(link) is a symbolic link that leads nowhere, so a file written through it could land outside \(folder); it is not written"
      }
    }

    /// What to do next.
    package var hint: String {
      switch self {
      case .outside:
        "a symbolic link on the way leads out of the folder: replace it with the folder or file itself, or run the command in the folder it leads to"
      case .unresolved: "remove the link, or point it at a file inside the folder (ls -l shows where it leads)"
      }
    }

    /// `path:1:1: error: message`, then `  hint: …` on its own line.
    package var description: String { "\(path):1:1: error: \(message)\n  hint: \(hint)" }
  }

  /// The boundary of `folder`, which must exist.
  package init(_ folder: URL) throws(Violation) {
    self.folder = folder
    do {
      realFolder = try Platform.resolvedPath(folder.path)
    } catch {
      throw .unresolved(path: folder.path, link: folder.path, folder: folder.path)
    }
  }

  /// Proves that writing `destination` (an absolute path built under ``folder``) writes inside the folder.
  package func check(_ destination: URL) throws(Violation) {
    let violation = Violation.outside(path: destination.path, resolved: destination.standardizedFileURL.path, folder: folder.path)
    var existing = destination.path
    var missing: [String] = []
    while true {
      if let resolved = try? Platform.resolvedPath(existing) {
        existing = resolved
        break
      }
      // Something is there, yet it does not resolve: a dangling (or looping) symbolic link.
      if (try? FileManager.default.attributesOfItem(atPath: existing)) != nil {
        throw .unresolved(path: destination.path, link: existing, folder: folder.path)
      }
      let name = (existing as NSString).lastPathComponent
      let parent = (existing as NSString).deletingLastPathComponent
      guard !name.isEmpty, name != ".", name != "..", parent != existing else { throw violation }
      missing.insert(name, at: 0)
      existing = parent
    }
    let resolved = ([existing == "/" ? "" : existing] + missing).joined(separator: "/")
    guard resolved.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/") else {
      throw .outside(path: destination.path, resolved: resolved, folder: folder.path)
    }
  }
}
