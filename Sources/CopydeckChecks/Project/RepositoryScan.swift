import Copydeck
import CopydeckFiles
import Foundation

/// Finds the localizations folders of a repository: every folder that holds `<language>.lproj` folders or String
/// Catalogs (`*.xcstrings`), each checked as its own unit.
///
/// The search skips hidden folders (`.git`, `.build`, `.swiftpm`), `DerivedData`, `Pods`, `Carthage`,
/// `node_modules`, `build`, and the paths a project ignores, and does not look inside `.lproj` folders, Xcode
/// projects, asset catalogs or built products (`.app`, `.framework`); a `Settings.bundle` is searched. A folder it cannot list stops the search with an error: its tables would otherwise be
/// missing from the check without a word.
public enum RepositoryScan {
  /// The folders never searched, wherever they are.
  public static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

  /// The localizations folders under `root`, sorted by path, as URLs relative to the same base as `root`.
  ///
  /// `ignore` holds paths relative to `root` (`Vendor/SDK`) and folder names without `/` (`Fixtures`), skipped
  /// wherever they appear.
  public static func folders(in root: URL, ignore: [String] = []) throws(StringsDiagnostic) -> [URL] {
    let names = Set(ignore.filter { !$0.contains("/") })
    let paths = Set(ignore.filter { $0.contains("/") }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    var found: [URL] = []
    try search(root, relative: "", names: names, paths: paths, depth: 0, into: &found)
    return found.sorted { $0.path < $1.path }
  }

  private static func search(
    _ folder: URL, relative: String, names: Set<String>, paths: Set<String>, depth: Int, into found: inout [URL]
  ) throws(StringsDiagnostic) {
    let contents: [String]
    do {
      contents = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      throw StringsDiagnostic(
        id: "unreadable-folder", severity: .error, location: SourceLocation(file: folder.relativePath, line: 1, column: 1),
        message:
          "cannot list this folder while looking for localizations: \((error as NSError).localizedFailureReason ?? "permission denied or not a folder")",
        hint: "make it readable (chmod u+rx), or add it to \"ignore\" in .copydeck.json")
    }
    var isUnit = false
    for name in contents {
      let child = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
      if name.hasSuffix(".xcstrings") && !isDirectory.boolValue { isUnit = true }
      guard isDirectory.boolValue else { continue }
      if name.hasSuffix(".lproj") {
        isUnit = true
        continue
      }
      let path = relative.isEmpty ? name : "\(relative)/\(name)"
      if name.hasPrefix(".") || skipped.contains(name) || names.contains(name) || paths.contains(path) { continue }
      if [".xcodeproj", ".xcworkspace", ".xcassets", ".app", ".framework", ".xcframework"].contains(where: name.hasSuffix) { continue }
      guard depth < 24 else { continue }
      try search(child, relative: path, names: names, paths: paths, depth: depth + 1, into: &found)
    }
    if isUnit { found.append(folder) }
  }
}
