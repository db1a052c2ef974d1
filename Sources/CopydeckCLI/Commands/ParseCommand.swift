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
    Columns count characters as an editor shows them. At most 20 problems of one kind are printed; one more line
    then says how many of that kind are left and where the first of them is.

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
    var diagnostics = DiagnosticStream()
    for diagnostic in table.diagnostics { diagnostics.write(diagnostic) }
    diagnostics.finish()
    var output = OutputStream.standardOutput
    JSONTable.write(table, to: &output)
    output.flush()
    return table.errors.isEmpty ? .success : .failure
  }
}

/// Writes a table's effective key–value map as a JSON object with keys sorted by Unicode code points.
enum JSONTable {
  /// Writes the JSON text, one key per line, and a line break; look-alike keys stay separate because they are
  /// sorted as scalars (equal scalars mean equal UTF-8 bytes, so the keys are compared as bytes).
  static func write(_ table: StringsTable, to output: inout OutputStream) {
    let keys = table.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    guard !keys.isEmpty else { return output.write("{}\n") }
    output.write("{\n")
    for (index, key) in keys.enumerated() {
      output.write("  \(JSONString.literal(key)): \(JSONString.literal(table.value(forKey: key) ?? ""))\(index == keys.count - 1 ? "\n}\n" : ",\n")")
    }
  }
}
