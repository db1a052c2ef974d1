import CopydeckFiles
import Foundation

/// The Swift and Objective-C files of a repository and what they look up, read side by side on every core.
///
/// The walk skips hidden folders (`.git`, `.build`), `DerivedData`, `Pods`, `Carthage`, `node_modules`, `build`,
/// `.lproj` folders, Xcode projects and built products, and the paths a project ignores (a path relative to the root,
/// of a folder or a file, or a name without `/`, skipped wherever it appears).
public enum SourceTree {
  /// The folders never walked, wherever they are.
  public static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

  /// The source files under each of `paths` (relative to `root`; a path may name one file), as paths relative to
  /// `root`, sorted.
  public static func files(in root: URL, paths: [String] = [""], ignore: [String] = []) -> [String] {
    let names = Set(ignore.filter { !$0.contains("/") })
    let ignoredPaths = Set(ignore.filter { $0.contains("/") }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    var found: [String] = []
    for path in paths {
      let url = path.isEmpty ? root : root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        walk(url, relative: path, names: names, paths: ignoredPaths, depth: 0, into: &found)
      } else if SourceLanguage(fileName: path) != nil {
        found.append(path)
      }
    }
    return Array(Set(found)).sorted()
  }

  private static func walk(_ folder: URL, relative: String, names: Set<String>, paths: Set<String>, depth: Int, into found: inout [String])
  {
    guard depth < 32, let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in contents {
      let path = relative.isEmpty ? name : "\(relative)/\(name)"
      if paths.contains(path) || names.contains(name) { continue }
      if SourceLanguage(fileName: name) != nil {
        found.append(path)
        continue
      }
      guard !name.hasPrefix("."), !skipped.contains(name), !names.contains(name), !paths.contains(path),
        ![".lproj", ".xcodeproj", ".xcworkspace", ".xcassets", ".app", ".framework", ".xcframework", ".xcstrings"].contains(
          where: name.hasSuffix)
      else { continue }
      var isDirectory: ObjCBool = false
      let child = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      walk(child, relative: path, names: names, paths: paths, depth: depth + 1, into: &found)
    }
  }

  /// What each of `files` (relative to `root`) looks up, in order; a file that cannot be read looks up nothing.
  /// Results name each file `shown` + its path.
  public static func lookups(in files: [String], root: URL, finder: LookupFinder, shown: String = "") -> [SourceFileLookups] {
    files.concurrentMap(chunkSize: 16) { path in
      guard let language = SourceLanguage(fileName: path),
        let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      else { return SourceFileLookups() }
      return finder.find(in: [UInt8](data), language: language, file: shown + path)
    }
  }
}
