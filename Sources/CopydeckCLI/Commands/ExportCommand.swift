import Copydeck
import CopydeckAdoption
import CopydeckFiles
import Foundation

/// `copydeck export --xliff OUT --language LANG`: writes what `xcodebuild -exportLocalizations` writes for the tables;
/// `copydeck export --site DIR`: the preview as a static site (``SiteExport``).
enum ExportCommand: Command {
  static let name = "export"
  static let summary = "Export for translators (LANG.xcloc, as Xcode does) or for copywriters (the preview as a static site)"
  static let help = """
    USAGE: copydeck export --xliff OUT --language LANG [--localizations DIR] [--screenshots [--chromium PATH] [--public DIR]]
           copydeck export --site DIR [--compare REF] [--localizations DIR] [--public DIR]

    Writes OUT/LANG.xcloc/ as `xcodebuild -exportLocalizations` does: contents.json, Localized Contents/LANG.xliff
    (XLIFF 1.2, one <file> per development-language table, one <trans-unit> per key with its <source>, its <target>
    when LANG already has a translation, and a <note>) and Source Contents/ with the development-language tables.
    The note of a key that belongs to a manifest entry says what it is on the device (the title, the message, a button
    and its role), the entry's kind and buttons, and the manifest's note; any other key keeps its table comment.
    A translation marked for review (a String Catalog's needs_review, or an outdated translation of a .strings or
    .stringsdict table: its development text changed since it was confirmed, docs/review-state.md) is exported with
    <target state="needs-review-translation">, the others with state="translated".
    Send the .xcloc (or the .xliff) to the translators, and bring it back with copydeck import.

    OPTIONS:
      --xliff OUT          the folder to write LANG.xcloc into (created if needed)
      --language LANG      the language to translate into, e.g. ko
      --localizations DIR  the folder with catalog.json and the .lproj folders (default: Localizations)
      --development-language LANG  the source language when DIR has no catalog.json (default: en)
      --screenshots        also put a screenshot of every entry into the .xcloc, as Xcode's export with screenshots
                           does: each entry drawn by the preview in LANG and the development language, light and dark,
                           by headless Chromium, in Notes/Screenshots/ with localizedStringData.plist mapping each
                           string to its picture and frame; each XLIFF note names its string's screenshot. Needs
                           catalog.json.
      --chromium PATH      the Chromium or Chrome executable for --screenshots (default: the first of chromium,
                           chromium-browser, google-chrome, google-chrome-stable, chrome on PATH, then the macOS apps)

    --site DIR writes the whole preview of `copydeck serve` into DIR as static files: the index, every entry in every
    language, design, appearance and text size, with the findings, drawn by the same renderer. Open DIR/index.html
    from disk or publish DIR on any static host (GitHub Pages, a CI artifact); it makes no request outside DIR, and
    needs JavaScript only for the search and the controls. Editing needs the server: the pages show the command.
    DIR must be new, empty, or a site an earlier --site export wrote (which is replaced).

      --site DIR           the folder to write the site into
      --compare REF        also write DIR/changes/: the entries whose copy changed since the git revision REF
                           (HEAD~1, origin/main), each drawn before and after in every language
      --public DIR         the preview's CSS and JavaScript, for --site and --screenshots (default: the public/
                           folder of the Copydeck checkout the executable was built in)

    EXIT STATUS:
      0  the export was written
      2  usage error, or the folder cannot be read or OUT cannot be written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    if let site = try arguments.option("site") { return try SiteExport.run(into: site, &arguments) }
    guard let out = try arguments.option("xliff") else { throw UsageError("missing --xliff OUT") }
    guard let language = try arguments.option("language") else { throw UsageError("missing --language LANG") }
    let path = try arguments.option("localizations") ?? "Localizations"
    let fallbackDevelopment = try arguments.option("development-language") ?? "en"
    let withScreenshots = arguments.flag("screenshots")
    let options = XclocScreenshotExport.Options(chromium: try arguments.option("chromium"), publicDirectory: try arguments.option("public"))
    try arguments.finish()
    guard let (folder, manifest) = TranslationFolder.load(path) else { return .cannotRun }
    let development = manifest?.developmentLanguage ?? fallbackDevelopment
    guard language != development else {
      Output.error("copydeck export: error: \(language) is the development language; pass the language to translate into")
      return .cannotRun
    }
    var screenshots: XclocScreenshots?
    if withScreenshots {
      guard let manifest else {
        Output.error(
          "\(folder.manifestURL.path):1:1: error: --screenshots draws the entries of catalog.json, and this folder has none\n  hint: leave out --screenshots, or run copydeck init to write catalog.json"
        )
        return .cannotRun
      }
      let project = folder.url.standardizedFileURL.lastPathComponent
      screenshots = XclocScreenshotExport.screenshots(
        localizations: path, manifest: manifest, development: development, language: language, project: project, options: options)
      guard screenshots != nil else { return .cannotRun }
    }
    let export = XLIFFExport(
      folder: folder, manifest: manifest, developmentLanguage: development, language: language, screenshots: screenshots)
    do {
      let bundle = try export.write(into: URL(fileURLWithPath: out))
      let pictures = screenshots.map { ", \($0.pictures.count) screenshots in \(XclocScreenshots.folder)" } ?? ""
      Output.print(
        "\(bundle.relativePath): \(export.unitCount) units, \(export.translatedCount) already translated into \(language)\(pictures)")
      return .success
    } catch {
      Output.error("copydeck export: cannot write the export: \(FileWriteError.writing(URL(fileURLWithPath: out), error: error))")
      return .cannotRun
    }
  }
}

/// The localizations folder and its manifest (when it has one), as export and import read them.
enum TranslationFolder {
  /// Scans `path` and reads its catalog.json; prints the error and returns `nil` when either cannot be read.
  static func load(_ path: String) -> (LocalizationsFolder, CatalogManifest?)? {
    let url = URL(fileURLWithPath: path)
    let folder: LocalizationsFolder
    do {
      folder = try LocalizationsFolder.scan(url)
    } catch {
      Output.error(error.description)
      return nil
    }
    guard FileManager.default.fileExists(atPath: folder.manifestURL.path) else { return (folder, nil) }
    do {
      return (folder, try CatalogManifest.load(contentsOf: folder.manifestURL))
    } catch {
      Output.error(error.description)
      return nil
    }
  }
}
