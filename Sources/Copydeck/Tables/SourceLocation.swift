/// A place in a text file: the file's path, a 1-based line and a 1-based column.
///
/// Columns count `Character`s (extended grapheme clusters) from the start of the line, the way an editor shows them,
/// so a Korean syllable or an emoji with modifiers is one column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The path of the file, as it was given to the parser.
  public var file: String
  /// The line, counting from 1.
  ///
  /// A line ends at LF, CR or CR LF.
  public var line: Int
  /// The column, counting `Character`s from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }
}
