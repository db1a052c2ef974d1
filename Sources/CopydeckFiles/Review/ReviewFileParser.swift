import Copydeck
import Foundation

extension ReviewFile {
  /// Reads a review file's bytes (`file` names it in diagnostics); empty bytes are a file without lines.
  ///
  /// - Throws: a ``StringsDiagnostic`` at the line and column of the first problem: bytes that are not UTF-8, a line
  ///   without its three tab-separated fields, an unknown escape, an empty key or language, or a translation named
  ///   twice.
  public static func parse(_ data: Data, file: String) throws(StringsDiagnostic) -> ReviewFile {
    guard let text = String(validating: data, as: UTF8.self) else {
      let valid = data.prefix { $0 < 0x80 }
      let line = valid.count { $0 == 0x0A } + 1
      throw problem(
        "review-encoding", file: file, line: line, column: 1, "the review file is not UTF-8",
        hint: "restore it from version control (git checkout -- \((file as NSString).lastPathComponent)); only copydeck writes it")
    }
    var review = ReviewFile()
    var lines: [Translation: Int] = [:]
    // Split on the line feed scalar: as Characters, a CRLF is one and would hide the line feed.
    for (index, raw) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      // A checkout that turned line feeds into CRLF leaves a carriage return at each end; Copydeck writes `\r`.
      let line = raw.last == "\r" ? raw.dropLast() : raw[...]
      if line.isEmpty || (number == 1 && line.first == "#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Substring(String(String.UnicodeScalarView($0))) }
      guard fields.count == 3 else {
        throw problem(
          "review-fields", file: file, line: number, column: 1,
          "a review line has \(fields.count) tab-separated field\(fields.count == 1 ? "" : "s"), not 3 (key, language, development text)",
          hint:
            "resolve the merge conflict or the edit on this line by keeping one side, or delete the line (the translation then counts as confirmed)"
        )
      }
      let languageColumn = fields[0].unicodeScalars.count + 2
      let key = try unescaped(fields[0], file: file, line: number, column: 1)
      let text = try unescaped(fields[2], file: file, line: number, column: languageColumn + fields[1].unicodeScalars.count + 1)
      let language = String(fields[1])
      guard !key.isEmpty, !language.isEmpty, !language.contains("\\") else {
        throw problem(
          "review-fields", file: file, line: number, column: key.isEmpty ? 1 : languageColumn,
          key.isEmpty ? "a review line has an empty key" : "a review line has no language tag (such as ko) in its second field",
          hint: "delete the line (the translation then counts as confirmed)")
      }
      let translation = Translation(key: key, language: language)
      if let first = lines[translation] {
        var diagnostic = problem(
          "review-duplicate", file: file, line: number, column: 1,
          "the \(language) translation of \"\(key)\" has a second review line (the first is on line \(first))",
          hint: "keep the line whose development text is the one the translation was checked against, delete the other")
        diagnostic.related = SourceLocation(file: file, line: first, column: 1)
        throw diagnostic
      }
      lines[translation] = number
      review.confirmed[translation] = text
    }
    return review
  }

  /// `field` with its `\\`, `\t`, `\n` and `\r` escapes decoded.
  private static func unescaped(_ field: Substring, file: String, line: Int, column: Int) throws(StringsDiagnostic) -> String {
    guard field.contains("\\") else { return String(field) }
    var result = ""
    var scalars = field.unicodeScalars.makeIterator()
    var offset = 0
    while let scalar = scalars.next() {
      offset += 1
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      let next = scalars.next()
      offset += 1
      switch next {
      case "\\": result += "\\"
      case "t": result += "\t"
      case "n": result += "\n"
      case "r": result += "\r"
      default:
        throw problem(
          "review-escape", file: file, line: line, column: column + offset - 2,
          next.map { "unknown escape \\\($0) in a review line (only \\\\, \\t, \\n and \\r are written)" }
            ?? "a review line ends in a lone backslash",
          hint: "delete the line (the translation then counts as confirmed), or restore the file from version control")
      }
    }
    return result
  }

  /// An error of the review file `file` at `line`:`column`.
  private static func problem(
    _ id: String, file: String, line: Int, column: Int, _ message: String, hint: String
  ) -> StringsDiagnostic {
    StringsDiagnostic(
      id: id, severity: .error, location: SourceLocation(file: file, line: line, column: column), message: message, hint: hint)
  }
}
