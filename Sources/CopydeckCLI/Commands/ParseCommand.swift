import Copydeck
import CopydeckChecks
import Foundation

/// `copydeck parse FILE`: prints a `.strings`, `.stringsdict` or `.xcstrings` table as JSON, as the device reads it.
enum ParseCommand: Command {
  static let name = "parse"
  static let summary = "Print a .strings, .stringsdict or .xcstrings file as JSON, as the device reads it"
  static let help = """
    USAGE: copydeck parse FILE

    Reads FILE the way the device does and prints one JSON object on standard output:
      .strings      (UTF-8, UTF-16 or UTF-32 with a byte-order mark; old-style, braced or XML), read as Apple's
                    CoreFoundation parser does: every key the device sees with its value exactly as decoded
                    (escapes resolved, the last duplicate winning).
      .stringsdict  every key with its rules.
      .xcstrings    one member per language (the source language first), each holding that language's keys; a key
                    without a localization in the source language has the key itself as its value there.
    Keys are sorted by Unicode code points. A plain value is a JSON string; a value that varies is an object that
    mirrors the file: {"plural": {"one": "…", "other": "…"}}, {"device": {"iphone": …, "other": …}}, nested as in
    the file, and a value with %#@name@ placeholders is {"value": …, "substitutions": {"name": {"argNum": 1,
    "formatSpecifier": "lld", "variations": {"plural": …}}}}.

    Problems go to standard error as FILE:LINE:COLUMN: error|warning: MESSAGE, each followed by a hint.
    Columns count characters as an editor shows them.

    EXIT STATUS:
      0  the file parses and has no error-level problem (warnings may be printed)
      1  the file does not parse (nothing on standard output), or it parses but part of it never reaches the
         device (the JSON shows what the device sees)
      2  usage error, or the file cannot be read
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let path = try arguments.positional("FILE")
    try arguments.finish()
    let url = URL(fileURLWithPath: path)
    let diagnostics: [StringsDiagnostic]
    do {
      switch url.pathExtension {
      case "xcstrings":
        let catalog = try StringCatalogParser.parse(contentsOf: url)
        diagnostics = catalog.diagnostics
        let languages = catalog.languages.map { ($0, TableEntryJSON.object(catalog.entries(language: $0).entries, indent: 1)) }
        print(diagnostics, TableEntryJSON.members(languages, indent: 0))
      case "stringsdict":
        let entries = try StringsDictParser.parse(contentsOf: url)
        diagnostics = entries.diagnostics
        print(diagnostics, TableEntryJSON.object(entries.entries))
      default:
        let table = try StringsParser.parse(contentsOf: url)
        diagnostics = table.diagnostics
        print(diagnostics, JSONTable.render(table))
      }
    } catch {
      Output.error(error.description)
      return error.id == "unreadable-file" ? .cannotRun : .failure
    }
    return diagnostics.contains { $0.severity == .error } ? .failure : .success
  }

  private static func print(_ diagnostics: [StringsDiagnostic], _ json: String) {
    for diagnostic in diagnostics { Output.error(diagnostic.description) }
    Output.print(json)
  }
}

/// Renders a table's effective key–value map as a JSON object with keys sorted by Unicode code points.
enum JSONTable {
  /// The JSON text, one key per line; look-alike keys stay separate because they are sorted as scalars.
  static func render(_ table: StringsTable) -> String {
    let keys = table.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    guard !keys.isEmpty else { return "{}" }
    let lines = keys.map { "  \(JSONString.literal($0)): \(JSONString.literal(table.value(forKey: $0) ?? ""))" }
    return "{\n" + lines.joined(separator: ",\n") + "\n}"
  }
}
