import Copydeck

/// Why ``OldStylePropertyListReader`` cannot read a project file (or any old-style property list), and where: each
/// problem is one case, worded here alone, with what to do next.
package struct OldStyleSyntaxError: Error, Sendable, Equatable {
  /// What is wrong.
  package enum Problem: Sendable, Equatable {
    /// The text ends inside a value: a `{`, `(` or `<` is never closed, or a key has no value.
    case unexpectedEnd(inside: String)
    /// Something other than what the grammar allows here (`found` names the character).
    case unexpected(found: String, expected: String)
    /// A quoted string is never closed.
    case unterminatedString
    /// A byte inside `<…>` data that is not a hexadecimal digit or white space.
    case invalidData(found: String)
    /// `<…>` data with an odd number of hexadecimal digits.
    case oddData
    /// Values nested deeper than ``OldStylePropertyListReader/maximumDepth``.
    case nestedTooDeep
    /// Something after the root value.
    case textAfterRoot(found: String)
    /// A file with no value at all.
    case empty
    /// A property list that is no Xcode project: `missing` names what it lacks (`objects`, the root object, …).
    case notAProject(missing: String)
  }

  package var problem: Problem
  /// Where the problem is.
  package var location: SourceLocation

  /// The diagnostic a person reads: `file:line:column: error: …` and a hint.
  package var diagnostic: StringsDiagnostic {
    let (id, message, hint): (String, String, String)
    switch problem {
    case .unexpectedEnd(let inside):
      (id, message, hint) = (
        "unexpected-end", "the file ends inside \(inside)",
        "the file is cut short: restore it from version control (Xcode rewrites project.pbxproj whole)"
      )
    case .unexpected(let found, let expected):
      (id, message, hint) = (
        "unexpected-character", "expected \(expected), found \(found)",
        "look for a merge conflict marker or a hand edit here; a dictionary is { key = value; }, an array ( a, b, )"
      )
    case .unterminatedString:
      (id, message, hint) = (
        "unterminated-string", "this string is never closed", "add the closing quote (a quote inside a string is written \\\")"
      )
    case .invalidData(let found):
      (id, message, hint) = (
        "invalid-data", "\(found) is not a hexadecimal digit in <…> data", "data is written as hexadecimal digits: <0fa3 12bc>"
      )
    case .oddData:
      (id, message, hint) = (
        "invalid-data", "<…> data has an odd number of hexadecimal digits", "every byte is two hexadecimal digits: <0fa3 12bc>"
      )
    case .nestedTooDeep:
      (id, message, hint) = (
        "nested-too-deep", "values are nested more than \(OldStylePropertyListReader.maximumDepth) levels deep, so the file cannot be read",
        "a project file nests only a few levels; this one is not one Xcode wrote"
      )
    case .textAfterRoot(let found):
      (id, message, hint) = (
        "junk-after-root", "\(found) follows the closing } of the file", "remove everything after the root dictionary's closing }"
      )
    case .empty:
      (id, message, hint) = (
        "empty-file", "the file holds no value", "a project file is one { … } dictionary; restore it from version control"
      )
    case .notAProject(let missing):
      (id, message, hint) = (
        "not-a-project", "the file reads, but has no \(missing), so it is no Xcode project",
        "open the project in Xcode, which rewrites a project file it can read; or restore it from version control"
      )
    }
    return StringsDiagnostic(id: id, severity: .error, location: location, message: message, hint: hint)
  }
}
