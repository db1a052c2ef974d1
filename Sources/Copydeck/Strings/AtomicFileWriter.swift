import Foundation

/// Replaces a file's contents so that readers see either the old bytes or the new ones, never a mix.
enum AtomicFileWriter {
  /// Writes `data` to a new file beside `url`, flushes it to disk, gives it the old file's permissions and renames it
  /// over `url`. On any failure the temporary file is removed and `url` is untouched.
  static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).copydeck-\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path])
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
      if let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] {
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
