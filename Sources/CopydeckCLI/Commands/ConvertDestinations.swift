import Copydeck
import CopydeckFiles
import Foundation

/// Where `copydeck convert` writes: every file is proved new and inside `--out`, each symbolic link on the way
/// followed, before the first is written; then the files are written all or none.
enum ConvertDestinations {
  /// One file to write: its path inside `--out` (`ko.lproj/Localizable.strings`) and its bytes.
  struct File {
    var components: [String]
    var data: Data
  }

  /// A file whose destination was proved: where it is written (links resolved), the folders to create first, and
  /// the path to show.
  struct Planned {
    var path: String
    var folders: [String]
    var shown: String
    var data: Data
  }

  /// Checks every file of `files` against `out` and returns where each is written, or the first problem; nothing is
  /// written either way.
  static func plan(_ files: [File], out: URL) throws(ConvertDestinationError) -> [Planned] {
    let out = out.standardizedFileURL
    let (root, missing) = try resolvedFolder(out)
    var planned: [Planned] = []
    for file in files {
      var current = root
      var folders = missing
      var shown = out.path
      for (index, name) in file.components.enumerated() {
        shown += "/" + name
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.utf8.contains(0) else {
          throw .notAPlainName(path: shown, name: name)
        }
        let path = (current == "/" ? "" : current) + "/" + name
        let isLast = index == file.components.count - 1
        guard folders.isEmpty, let kind = Platform.entryKind(atPath: path) else {
          // Nothing is there: the file is new, and so is every folder on the way to it from here.
          if !isLast { folders.append(path) }
          current = path
          continue
        }
        if isLast { throw .exists(path: shown) }
        switch kind {
        case .directory:
          current = path
        case .symbolicLink:
          guard let real = Platform.resolvedPath(path) else { throw .brokenLink(path: shown) }
          guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw .outside(path: shown, resolved: real, out: out.path)
          }
          guard Platform.entryKind(atPath: real) == .directory else { throw .notAFolder(path: shown) }
          current = real
        case .other:
          throw .notAFolder(path: shown)
        }
      }
      planned.append(Planned(path: current, folders: folders, shown: shown, data: file.data))
    }
    return planned
  }

  /// Writes every planned file, creating its folders; when one cannot be written, removes what this call wrote and
  /// created, so a conversion leaves all its files or none.
  static func write(_ planned: [Planned]) throws(ConvertDestinationError) {
    var created: [String] = []
    var written: [String] = []
    var current = ""
    do {
      for file in planned {
        for folder in file.folders where !created.contains(folder) {
          current = folder
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
          created.append(folder)
        }
        current = file.path
        try file.data.write(to: URL(fileURLWithPath: file.path), options: .withoutOverwriting)
        written.append(file.path)
      }
    } catch {
      for path in written.reversed() + created.reversed() { try? FileManager.default.removeItem(atPath: path) }
      throw .cannotWrite(FileWriteError.writing(URL(fileURLWithPath: current), error: error))
    }
  }

  /// The real path of the folder `out` (links followed) — when it does not exist yet, its nearest existing folder's
  /// with the missing names after it — and the folders to create for it, outermost first.
  private static func resolvedFolder(_ out: URL) throws(ConvertDestinationError) -> (root: String, missing: [String]) {
    var existing = out
    var missing: [String] = []
    while Platform.entryKind(atPath: existing.path) == nil, existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    guard let real = Platform.resolvedPath(existing.path) else { throw .brokenLink(path: existing.path) }
    guard Platform.entryKind(atPath: real) == .directory else { throw .notAFolder(path: existing.path) }
    var root = real
    var folders: [String] = []
    for name in missing {
      root = (root == "/" ? "" : root) + "/" + name
      folders.append(root)
    }
    return (root, folders)
  }
}
