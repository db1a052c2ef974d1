import Foundation

#if Preview
  import CopydeckPreview
#endif

/// `copydeck export --site DIR`: the preview of `copydeck serve` as static files (``StaticSite``).
enum SiteExport {
  /// Reads the site options after `--site DIR` and writes the site.
  static func run(into site: String, _ arguments: inout Arguments) throws -> ExitCode {
    let folder = try arguments.option("localizations") ?? "Localizations"
    let publicOption = try arguments.option("public")
    let revision = try arguments.option("compare")
    try arguments.finish()
    #if Preview
      guard let publicDirectory = publicOption.map({ URL(fileURLWithPath: $0, isDirectory: true) }) ?? ServeCommand.findPublicDirectory()
      else {
        Output.error(
          "copydeck export: error: the public/ folder of Copydeck was not found above the executable\n  hint: pass it with --public DIR")
        return .cannotRun
      }
      let command = "copydeck serve --localizations \(folder)"
      do {
        let written = try StaticSite.write(
          localizations: URL(fileURLWithPath: folder), publicDirectory: publicDirectory, into: URL(fileURLWithPath: site),
          command: command, comparingWith: revision)
        for error in written.loadErrors { Output.error(error) }
        Output.print("\(site): \(written.pages) pages for \(written.entries) entries; open \(site)/index.html")
        if let revision, let changed = written.changed {
          Output.print("\(site)/changes/index.html: \(changed.count) entries changed since \(revision)")
        }
        return .success
      } catch {
        Output.error("copydeck export: \(error)")
        return .cannotRun
      }
    #else
      _ = (site, folder, publicOption, revision)
      Output.error(
        "copydeck export: error: --site needs the preview, and this copydeck was built without it\n  hint: build it with the default traits (swift build --product copydeck)"
      )
      return .cannotRun
    #endif
  }
}
