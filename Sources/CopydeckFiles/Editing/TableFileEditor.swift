import Copydeck
import Foundation

/// An editor that changes a table file's bytes one value at a time and leaves every other byte as it was.
///
/// ``StringsEditor``, ``StringsDictEditor`` and ``StringCatalogEditor`` conform: each says how its format is read and changed, and this
/// protocol says once how a file is opened and how an edit on disk is locked, read and written.
public protocol TableFileEditor: Sendable {
  /// Starts editing the bytes of a table file; throws when the file does not parse.
  init(data: Data, file: String) throws(StringsDiagnostic)

  /// The file's bytes, with every change made so far.
  var data: Data { get }
}

extension TableFileEditor {
  /// Starts editing the file at `url`.
  public init(contentsOf url: URL) throws(StringsDiagnostic) {
    try self.init(data: StringsParser.readFile(url), file: url.path)
  }

  /// Edits the file at `url` under its lock: reads its current bytes, lets `change` make its changes, and writes them.
  ///
  /// The lock is held from the read to the write (see ``AtomicFileWriter``), so concurrent edits of one table — from
  /// the preview, `copydeck set` or another thread — each start from the bytes the previous one wrote and none is
  /// lost. The file is replaced atomically, through symbolic links, keeping its mode and owner. `change` may throw to
  /// leave the file alone; its result is returned. Nothing is written when nothing changed.
  public static func edit<Result>(fileAt url: URL, _ change: (inout Self) throws -> Result) throws -> Result {
    var result: Result?
    try AtomicFileWriter.update(url) { bytes in
      var editor = try Self(data: bytes, file: url.path)
      result = try change(&editor)
      return editor.data
    }
    return result!
  }

  /// Writes the bytes to `url` atomically and under the file's lock; prefer ``edit(fileAt:_:)``, which also reads
  /// under the lock so no concurrent change is lost.
  public func write(to url: URL) throws {
    try AtomicFileWriter.update(url) { _ in data }
  }
}
