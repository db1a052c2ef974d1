import CopydeckFiles
import Foundation
import Testing

/// The review state through a translator's round trip and through `copydeck init` (docs/review-state.md): an
/// outdated `.strings` translation is exported `needs-review-translation`; importing it back untouched leaves it
/// outdated, returned as `translated` (unchanged or new) confirms it, returned `needs-review-…` with a new text keeps
/// it outdated; `init` leaves the review state as it was.
@Suite struct ReviewStateRoundTripTests {
  /// A folder with `en` and `ko` tables of one alert, the English title changed with `copydeck set`.
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-trip-\(UUID().uuidString)")
    for (language, text) in [
      (
        "en",
        "\"group.leave.title\" = \"Leave the group?\";\n\"group.leave.message\" = \"You can join again with a new invite.\";\n\"group.leave.button.leave\" = \"Leave\";\n"
      ),
      (
        "ko",
        "\"group.leave.title\" = \"그룹에서 나갈까요?\";\n\"group.leave.message\" = \"새 초대 코드로 다시 참여할 수 있어요.\";\n\"group.leave.button.leave\" = \"나가기\";\n"
      ),
    ] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Alerts.strings"))
    }
    let set = runCopydeck(["set", folder.appendingPathComponent("en.lproj/Alerts.strings").path, "group.leave.title", "Delete the group?"])
    #expect(set.status == 0, "\(set.stderr)")
    return folder
  }

  private func outdated(_ folder: URL) throws -> [String] {
    try TableReview(folder: folder, table: "Alerts", developmentLanguage: "en").outdated().map(\.translation.key)
  }

  /// Exports Korean and returns the XLIFF's path and text.
  private func export(_ folder: URL) throws -> (URL, String) {
    let out = folder.appendingPathComponent("out")
    let export = runCopydeck(["export", "--xliff", out.path, "--language", "ko", "--localizations", folder.path])
    #expect(export.status == 0, "\(export.stderr)")
    let xliff = out.appendingPathComponent("ko.xcloc/Localized Contents/ko.xliff")
    return (xliff, try String(contentsOf: xliff, encoding: .utf8))
  }

  private func importing(_ folder: URL, _ xliff: URL, _ text: String) throws -> (status: Int32, stdout: String, stderr: String) {
    try Data(text.utf8).write(to: xliff)
    return runCopydeck(["import", xliff.path, "--localizations", folder.path])
  }

  @Test func anOutdatedTranslationIsExportedForReviewAndConfirmedWhenReturnedTranslated() throws {
    let folder = try folder()
    let review = folder.appendingPathComponent("Alerts.copydeck-review")
    let (xliff, exported) = try export(folder)
    #expect(exported.contains("<target state=\"needs-review-translation\">그룹에서 나갈까요?</target>"), "\(exported)")
    #expect(exported.contains("<target state=\"translated\">새 초대 코드로 다시 참여할 수 있어요.</target>"))

    // Untouched, nothing changes: it is still to review.
    let before = try Data(contentsOf: review)
    #expect(try importing(folder, xliff, exported).status == 0)
    #expect(try outdated(folder) == ["group.leave.title"])
    #expect(try Data(contentsOf: review) == before)

    // The translator says it is still right.
    let returned = exported.replacingOccurrences(
      of: "<target state=\"needs-review-translation\">", with: "<target state=\"translated\">")
    let imported = try importing(folder, xliff, returned)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("1 outdated translation confirmed as still right"), "\(imported.stdout)")
    #expect(try outdated(folder).isEmpty)
    #expect(try String(contentsOf: review, encoding: .utf8).contains("group.leave.title\tko\tDelete the group?\n"))
  }

  @Test func aNewTranslationIsConfirmedUnlessReturnedStillToReview() throws {
    let folder = try folder()
    let (xliff, exported) = try export(folder)
    let forReview = exported.replacingOccurrences(of: ">그룹에서 나갈까요?</target>", with: ">그룹을 삭제할까요??</target>")
    #expect(try importing(folder, xliff, forReview).status == 0)
    #expect(try String(contentsOf: folder.appendingPathComponent("ko.lproj/Alerts.strings"), encoding: .utf8).contains("그룹을 삭제할까요??"))
    #expect(try outdated(folder) == ["group.leave.title"], "returned needs-review-translation: still to review")

    let translated = exported.replacingOccurrences(
      of: "<target state=\"needs-review-translation\">그룹에서 나갈까요?</target>", with: "<target state=\"translated\">그룹을 삭제할까요?</target>")
    #expect(try importing(folder, xliff, translated).status == 0)
    #expect(try outdated(folder).isEmpty)
  }

  @Test func initLeavesTheReviewStateAsItWas() throws {
    let folder = try folder()
    let review = folder.appendingPathComponent("Alerts.copydeck-review")
    let before = try Data(contentsOf: review)
    let initialized = runCopydeck(["init", folder.path])
    #expect(initialized.status == 0, "\(initialized.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.json").path))
    #expect(try Data(contentsOf: review) == before)
    let check = runCopydeck(["check", "--localizations", folder.path]).stdout
    #expect(check.components(separatedBy: "[translation-outdated]").count == 2, "\(check)")

    // A folder Copydeck never wrote has no review file, before and after init: adopting reports nothing outdated.
    try FileManager.default.removeItem(at: review)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("catalog.json"))
    #expect(runCopydeck(["init", folder.path]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: review.path))
    #expect(!runCopydeck(["check", "--localizations", folder.path]).stdout.contains("[translation-outdated]"))
  }
}
