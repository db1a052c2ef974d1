import Copydeck
import Foundation

/// Why a table could not be written; the file is unchanged in every case but ``notAllRestored(path:step:reason:written:)``.
public enum FileWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing is at the path (or a symbolic link on the way points nowhere).
  case notFound(path: String)
  /// The file's permissions say it must not be written; Copydeck does not replace it behind its owner's back.
  case readOnly(path: String)
  /// The file is flagged immutable (`chattr +i`, `chflags uchg`): not even its owner or root may change it.
  case immutable(path: String)
  /// The file is on a file system mounted read-only.
  case readOnlyFileSystem(path: String)
  /// The folder the file was to be written in does not exist.
  case noFolder(path: String)
  /// A system call failed: which step, on which path, and the system's reason.
  case failed(step: String, path: String, reason: String)
  /// Something other than a regular file is at the path (after following symbolic links): a device, a folder, a
  /// named pipe or a socket, named by `kind` ("a character device"). Copydeck only ever replaces regular files.
  case notRegularFile(path: String, kind: String)
  /// Another program kept changing the file while it was being saved (rewriting it in place or renaming a new file
  /// over it), so the save was read again and again and finally not written, rather than written over its change.
  case changedMeanwhile(path: String)
  /// A save of several files failed at `path` after others were replaced, and these (`written`) could not be put
  /// back as they were: they hold the new bytes.
  case notAllRestored(path: String, step: String, reason: String, written: [String])

  /// The path the error is about.
  public var path: String {
    switch self {
    case .notFound(let path), .readOnly(let path), .immutable(let path), .readOnlyFileSystem(let path), .noFolder(let path),
      .failed(_, let path, _), .notRegularFile(let path, _), .changedMeanwhile(let path), .notAllRestored(let path, _, _, _):
      return path
    }
  }

  /// `path:1:1: error: what — ` and, on the next line, what to do next.
  public var description: String {
    switch self {
    case .notFound(let path):
      return
        "\(path):1:1: error: the file does not exist\n  hint: check the path (a symbolic link must point to an existing file); nothing was written"
    case .readOnly(let path):
      return
        "\(path):1:1: error: the file is read-only, so it was not changed\n  hint: make it writable (chmod u+w) if it should be edited, then try again"
    case .immutable(let path):
      return
        "\(path):1:1: error: the file is marked immutable, so it was not changed\n  hint: clear the flag if it should be edited (chattr -i on Linux, chflags nouchg on macOS), then try again"
    case .readOnlyFileSystem(let path):
      return
        "\(path):1:1: error: the file is on a read-only file system, so it was not changed\n  hint: remount it read-write, or work on a copy of the folder on a writable disk"
    case .noFolder(let path):
      return
        "\(path):1:1: error: the folder to write the file in does not exist, so nothing was written\n  hint: create the folder first, or pass a path in an existing folder"
    case .failed(let step, let path, let reason):
      return
        "\(path):1:1: error: cannot write the file (\(step): \(reason)); the file was not changed\n  hint: check that the folder is writable and the disk is not full"
    case .notRegularFile(let path, let kind):
      return
        "\(path):1:1: error: this is \(kind), not a regular file, so it was not replaced\n  hint: point the path at the table file itself (a symbolic link to a table is fine); Copydeck only replaces regular files"
    case .changedMeanwhile(let path):
      return
        "\(path):1:1: error: another program kept changing the file while it was being saved, so nothing was written over its changes\n  hint: let the other program (an editor, Xcode, a sync tool) finish writing, then try again"
    case .notAllRestored(let path, let step, let reason, let written):
      return
        "\(path):1:1: error: cannot write the file (\(step): \(reason)), and these files of the same save were written and could not be put back: \(written.joined(separator: ", "))\n  hint: check the disk, then review those files (git diff) and save again"
    }
  }

  /// The error behind a failed plain write of a new or whole file at `url` (`Data.write(to:)`), from the system's
  /// error code rather than Foundation's wording, so no "error 512" or misleading "permission" reaches a person.
  public static func writing(_ url: URL, error: any Error) -> FileWriteError {
    let path = url.path
    guard let code = FileProblem.posixCode(of: error) else {
      return .failed(step: "write", path: path, reason: "the system gave no reason")
    }
    switch code {
    case .EROFS: return .readOnlyFileSystem(path: path)
    case .ENOENT, .ENOTDIR: return .noFolder(path: path)
    case .EPERM: return .immutable(path: path)
    case .EACCES where FileManager.default.fileExists(atPath: path) && !FileManager.default.isWritableFile(atPath: path):
      return .readOnly(path: path)
    default:
      return FileWriteError(Platform.CallError(call: "write", path: path, code: code.rawValue))
    }
  }
}

extension FileWriteError {
  /// The error for a failed system call.
  package init(_ error: Platform.CallError) {
    self = .failed(step: error.call, path: error.path, reason: error.reason)
  }
}
