import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

/// A value of 30,000 `%@` (60 KB, issue 34 item 11) made `copydeck check`, the preview's check and its save-time
/// check quadratic: 77 s for one table, 55 s of CPU for one request. Each test bounds the work by what it must keep
/// and drop, with a generous guard against a hang (a quadratic pass takes minutes here, a linear one well under a
/// second in a release build).
@Suite struct ManySpecifiersTests {
  /// The result of `work`, or `nil` when it has not finished within `seconds` (it then runs on in the background).
  private func finishing<Result: Sendable>(
    within seconds: Int, _ work: @escaping @Sendable () throws -> Result
  ) -> Swift.Result<Result, any Error>? {
    let outcome = Locked<Swift.Result<Result, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let result = Swift.Result { try work() }
      outcome.withLock { $0 = result }
      done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return outcome.withLock { $0 }
  }

  /// Many findings of one rule at one place that differ only by message: each distinct one is kept once, in order.
  @Test func findingsAtOnePlaceAreKeptOncePerMessageInLinearWork() throws {
    let distinct = 50_000
    let findings = (0..<2 * distinct).map { index in
      Finding(
        rule: "format-mismatch", severity: .error, file: "Localizations/en.lproj/Groups.strings", line: 4, column: 1, language: "en",
        entry: index % 2 == 0 ? "group.leave" : "group.stay", key: "group.leave.title", message: "uses argument \(index / 2 + 2)")
    }
    let kept = try #require(
      finishing(within: 60) {
        var list = findings
        Checker.keepOncePerText(&list)
        return list
      }, "keepOncePerText did not finish within 60 s"
    ).get()
    #expect(kept.count == distinct)
    #expect(kept.map(\.message) == (0..<distinct).map { "uses argument \($0 + 2)" })
    #expect(kept.allSatisfy { $0.entry == "group.leave" })
  }

  /// The whole check of a table whose title holds 30,000 specifiers, in English and in Korean (each followed by a
  /// fixed particle): one `format-mismatch` per specifier past the one argument catalog.json declares, and one
  /// `ko-particle` for the 30,000 identical ones.
  @Test func aValueOfThirtyThousandSpecifiersIsCheckedInLinearWork() throws {
    let folder = try scratchCopy(of: "ko-particle")
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = 30_000
    for (language, specifier) in [("en", "%@ "), ("ko", "%@을 ")] {
      let table = folder.appendingPathComponent("\(language).lproj/Alerts.strings")
      let text = try String(contentsOf: table, encoding: .utf8)
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("\"group.leave.title\"") })
      try Data(
        text.replacingOccurrences(of: line, with: "\"group.leave.title\" = \"\(String(repeating: specifier, count: count))\";").utf8
      ).write(to: table)
    }
    let report = try #require(finishing(within: 60) { try Checker(localizations: folder).run() }, "the check did not finish within 60 s")
      .get()
    let mismatches = report.findings.filter { $0.rule == "format-mismatch" }
    #expect(mismatches.count == count - 1)
    #expect(mismatches.allSatisfy { $0.language == "en" && $0.key == "group.leave.title" })
    #expect(report.findings.filter { $0.rule == "ko-particle" }.count == 1)
  }
}
