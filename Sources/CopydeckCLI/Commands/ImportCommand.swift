import Copydeck
import CopydeckAdoption
import CopydeckFiles
import Foundation

/// `copydeck import FILE.xliff|DIR.xcloc`: writes translated targets into the tables, refusing what would break them.
enum ImportCommand: Command {
  static let name = "import"
  static let summary = "Import a translated XLIFF (or .xcloc) into the tables, refusing units that would break them"
  static let help = """
    USAGE: copydeck import FILE.xliff|DIR.xcloc [--localizations DIR] [--dry-run]

    Writes each unit's <target> into the table its <file original="…/en.lproj/Table.strings"> names, in the file's
    target-language, through the byte-preserving editor: only the value changes, every other byte of the table stays,
    and a value equal to the table's is not written (importing an untouched export changes nothing).

    Refused, each reported as FILE:LINE:COLUMN: error: … and never written:
      - a unit whose <source> no longer matches the development text (translated from an old text)
      - an unknown id (no such key) or file (original missing, changed, or naming no table)
      - an empty target, a target with inline tags (<g>, <x/>), or with a carriage return (CRLF)
      - a target whose specifiers differ from the source's, such as "% @" for "%@"
    A file that is not UTF-8, not well-formed XML, nested more than 256 elements deep, or not XLIFF 1.2 is refused
    whole: nothing is written.

    Nothing is ever written outside the localizations folder: a target-language that is not a language tag (such as
    ko, pt-BR, zh-Hans; never a path, "..", or a NUL) refuses its <file>, and each table is proved to be inside the
    folder, symbolic links followed, before anything is written.

    A <target state="new"> or state="needs-translation" is not a translation yet and is skipped; state=
    "needs-review-…" is imported, marked needs_review in a String Catalog.

    Review state (docs/review-state.md) is kept true: a translation written into a .strings or .stringsdict table
    is confirmed in the table's review file, in the same locked update, unless its target is "needs-review-…" (then
    it stays outdated); an outdated translation (exported as "needs-review-translation") that comes back unchanged
    as "translated" is confirmed as still right.

    What the target language lacks is added, as Xcode's import adds it: a plural form (in CLDR's order), a device,
    a .stringsdict key (laid out as the development language's, holding the forms given; FILE:LINE:COLUMN:
    warning: … names the forms still missing), a whole <lang>.lproj/<Table>.stringsdict, and a String Catalog
    localization with its forms and substitutions.

    OPTIONS:
      --localizations DIR  the folder with catalog.json and the .lproj folders (default: Localizations)
      --development-language LANG  the source language when DIR has no catalog.json (default: en)
      --dry-run            report what would be written, and into which tables, and write nothing

    EXIT STATUS:
      0  every translated unit was imported (or was already there); warnings may remain
      1  some units were refused (the others were imported), or the file is malformed (nothing was imported)
      2  usage error, or a file cannot be read or written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let path = try arguments.option("localizations") ?? "Localizations"
    let fallbackDevelopment = try arguments.option("development-language") ?? "en"
    let dryRun = arguments.flag("dry-run")
    let input = try arguments.positional("FILE.xliff|DIR.xcloc")
    try arguments.finish()
    guard let (folder, manifest) = TranslationFolder.load(path) else { return .cannotRun }
    guard let file = xliffFile(input) else { return .cannotRun }
    guard let bytes = FileManager.default.contents(atPath: file) else {
      Output.error("\(file): error: cannot read the file; check the path and its permissions")
      return .cannotRun
    }
    let plan: XLIFFImport
    do {
      plan = try XLIFFImport(
        Array(bytes), file: file, folder: folder, developmentLanguage: manifest?.developmentLanguage ?? fallbackDevelopment)
    } catch {
      Output.error(error.description)
      return .failure
    }
    for finding in plan.findings { Output.error(finding.description) }
    for warning in plan.warnings { Output.error(warning.description) }
    var written: [URL] = []
    if !dryRun {
      do {
        written = try plan.apply()
      } catch {
        if let violation = error as? FolderBoundary.Violation {
          Output.error("\(violation.path):1:1: error: \(violation.message); nothing was imported\n  hint: \(violation.hint)")
          return .cannotRun
        }
        Output.error("\(path): error: cannot write the tables: \(error); nothing more was imported")
        return .cannotRun
      }
    }
    // A dry run names every table it would write; each was proved to be inside the folder.
    let files = (dryRun ? plan.destinations : written).map {
      $0.path.hasPrefix(folder.url.path + "/") ? String($0.path.dropFirst(folder.url.path.count + 1)) : $0.path
    }
    Output.print(
      "\(dryRun ? "would import" : "imported") \(plan.changes.count) translations\(files.isEmpty ? "" : " into \(files.joined(separator: ", "))"); "
        + "\(plan.unchangedCount) already in the tables, \(plan.untranslatedCount) not translated yet, \(plan.findings.count) refused"
        + confirmed(plan.confirmations.count, dryRun: dryRun))
    return plan.findings.isEmpty ? .success : .failure
  }

  /// `; N outdated translations confirmed as still right` when the translators returned some unchanged.
  private static func confirmed(_ count: Int, dryRun: Bool) -> String {
    guard count > 0 else { return "" }
    return "; \(count) outdated translation\(count == 1 ? "" : "s") \(dryRun ? "would be confirmed" : "confirmed") as still right"
  }

  /// The XLIFF to read: the file itself, or the one in `DIR.xcloc/Localized Contents/`.
  private static func xliffFile(_ input: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
      Output.error("\(input): error: no such file; pass the .xliff or the .xcloc folder the translators sent back")
      return nil
    }
    guard isDirectory.boolValue else { return input }
    let localized = (input as NSString).appendingPathComponent("Localized Contents")
    let found = ((try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? []).filter { $0.hasSuffix(".xliff") }.sorted()
    guard found.count == 1 else {
      Output.error("\(input): error: expected one .xliff in 'Localized Contents', found \(found.count); pass the .xliff file itself")
      return nil
    }
    return (localized as NSString).appendingPathComponent(found[0])
  }
}
