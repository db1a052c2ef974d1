import Foundation

/// Reads `.strings` files exactly as Apple's CoreFoundation parser does, with diagnostics a person can act on.
///
/// Accepts everything Apple accepts (`"key" = "value";` entries with comments, escapes, unquoted strings and
/// `"key";` entries; a braced `{ … }` dictionary; an XML property list) in UTF-8, UTF-16 or UTF-32 with a byte-order
/// mark, and returns the keys and values the device would see. Where Apple accepts something surprising the table
/// carries a warning; where Apple silently ignores the rest of the file the table carries an error-level diagnostic;
/// where Apple rejects the file this throws.
public enum StringsParser {
  /// Parses the bytes of a `.strings` file; `file` names it in diagnostics.
  public static func parse(_ data: Data, file: String) throws(StringsDiagnostic) -> StringsTable {
    try ParsedStrings(data, file: file).table
  }

  /// Reads and parses the file at `url`; diagnostics name it by `url.path`.
  public static func parse(contentsOf url: URL) throws(StringsDiagnostic) -> StringsTable {
    try parse(readFile(url), file: url.path)
  }

  /// The bytes of `url`, or a diagnostic saying why they cannot be read.
  static func readFile(_ url: URL) throws(StringsDiagnostic) -> Data {
    do {
      return try FileProblem.contents(of: url)
    } catch {
      throw StringsDiagnostic(
        id: "unreadable-file", severity: .error, location: SourceLocation(file: url.path, line: 1, column: 1),
        message: error.message, hint: error.hint)
    }
  }
}
