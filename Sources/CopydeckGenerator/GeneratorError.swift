import Copydeck
import CopydeckFiles

/// Why `copydeck generate swift` could not write the accessors.
public enum GeneratorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `catalog.json` is missing, unreadable or invalid; the manifest's own error says where.
  case manifest(ManifestError)
  /// Two entries (or two arguments of one entry) would get the same Swift name.
  case nameCollision(file: String, line: Int, column: Int, entry: String, name: String, other: String)
  /// A family's name would make a type Swift reserves (`Copy.Type`).
  case reservedFamily(file: String, line: Int, column: Int, entry: String, name: String)
  /// The output file could not be written; the write error says why and what to do.
  case cannotWrite(FileWriteError)

  /// `file:line:column: error: what — what to do next`.
  public var description: String {
    switch self {
    case .manifest(let error):
      error.description
    case .nameCollision(let file, let line, let column, let entry, let name, let other):
      "\(file):\(line):\(column): error: entry '\(entry)': its accessor \(name) is also the accessor of \(other)\n"
        + "  hint: rename one of them in catalog.json so their Swift names differ"
    case .reservedFamily(let file, let line, let column, let entry, let name):
      "\(file):\(line):\(column): error: entry '\(entry)': its family would be the Swift type Copy.\(name), which Swift reserves\n"
        + "  hint: give the family another name in catalog.json"
    case .cannotWrite(let error):
      error.description
    }
  }
}
