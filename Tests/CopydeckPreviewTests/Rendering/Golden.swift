import Foundation
import Testing

/// Compares rendered HTML with its golden file in `Tests/CopydeckPreviewTests/__Goldens__/NAME.html`.
///
/// A missing or different golden fails the test, printing the differing lines and how to re-record. With
/// `RECORD_GOLDENS=1` in the environment (`make goldens`) the golden is written instead, and the test still fails
/// once so a recording is never mistaken for a pass; review the change with `git diff`.
enum Golden {
  /// The folder holding the golden files.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Goldens__")

  static let rerecord = "re-record with `make goldens` (RECORD_GOLDENS=1 swift test --filter Golden), then review `git diff`"

  /// Fails unless `html` equals the golden named `name`.
  static func assertMatches(_ html: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = folder.appendingPathComponent("\(name).html")
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(html.utf8).write(to: file)
      Issue.record(
        "Recorded golden \(file.path); run the tests again without RECORD_GOLDENS to compare against it.",
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record("No golden at \(file.path); \(rerecord).", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != html else { return }
    Issue.record(
      """
      Rendered HTML differs from golden \(file.path) (- golden, + rendered):
      \(lineDiff(expected: expected, actual: html))
      If the change is intended, \(rerecord).
      """, sourceLocation: sourceLocation)
  }

  /// The lines that differ, as `-`/`+` lines with their line numbers, after the common head and tail.
  static func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
      tail += 1
    }
    let removed = old[head..<(old.count - tail)].enumerated().map { "-\(head + $0.offset + 1): \($0.element)" }
    let added = new[head..<(new.count - tail)].enumerated().map { "+\(head + $0.offset + 1): \($0.element)" }
    return (removed + added).joined(separator: "\n")
  }
}
