import Copydeck
import CopydeckAdoption
import CopydeckFiles
import Foundation

/// `copydeck export --xliff OUT --language LANG`: writes what `xcodebuild -exportLocalizations` writes for the tables.
enum ExportCommand: Command {
  static let name = "export"
  static let summary = "Export the tables for translators as Xcode does: LANG.xcloc with an XLIFF 1.2 file"
  static let help = """
    USAGE: copydeck export --xliff OUT --language LANG [--localizations DIR]

    Writes OUT/LANG.xcloc/ as `xcodebuild -exportLocalizations` does: contents.json, Localized Contents/LANG.xliff
    (XLIFF 1.2, one <file> per development-language table, one <trans-unit> per key with its <source>, its <target>
    when LANG already has a translation, and a <note>) and Source Contents/ with the development-language tables.
    The note of a key that belongs to a manifest entry says what it is on the device (the title, the message, a button
    and its role), the entry's kind and buttons, and the manifest's note; any other key keeps its table comment.
    Send the .xcloc (or the .xliff) to the translators, and bring it back with copydeck import.

    OPTIONS:
      --xliff OUT          the folder to write LANG.xcloc into (created if needed)
      --language LANG      the language to translate into, e.g. ko
      --localizations DIR  the folder with catalog.json and the .lproj folders (default: Localizations)
      --development-language LANG  the source language when DIR has no catalog.json (default: en)

    EXIT STATUS:
      0  the export was written
      2  usage error, or the folder cannot be read or OUT cannot be written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    guard let out = try arguments.option("xliff") else { throw UsageError("missing --xliff OUT") }
    guard let language = try arguments.option("language") else { throw UsageError("missing --language LANG") }
    let path = try arguments.option("localizations") ?? "Localizations"
    let fallbackDevelopment = try arguments.option("development-language") ?? "en"
    try arguments.finish()
    guard let (folder, manifest) = TranslationFolder.load(path) else { return .cannotRun }
    let development = manifest?.developmentLanguage ?? fallbackDevelopment
    guard language != development else {
      Output.error("copydeck export: error: \(language) is the development language; pass the language to translate into")
      return .cannotRun
    }
    let export = XLIFFExport(folder: folder, manifest: manifest, developmentLanguage: development, language: language)
    do {
      let bundle = try export.write(into: URL(fileURLWithPath: out))
      Output.print("\(bundle.relativePath): \(export.unitCount) units, \(export.translatedCount) already translated into \(language)")
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
