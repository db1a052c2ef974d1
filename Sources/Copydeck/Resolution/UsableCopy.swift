/// The one verdict on whether a text of copy can be shown, shared by the resolver (which skips a language whose text
/// fails it, see `Catalog.resolve(id:locale:arguments:)`) and by `copydeck check` (which reports the same text as an
/// error), so a value `check` passes is never one `resolve` falls back from.
///
/// ```swift
/// UsableCopy.isBlank(" \u{301}")                          // true: a space and a combining accent show nothing
/// UsableCopy.formatProblem(FormatString("%d%"))?.message  // "'%' at the end of the text is not a specifier; …"
/// ```
public enum UsableCopy {
  /// Whether `text` shows nothing: empty, or only white space, marks with no letter to sit on (`" \u{301}"`),
  /// invisible format characters (a zero-width space, a joiner, a byte-order mark) and other code points that draw
  /// nothing by themselves (controls, variation selectors, the Hangul fillers).
  public static func isBlank(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x21...0x7E, 0xAC00...0xD7A3: return false  // printable ASCII and Hangul syllables: the usual first scalar
      case 0...0x20, 0x7F: continue
      default: if !drawsNothing(scalar) { return false }
      }
    }
    return true
  }

  /// Whether a scalar beyond ASCII draws nothing on its own.
  private static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// The first problem that keeps `String(format:)` from showing `format` as written (a stray or unknown `%`, a
  /// skipped position, one position read as two types, numbered beside unnumbered specifiers), or `nil`.
  ///
  /// A skipped position among `countPositions` is the count that chose a plural form ("These files…", chosen by
  /// argument 1, beside `%2$d copies`): it is read to choose, so it is no problem.
  public static func formatProblem(_ format: FormatString, countPositions: Set<Int> = []) -> FormatString.Problem? {
    format.problems.first { problem in problem.skippedPosition.map { !countPositions.contains($0) } ?? true }
  }
}
