import Copydeck
import Foundation

/// A file a build step writes from the catalog (`Copy.swift`): written atomically, and only when its
/// bytes change, so nothing that depends on it is redone.
public enum GeneratedFile {
  /// Whether ``write(_:to:)`` replaced the file or found it already up to date.
  public enum Outcome: Sendable, Equatable {
    /// The file was created or its bytes changed.
    case written
    /// The file already had exactly these bytes and was left alone.
    case unchanged
  }

  /// Writes `bytes` to `url` atomically unless the file there already has exactly them.
  public static func write(_ bytes: Data, to url: URL) throws(FileWriteError) -> Outcome {
    if let existing = try? Data(contentsOf: url), existing == bytes { return .unchanged }
    do {
      try bytes.write(to: url, options: .atomic)
    } catch {
      throw FileWriteError.writing(url, error: error)
    }
    return .written
  }
}
