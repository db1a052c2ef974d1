import Copydeck
import Foundation

/// The accessors file on disk: generated from `<localizations>/catalog.json`, written only when its bytes change.
public enum AccessorFile {
  /// Whether ``write(localizations:output:)`` replaced the file or found it already up to date.
  public enum Outcome: Sendable, Equatable {
    /// The file was created or its bytes changed.
    case written
    /// The file already had exactly these bytes; it was left alone, so nothing that depends on it rebuilds.
    case unchanged
  }

  /// Generates the accessors of the catalog in `localizations` and writes them to `output` atomically.
  public static func write(localizations: URL, output: URL) throws(GeneratorError) -> Outcome {
    let manifest: CatalogManifest
    do {
      manifest = try CatalogManifest.load(contentsOf: localizations.appendingPathComponent("catalog.json"))
    } catch {
      throw .manifest(error)
    }
    let bytes = Data(try SwiftAccessors.source(for: manifest).utf8)
    if let existing = try? Data(contentsOf: output), existing == bytes { return .unchanged }
    do {
      try bytes.write(to: output, options: .atomic)
    } catch {
      throw .cannotWrite(FileWriteError.writing(output, error: error))
    }
    return .written
  }
}
