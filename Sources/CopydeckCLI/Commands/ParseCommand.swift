import Copydeck
import CopydeckChecks
import Foundation

/// `copydeck parse FILE`: prints a `.strings` table as JSON, exactly as Apple's parser reads it.
enum ParseCommand: Command {
  static let name = "parse"
  static let summary = "Print a .strings file as JSON, as the device reads it"
  static let help = """
    USAGE: copydeck parse FILE

    Reads FILE (a .strings table: UTF-8, UTF-16 or UTF-32 with a byte-order mark; old-style, braced or XML) the way
    Apple's CoreFoundation parser does and prints one JSON object on standard output: every key the device sees,
    sorted by Unicode code points, with its value exactly as decoded (escapes resolved, the last duplicate winning).

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
    let table: StringsTable
    do {
      table = try StringsParser.parse(contentsOf: URL(fileURLWithPath: path))
    } catch {
      Output.error(error.description)
      return error.id == "unreadable-file" ? .cannotRun : .failure
    }
    for diagnostic in table.diagnostics { Output.error(diagnostic.description) }
    Output.print(JSONTable.render(table))
    return table.errors.isEmpty ? .success : .failure
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
