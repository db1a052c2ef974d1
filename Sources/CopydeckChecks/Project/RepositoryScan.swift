import Copydeck
import CopydeckFiles
import Foundation

/// Finds the localizations folders of a repository: every folder that holds `<language>.lproj` folders or String
/// Catalogs (`*.xcstrings`), each checked as its own unit.
///
/// The search skips hidden folders (`.git`, `.build`, `.swiftpm`), `DerivedData`, `Pods`, `Carthage`,
/// `SourcePackages`, `node_modules`, `build`, and the paths a project ignores, and does not look inside `.lproj`
/// folders, Xcode projects, asset catalogs, built products and bundled frameworks (`.app`, `.framework`), nor a
/// `.bundle` inside a vendored folder (`Vendor`, `ThirdParty`, `External`); an app's own `Settings.bundle` is
/// searched. The vendored folders it skips that hold tables (dependencies' own translations, not the app's) are
/// listed once, so a report can say what it left out. A folder it cannot list stops the search with an error: its
/// tables would otherwise be missing from the check without a word.
public enum RepositoryScan {
  /// The folders never searched, wherever they are.
  public static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules", "build"]

  /// The folders of vendored code, in which a `.bundle` is a dependency's, not the app's.
  static let vendored: Set<String> = ["Vendor", "Vendors", "vendor", "ThirdParty", "Third-Party", "third_party", "External", "Externals"]

  /// The folders of dependencies (checked out, built or bundled) that the report lists when they hold tables.
  static func isDependency(_ name: String, insideVendored: Bool) -> Bool {
    ["Pods", "Carthage", "SourcePackages", ".build"].contains(name) || name.hasSuffix(".framework") || name.hasSuffix(".xcframework")
      || (insideVendored && name.hasSuffix(".bundle"))
  }

  /// What a search found: the localizations folders, and the dependencies' folders with tables that it skipped.
  public struct Result: Sendable {
    /// The localizations folders, sorted by path.
    public var folders: [URL]
    /// The skipped dependency folders that hold tables, relative to the root, sorted.
    public var skippedDependencies: [String]
  }

  /// The localizations folders under `root`, sorted by path, as URLs relative to the same base as `root`.
  ///
  /// `ignore` holds paths relative to `root` (`Vendor/SDK`) and folder names without `/` (`Fixtures`), skipped
  /// wherever they appear.
  public static func folders(in root: URL, ignore: [String] = []) throws(StringsDiagnostic) -> [URL] {
    try search(root, ignore: ignore).folders
  }

  /// The localizations folders under `root` and the dependency folders skipped that hold tables (see ``Result``).
  public static func search(_ root: URL, ignore: [String] = []) throws(StringsDiagnostic) -> Result {
    let names = Set(ignore.filter { !$0.contains("/") })
    let paths = Set(ignore.filter { $0.contains("/") }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    var found = Result(folders: [], skippedDependencies: [])
    try search(root, relative: "", names: names, paths: paths, depth: 0, vendored: false, into: &found)
    found.folders.sort { $0.path < $1.path }
    found.skippedDependencies.sort()
    return found
  }

  /// Whether `folder` holds a `.lproj` folder or a String Catalog, at most `depth` levels down.
  private static func holdsTables(_ folder: URL, depth: Int) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if names.contains(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }) { return true }
    guard depth > 0 else { return false }
    return names.contains { name in
      var isDirectory: ObjCBool = false
      let child = folder.appendingPathComponent(name)
      return FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) && isDirectory.boolValue
        && holdsTables(child, depth: depth - 1)
    }
  }

  private static func search(
    _ folder: URL, relative: String, names: Set<String>, paths: Set<String>, depth: Int, vendored: Bool, into found: inout Result
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
      if names.contains(name) || paths.contains(path) { continue }
      if isDependency(name, insideVendored: vendored) {
        if holdsTables(child, depth: 6) { found.skippedDependencies.append(path) }
        continue
      }
      if name.hasPrefix(".") || skipped.contains(name) { continue }
      if [".xcodeproj", ".xcworkspace", ".xcassets", ".app"].contains(where: name.hasSuffix) { continue }
      guard depth < 24 else { continue }
      try search(
        child, relative: path, names: names, paths: paths, depth: depth + 1, vendored: vendored || Self.vendored.contains(name),
        into: &found)
    }
    if isUnit { found.folders.append(folder) }
  }
}
