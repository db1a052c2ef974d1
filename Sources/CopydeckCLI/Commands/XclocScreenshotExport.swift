import Copydeck
import CopydeckAdoption
import Foundation

#if Preview
  import CopydeckPreview
#endif

/// `copydeck export --xliff OUT --language LANG --screenshots`: each entry drawn by the preview in LANG and the
/// development language, light and dark, screenshotted by headless Chromium, and each string's frame on it.
enum XclocScreenshotExport {
  /// The options after `--screenshots`.
  struct Options {
    var chromium: String?
    var publicDirectory: String?
  }

  /// The screenshots for the export of `language`; prints the error and returns `nil` when they cannot be made.
  static func screenshots(
    localizations: String, manifest: CatalogManifest, development: String, language: String, project: String, options: Options
  ) -> XclocScreenshots? {
    #if Preview
      guard
        let publicDirectory = options.publicDirectory.map({ URL(fileURLWithPath: $0, isDirectory: true) })
          ?? ServeCommand.findPublicDirectory()
      else {
        Output.error(
          "copydeck export: error: the public/ folder of Copydeck was not found above the executable\n  hint: pass it with --public DIR")
        return nil
      }
      let languages = [language, development].filter(manifest.languages.contains)
      do {
        let chromium = try ChromiumLocator.find(option: options.chromium)
        let shots = try EntryScreenshots.take(
          localizations: URL(fileURLWithPath: localizations), publicDirectory: publicDirectory, languages: languages,
          chromium: chromium)
        return XclocScreenshots(pictures: pictures(shots, manifest: manifest), project: project)
      } catch {
        Output.error("copydeck export: \(error)")
        return nil
      }
    #else
      _ = (localizations, manifest, development, language, project, options)
      Output.error(
        "copydeck export: error: --screenshots needs the preview, and this copydeck was built without it\n  hint: build it with the default traits (swift build --product copydeck)"
      )
      return nil
    #endif
  }

  #if Preview
    /// One picture per string shown on each screenshot: the title, the message and each button, named
    /// `ID-LANG-APPEARANCE-PART.png`.
    static func pictures(_ shots: [EntryScreenshot], manifest: CatalogManifest) -> [XclocScreenshots.Picture] {
      let entries = Dictionary(manifest.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      return shots.flatMap { shot -> [XclocScreenshots.Picture] in
        guard let entry = entries[shot.entryID] else { return [] }
        var parts: [(name: String, key: String, frame: CGRect)] = []
        if entry.hasTitle, let frame = shot.title { parts.append(("title", entry.titleKey, frame)) }
        if entry.hasMessage, let frame = shot.message { parts.append(("message", entry.messageKey, frame)) }
        for (button, frame) in zip(entry.buttons, shot.buttons) {
          parts.append(("button-\(button.id)", entry.buttonKey(button.id), frame))
        }
        let stem = shot.fileName.replacingOccurrences(of: "/", with: "-").dropLast(".png".count)
        return parts.map { part in
          XclocScreenshots.Picture(
            name: "\(stem)-\(part.name).png", png: shot.png, table: entry.table, key: part.key, frame: part.frame)
        }
      }
    }
  #endif
}
