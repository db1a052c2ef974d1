import Foundation
import Testing

/// Compares generated text with its golden file in `Tests/CopydeckGeneratorTests/__Goldens__/NAME`.
///
/// With `RECORD_GOLDENS=1` (`make goldens`) the golden is written instead and the test fails once, so a recording is
/// never mistaken for a pass; review the change with `git diff`.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__")

  /// Fails unless `text` equals the golden named `name`, byte for byte.
  static func assertMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try Data(text.utf8).write(to: file)
      Issue.record("Recorded golden \(file.path); run the tests again without RECORD_GOLDENS.", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record("No golden at \(file.path); record it with RECORD_GOLDENS=1 swift test --filter Golden.", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(
      expected == text, "generated text differs from \(file.path); if intended, re-record with RECORD_GOLDENS=1 and review git diff",
      sourceLocation: sourceLocation)
  }
}
