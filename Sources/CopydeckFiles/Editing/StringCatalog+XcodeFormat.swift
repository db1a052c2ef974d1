import Copydeck
import Foundation

extension StringCatalog {
  /// The catalog as Xcode writes it: the same bytes for a file Xcode wrote, unknown fields included.
  public var xcodeFormatted: Data { Data(XcodeJSONWriter.document(document, source: source)) }
}
