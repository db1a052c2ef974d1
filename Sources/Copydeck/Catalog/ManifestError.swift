/// Why a `catalog.json` could not be loaded: it could not be read at all, or something in it is wrong.
///
/// Every message about a manifest is worded in one place, ``ManifestProblem``; this type adds where it is.
public enum ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission), so nothing in it was looked at.
  case unreadable(file: String, problem: FileProblem)
  /// The file was read, and the record `entry` (its id, `entries[N]` before the id is known, `nil` for the top level)
  /// has `problem` at `line` and `column`.
  case invalid(file: String, line: Int, column: Int, entry: String?, problem: ManifestProblem)

  /// The manifest's path.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .invalid(let file, _, _, _, _): file
    }
  }

  /// Where in the file the problem is; `nil` when the file could not be read.
  public var location: SourceLocation? {
    guard case .invalid(let file, let line, let column, _, _) = self else { return nil }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The record at fault, `nil` for the top level or an unreadable file.
  public var entry: String? {
    guard case .invalid(_, _, _, let entry, _) = self else { return nil }
    return entry
  }

  /// What is wrong, in one sentence.
  public var message: String {
    switch self {
    case .unreadable(_, .missing): "cannot read the manifest: there is no such file"
    case .unreadable(_, let problem): "cannot read the manifest: \(problem.message)"
    case .invalid(_, _, _, _, let problem): problem.message
    }
  }

  /// What to do next.
  public var hint: String? {
    switch self {
    case .unreadable(let file, .missing):
      "create \(file.split(separator: "/").last.map(String.init) ?? file) (see docs/catalog-format.md) or pass the right --localizations folder"
    case .unreadable(_, let problem): problem.hint
    case .invalid(_, _, _, _, let problem): problem.hint
    }
  }

  /// `file:line:column: error: entry 'id': message` (`file:1:1: error: …` when the file could not be read), then
  /// `  hint: …` on its own line.
  public var description: String {
    let record = entry.map { "entry '\($0)': " } ?? ""
    let place = location?.description ?? "\(file):1:1"
    let head = "\(place): error: \(record)\(message)"
    return hint.map { "\(head)\n  hint: \($0)" } ?? head
  }
}
