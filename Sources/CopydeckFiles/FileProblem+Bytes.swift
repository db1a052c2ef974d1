import Copydeck
import Foundation

extension FileProblem {
  /// Reads the file at `url` into one array of bytes, or throws why it cannot be read: ``contents(of:)`` without the
  /// `Data` a caller that scans bytes would copy them out of.
  public static func bytes(of url: URL) throws(FileProblem) -> [UInt8] {
    if let problem = beforeReading(url) { throw problem }
    do {
      return try Platform.readFile(url.path)
    } catch {
      throw reading(url, error: POSIXError(POSIXErrorCode(rawValue: error.code) ?? .EIO))
    }
  }
}
