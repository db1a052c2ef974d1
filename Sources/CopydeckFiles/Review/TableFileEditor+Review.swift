import Foundation

extension TableFileEditor {
  /// Edits the file at `url` as ``edit(fileAt:_:)`` does and, in the same locked, atomic update, records what the edit
  /// did in the table's review state (`review`; `nil` edits the file alone): a translation it changes is confirmed,
  /// the translations of a development text it changes become outdated.
  public static func edit<Result>(fileAt url: URL, review: TableReview?, _ change: (inout Self) throws -> Result) throws -> Result {
    guard let review else { return try edit(fileAt: url, change) }
    var result: Result?
    try review.update([url]) { bytes in
      var editor = try Self(data: bytes[0], file: url.path)
      result = try change(&editor)
      return [editor.data]
    }
    return result!
  }
}
