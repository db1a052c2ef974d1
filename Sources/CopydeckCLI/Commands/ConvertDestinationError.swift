import Copydeck
import CopydeckFiles

/// Why `copydeck convert` wrote nothing into `--out`.
enum ConvertDestinationError: Error, CustomStringConvertible {
  /// A file or a symbolic link (even one that points nowhere) is already where a file would be written.
  case exists(path: String)
  /// A symbolic link on the way to a file leads outside `--out`.
  case outside(path: String, resolved: String, out: String)
  /// A symbolic link on the way to a file points nowhere.
  case brokenLink(path: String)
  /// Something on the way to a file is not a folder.
  case notAFolder(path: String)
  /// A name from a file would not be one plain name inside `--out` (`..`, a `/`, a NUL).
  case notAPlainName(path: String, name: String)
  /// A file could not be written; what this run wrote was removed again.
  case cannotWrite(FileWriteError)

  /// `path:1:1: error: what; nothing was written`, and a `hint:` line.
  var description: String {
    switch self {
    case .exists(let path):
      return "\(path):1:1: error: already exists; nothing was written\n  hint: convert into an empty folder, or remove it first"
    case .outside(let path, let resolved, let out):
      return
        "\(path):1:1: error: a symbolic link leads to \(resolved), outside \(out); nothing was written\n  hint: convert into a folder without links that lead out of it"
    case .brokenLink(let path):
      return
        "\(path):1:1: error: a symbolic link that points nowhere is in the way; nothing was written\n  hint: remove the link, or convert into an empty folder"
    case .notAFolder(let path):
      return
        "\(path):1:1: error: is not a folder, so nothing can be written in it; nothing was written\n  hint: convert into an empty folder"
    case .notAPlainName(let path, let name):
      return
        "\(path):1:1: error: \(Escaping.jsonLiteral(name)) is not a plain file name; nothing was written\n  hint: rename the table or language so it names one file inside the folder"
    case .cannotWrite(let error):
      return error.description
    }
  }
}
