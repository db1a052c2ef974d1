import Copydeck
import CopydeckFiles
import Foundation

/// The accessors file on disk: generated from `<localizations>/catalog.json`, written only when its bytes change.
public enum AccessorFile {
  /// Generates the accessors of the catalog in `localizations` and writes them to `output` atomically.
  public static func write(localizations: URL, output: URL) throws(GeneratorError) -> GeneratedFile.Outcome {
    let manifest: CatalogManifest
    do {
      manifest = try CatalogManifest.load(contentsOf: localizations.appendingPathComponent("catalog.json"))
    } catch {
      throw .manifest(error)
    }
    let source = try SwiftAccessors.source(for: manifest)
    do {
      return try GeneratedFile.write(Data(source.utf8), to: output)
    } catch {
      throw .cannotWrite(error)
    }
  }
}
