import Copydeck
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
    try ParsedStrings(bytes: readBytes(url), file: url.path).table
  }

  /// Reads the file at `url` as ``parse(contentsOf:)`` does, for a file of any size: returns its key→value map as
  /// byte ranges into one copy of its text, and hands each diagnostic to `report` as soon as the part of the file it
  /// is about has been read — the diagnostics ``StringsTable/diagnostics`` would list, in its order — instead of
  /// keeping them.
  ///
  /// Throws what `parse(contentsOf:)` throws; the diagnostics of the part of the file before an error that rejects
  /// the file may have been reported by then.
  public static func map(contentsOf url: URL, report: (StringsDiagnostic) -> Void) throws(StringsDiagnostic) -> StringsMap {
    try map(readBytes(url), file: url.path, report: report)
  }

  /// Reads the bytes of a `.strings` file as ``map(contentsOf:report:)`` does; `file` names it in diagnostics.
  public static func map(_ bytes: [UInt8], file: String, report: (StringsDiagnostic) -> Void) throws(StringsDiagnostic) -> StringsMap {
    try StringsMap.read(bytes, file: file, report: report)
  }

  /// The bytes of `url`, or a diagnostic saying why they cannot be read.
  package static func readFile(_ url: URL) throws(StringsDiagnostic) -> Data {
    do {
      return try FileProblem.contents(of: url)
    } catch {
      throw unreadable(url, error)
    }
  }

  /// The bytes of `url` as one array, or a diagnostic saying why they cannot be read.
  package static func readBytes(_ url: URL) throws(StringsDiagnostic) -> [UInt8] {
    do {
      return try FileProblem.bytes(of: url)
    } catch {
      throw unreadable(url, error)
    }
  }

  private static func unreadable(_ url: URL, _ problem: FileProblem) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "unreadable-file", severity: .error, location: SourceLocation(file: url.path, line: 1, column: 1),
      message: problem.message, hint: problem.hint)
  }
}
