import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck index`: writes `catalog.index`, so an app's `Catalog.load` does not read the manifest's structure at launch.
enum IndexCommand: Command {
  static let name = "index"
  static let summary = "Write catalog.index, so an app's launch finds every entry without reading all of catalog.json"
  static let help = """
    USAGE: copydeck index [--localizations DIR] [--output FILE] [--check]

    Reads DIR/catalog.json and writes where each of its records starts, with its id and server codes, to FILE.
    Catalog.load reads that file instead of finding the records in catalog.json, which is most of what a launch
    costs in a catalog of a thousand entries or more. The index holds the length and a digest of the manifest it was
    made from and is used only for exactly those bytes: after any change to catalog.json a load ignores it (and
    reads the manifest as it would without it, giving the same copy) until it is written again. Write it in a build
    phase after the resources are copied (see README.md, "Loading"), not by hand. FILE is rewritten only when its
    bytes change.

    OPTIONS:
      --localizations DIR  the folder with catalog.json (default: Localizations)
      --output FILE        the index to write (default: DIR/catalog.index, beside the manifest, where a load looks)
      --check              write nothing; say whether FILE is the index of catalog.json as it is now

    EXIT STATUS:
      0  the index was written, or was already up to date
      1  catalog.json does not load (the load's error is printed); with --check, the index is missing or out of date
      2  usage error, or catalog.json or FILE cannot be read or written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let folder = try arguments.option("localizations") ?? "Localizations"
    let manifest = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent("catalog.json")
    let outputPath = try arguments.option("output")
    let checking = arguments.flag("check")
    try arguments.finish()
    let output = outputPath.map { URL(fileURLWithPath: $0) } ?? CatalogIndex.url(forManifest: manifest)
    let shown = outputPath ?? (folder as NSString).appendingPathComponent("catalog.index")
    if checking { return check(output, shown: shown, manifest: manifest) }
    do {
      let outcome = try CatalogIndex.write(forManifest: manifest, to: output)
      Output.error("copydeck index: \(shown) \(outcome == .written ? "written" : "is up to date")")
      return .success
    } catch {
      Output.error(error.description)
      switch error {
      case .manifest(.unreadable), .cannotWrite: return .cannotRun
      case .manifest(.invalid), .manifestTooLarge: return .failure
      }
    }
  }

  /// `--check`: whether the index at `output` (`shown` in messages) is the index of `manifest` as it is now.
  private static func check(_ output: URL, shown: String, manifest: URL) -> ExitCode {
    let rerun = "run copydeck index again (in the build phase that writes it); until then an app loads without it, only more slowly"
    let problem: String
    switch CatalogIndex.status(of: output, forManifest: manifest) {
    case .current:
      Output.error("copydeck index: \(shown) is up to date with \(manifest.path)")
      return .success
    case .unreadable(let reason), .manifestUnreadable(let reason):
      Output.error(reason.description)
      return .cannotRun
    case .missing: problem = "there is no index here"
    case .notAnIndex: problem = "this file is not an index Copydeck wrote, or it is damaged"
    case .otherVersion(let version): problem = "this index is in format \(version), which this version of Copydeck does not read"
    case .outOfDate: problem = "this index was made from another \(manifest.lastPathComponent): the manifest changed since"
    }
    Output.error("\(shown):1:1: error: \(problem)\n  hint: \(rerun)")
    return .failure
  }
}
