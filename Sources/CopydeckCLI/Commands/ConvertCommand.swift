import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck convert --to xcstrings|strings FOLDER --out DIR`: moves a localizations folder's tables between
/// `.strings` + `.stringsdict` and String Catalogs, without losing what the device reads.
enum ConvertCommand: Command {
  static let name = "convert"
  static let summary = "Turn .strings + .stringsdict tables into String Catalogs (.xcstrings), or back"
  static let help = """
    USAGE: copydeck convert --to xcstrings FOLDER --out DIR [--source-language LANG] [--table NAME]
           copydeck convert --to strings FOLDER --out DIR [--table NAME]

    --to xcstrings writes each table of FOLDER's <language>.lproj folders (its .strings and .stringsdict files, in
    every language) as DIR/<Table>.xcstrings, as Xcode's "Migrate to String Catalog" does: each key once with
    extractionState "manual", the source language's comment, every value "translated", plural and device variations
    with their variable names and argument positions. LANG (default en) is the catalog's source language.

    --to strings writes each FOLDER/<Table>.xcstrings as DIR/<language>.lproj/<Table>.strings (plain values, with the
    key's comment) and <Table>.stringsdict (values that vary), as Xcode compiles a catalog into an app. A plural at
    the top of a value becomes the variable xcstrings_plural, which --to xcstrings turns back into that plural, and
    %arg becomes the substitution's specifier. What .strings cannot say (states, "Don't translate") is listed.

    Converting there and back gives the same bytes for tables Copydeck wrote, and for any table the same keys and
    values under Apple's parser. --table converts that table only. Nothing is overwritten and nothing is written
    outside DIR: every destination is checked before the first file is written, and a file (or a symbolic link,
    even one that points nowhere) already in DIR, a link on the way that leads out of DIR, a language that is not a
    language tag (such as ../x) or a table that does not parse (fix it first) stops the conversion with nothing
    written; a file that cannot be written removes the ones written before it. The originals are kept; remove them
    once the new files are checked (a table defined both ways is an error).

    EXIT STATUS:
      0  every table was converted
      1  a table does not parse or holds what the other kind of file cannot (nothing was written)
      2  usage error, a file already exists in DIR, a link leads out of it, or a file cannot be read or written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    guard let target = try arguments.option("to"), ["xcstrings", "strings"].contains(target) else {
      throw UsageError("copydeck convert needs --to xcstrings or --to strings")
    }
    guard let out = try arguments.option("out") else { throw UsageError("copydeck convert needs --out DIR, the folder to write into") }
    let sourceLanguage = try arguments.option("source-language") ?? "en"
    let only = try arguments.option("table")
    let path = try arguments.positional("FOLDER")
    try arguments.finish()
    let folder: LocalizationsFolder
    do {
      folder = try LocalizationsFolder.scan(URL(fileURLWithPath: path))
    } catch {
      Output.error(error.description)
      return .cannotRun
    }
    let files: [ConvertDestinations.File]
    let notes: [String]
    do {
      (files, notes) = try convert(folder, to: target, only: only, sourceLanguage: sourceLanguage)
    } catch {
      Output.error(error.description)
      return .failure
    }
    guard !files.isEmpty else {
      Output.error(
        "\(path): error: no \(target == "xcstrings" ? ".strings or .stringsdict table" : ".xcstrings catalog")\(only.map { " named \($0)" } ?? "") to convert"
      )
      return .failure
    }
    do {
      let planned = try ConvertDestinations.plan(files, out: URL(fileURLWithPath: out))
      try ConvertDestinations.write(planned)
      for file in planned { Output.error("wrote \(file.shown)") }
    } catch {
      Output.error(error.description)
      return .cannotRun
    }
    for note in notes { Output.error(note) }
    return .success
  }

  /// The files to write and the notes to print, or why the conversion is refused.
  private static func convert(
    _ folder: LocalizationsFolder, to target: String, only: String?, sourceLanguage: String
  ) throws(CatalogFromTables.Refusal) -> ([ConvertDestinations.File], [String]) {
    var files: [ConvertDestinations.File] = []
    var notes: [String] = []
    if target == "xcstrings" {
      let names = Set(folder.files.filter { $0.format == .strings }.map(\.name) + folder.stringsDictFiles.map(\.name))
      for name in names.sorted() where only == nil || only == name {
        files.append(
          ConvertDestinations.File(
            components: ["\(name).xcstrings"], data: try CatalogFromTables.catalog(name, in: folder, sourceLanguage: sourceLanguage)))
      }
      return (files, notes)
    }
    for file in folder.catalogFiles where only == nil || only == file.name {
      let catalog: StringCatalog
      switch file.result {
      case .success(let read): catalog = read
      case .failure(let error):
        throw CatalogFromTables.Refusal(description: "\(error.description) — fix it before converting; nothing was written")
      }
      let tables = try TablesFromCatalog.tables(catalog, file: file.url.path)
      for language in tables.files {
        let lproj = "\(language.language).lproj"
        if let strings = language.strings {
          files.append(ConvertDestinations.File(components: [lproj, "\(file.name).strings"], data: strings))
        }
        if let dictionary = language.stringsdict {
          files.append(ConvertDestinations.File(components: [lproj, "\(file.name).stringsdict"], data: dictionary))
        }
      }
      notes += tables.notes.map { "\(file.url.path): note: \($0)" }
    }
    return (files, notes)
  }
}
