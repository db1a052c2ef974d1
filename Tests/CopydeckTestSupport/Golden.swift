import Foundation
import Testing

/// Golden files: text a test produces, compared byte for byte with a reviewed copy in a module's `__Goldens__/`.
///
/// A missing or different golden fails the test, showing the differing lines and how to re-record. With
/// `RECORD_GOLDENS=1` in the environment (`make goldens`) the golden is written instead, and the test fails, naming
/// the file written, so a recording is never mistaken for a pass; review the change with `git diff`.
public struct Golden: Sendable {
  /// The folder holding the golden files.
  public let folder: URL

  /// The goldens in `folder`.
  public init(folder: URL) {
    self.folder = folder
  }

  /// How to re-record, for the failure messages.
  static let rerecord = "re-record with `make goldens` (RECORD_GOLDENS=1 swift test --filter Golden), then review `git diff`"

  /// Whether this run writes goldens instead of comparing with them.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  /// Fails unless `text` equals the golden file `name` (e.g. `index.html`); while recording, writes it and fails.
  public func assertMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = folder.appendingPathComponent(name)
    if Self.isRecording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      Issue.record(
        "Recorded golden \(file.path); run the tests again without RECORD_GOLDENS to compare against it.", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record("No golden at \(file.path); \(Self.rerecord).", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    Issue.record(
      """
      The text differs from golden \(file.path) (- golden, + now):
      \(Self.lineDiff(expected: expected, actual: text))
      If the change is intended, \(Self.rerecord).
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
