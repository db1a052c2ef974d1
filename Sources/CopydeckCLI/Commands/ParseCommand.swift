import Copydeck
import CopydeckChecks
import CopydeckFiles
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
    Columns count characters as an editor shows them. At most 20 problems of one kind are printed; one more line
    then says how many of that kind are left and where the first of them is. A .strings file's problems are printed
    as it is read, in file order; when it does not parse, the error comes after the problems found before it.

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
        print(diagnostics) { $0.write(TableEntryJSON.members(languages, indent: 0) + "\n") }
      case "stringsdict":
        let entries = try StringsDictParser.parse(contentsOf: url)
        diagnostics = entries.diagnostics
        print(diagnostics) { $0.write(TableEntryJSON.object(entries.entries) + "\n") }
      default:
        return try stringsTable(url)
      }
    } catch {
      Output.error(error.description)
      return error.id == "unreadable-file" ? .cannotRun : .failure
    }
    return diagnostics.contains { $0.severity == .error } ? .failure : .success
  }

  /// A `.strings` table, read as a ``StringsMap``: its diagnostics are printed as they are found (a file of a million
  /// repeated keys never holds a million warnings) and its text is held once.
  private static func stringsTable(_ url: URL) throws(StringsDiagnostic) -> ExitCode {
    if BinaryPropertyList.isBinaryFile(atPath: url.path) {
      // What Xcode's build writes: read through Foundation, as the device reads it.
      let table = try BinaryPropertyList.stringsTable(contentsOf: url)
      print(table.diagnostics) { $0.write(TableEntryJSON.object(table.entries.map(TableEntry.init(strings:))) + "\n") }
      return table.errors.isEmpty ? .success : .failure
    }
    var stream = DiagnosticStream()
    var hasError = false
    let map: StringsMap
    do {
      map = try StringsParser.map(contentsOf: url) { diagnostic in
        if diagnostic.severity == .error { hasError = true }
        stream.write(diagnostic)
      }
    } catch {
      stream.finish()
      throw error
    }
    stream.finish()
    var output = OutputStream.standardOutput
    JSONTable.write(map, to: &output)
    output.flush()
    return hasError ? .failure : .success
  }

  /// Writes the diagnostics to standard error, then the JSON to standard output.
  private static func print(_ diagnostics: [StringsDiagnostic], json: (inout OutputStream) -> Void) {
    var stream = DiagnosticStream()
    for diagnostic in diagnostics { stream.write(diagnostic) }
    stream.finish()
    var output = OutputStream.standardOutput
    json(&output)
    output.flush()
  }
}

/// Writes a table's effective key–value map as a JSON object with keys sorted by Unicode code points.
enum JSONTable {
  /// Writes the JSON text, one key per line, and a line break; look-alike keys stay separate because they are
  /// sorted as scalars (equal scalars mean equal UTF-8 bytes, so the keys are compared as bytes).
  static func write(_ map: StringsMap, to output: inout OutputStream) {
    guard map.count > 0 else { return output.write("{}\n") }
    output.write("{\n")
    var written = 0
    map.forEachSorted { key, value in
      written += 1
      let key = Escaping.jsonLiteral(String(decoding: key, as: UTF8.self))
      let value = Escaping.jsonLiteral(String(decoding: value, as: UTF8.self))
      output.write("  \(key): \(value)\(written == map.count ? "\n}\n" : ",\n")")
    }
  }
}
