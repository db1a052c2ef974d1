import Foundation
import Testing

@testable import CopydeckChecks

/// The fit estimate and the HIG rules follow an entry's presentation: the same confirmation is measured and judged
/// as an alert, or — with `"presentation": "actionSheet"` — as an action sheet.
@Suite struct PresentationRuleTests {
  /// The rules `Fixtures/<name>` triggers, with its confirmation presented as `presentation` (and, when given, the
  /// English title replaced by `title`).
  private func rules(_ name: String, presentation: String, title: String? = nil) throws -> [String] {
    let folder = try scratchCopy(of: name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("catalog.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let presented = text.replacingOccurrences(
      of: "\"kind\": \"confirm\",", with: "\"kind\": \"confirm\", \"presentation\": \"\(presentation)\",")
    #expect(presented != text)
    try Data(presented.utf8).write(to: manifest)
    if let title {
      let table = folder.appendingPathComponent("en.lproj/Alerts.strings")
      var lines = try String(contentsOf: table, encoding: .utf8).components(separatedBy: "\n")
      let index = try #require(lines.firstIndex { $0.hasPrefix("\"group.leave.title\"") })
      lines[index] = "\"group.leave.title\" = \"\(title)\";"
      try Data(lines.joined(separator: "\n").utf8).write(to: table)
    }
    return try Checker(localizations: folder).run().findings.map(\.rule)
  }

  @Test func twoWideLabelsStackAnAlertButASheetHasARowPerButtonAnyway() throws {
    #expect(try rules("fit-buttons-stack", presentation: "alert") == ["fit-buttons-stack"])
    #expect(try rules("fit-buttons-stack", presentation: "actionSheet") == [])
  }

  @Test func aTwoLineTitleFitsAnAlertButNotASheet() throws {
    let title = "Leave %@ and Stop Getting Its Chat Messages?"  // measured with the sample "Book Club"
    #expect(AlertGeometry.titleLines("Leave Book Club and Stop Getting Its Chat Messages?") == 2)
    #expect(SheetGeometry.titleLines("Leave Book Club and Stop Getting Its Chat Messages?") == 2)
    #expect(try rules("fit-buttons-stack", presentation: "alert", title: title) == ["fit-buttons-stack"])
    #expect(try rules("fit-buttons-stack", presentation: "actionSheet", title: title) == ["fit-title-lines"])
  }

  @Test func aSheetMayHoldMoreThanThreeButtons() throws {
    #expect(try rules("hig-too-many-buttons", presentation: "alert") == ["hig-too-many-buttons"])
    #expect(try rules("hig-too-many-buttons", presentation: "actionSheet") == [])
  }

  @Test func aPreferredButtonIsBoldOnAnAlertAndIgnoredOnASheet() throws {
    #expect(try rules("hig-cancel-preferred", presentation: "alert") == ["hig-cancel-preferred"])
    #expect(try rules("hig-cancel-preferred", presentation: "actionSheet") == ["hig-sheet-preferred"])
  }

  @Test func aSheetScrollsLaterThanAnAlertAndCountsCancelsGap() {
    // Three buttons and a one-line title. The alert: (580 − 42 padding − 22 title − 3 × 44 rows) / 18 = 21.3. The
    // sheet: (631 − 27 header − 16 title − 3 × 57 rows − 8 before Cancel) / 16 = 25.6, or 26.1 without a Cancel.
    #expect(AlertGeometry.messageLinesBeforeScrolling(titleLines: 1, buttonRows: 3) == 21)
    #expect(SheetGeometry.messageLinesBeforeScrolling(titleLines: 1, buttonRows: 3, cancelApart: true) == 25)
    #expect(SheetGeometry.messageLinesBeforeScrolling(titleLines: 1, buttonRows: 3, cancelApart: false) == 26)
  }
}
