/// Why a `catalog.json` could not be loaded: the file, the position, the record and the problem.
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The manifest's path.
  public var file: String
  /// 1-based line of the problem (0 when the file could not be read at all).
  public var line: Int
  /// 1-based column of the problem.
  public var column: Int
  /// The id of the record at fault (or `entries[N]` when it has no id yet), `nil` for the top level.
  public var entry: String?
  /// What is wrong.
  public var message: String
  /// What to do next.
  public var hint: String?

  /// Creates a manifest error.
  public init(file: String, line: Int, column: Int, entry: String?, message: String, hint: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.entry = entry
    self.message = message
    self.hint = hint
  }

  /// `file:line:column: error: entry 'id': message` (`file: error: …` when the file could not be read), then
  /// `  hint: …` on its own line.
  public var description: String {
    let record = entry.map { "entry '\($0)': " } ?? ""
    let place = line > 0 ? "\(file):\(line):\(column)" : file
    let head = "\(place): error: \(record)\(message)"
    return hint.map { "\(head)\n  hint: \($0)" } ?? head
  }
}
