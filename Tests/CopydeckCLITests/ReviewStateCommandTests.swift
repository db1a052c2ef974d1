import CopydeckFiles
import Foundation
import Testing

/// Review state through the commands: `copydeck set` marks translations outdated, `copydeck check` reports them,
/// `copydeck confirm` clears them, and the review file changes by exactly those lines.
@Suite struct ReviewStateCommandTests {
  /// A localizations folder with `en` and `ko` tables of two entries.
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
    for (language, text) in [
      ("en", "\"group.leave.title\" = \"Leave the group?\";\n\"group.leave.message\" = \"You can join again with a new invite.\";\n"),
      ("ko", "\"group.leave.title\" = \"그룹에서 나갈까요?\";\n\"group.leave.message\" = \"새 초대 코드로 다시 참여할 수 있어요.\";\n"),
    ] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Alerts.strings"))
    }
    return folder
  }

  private func outdatedFindings(_ folder: URL) -> [String] {
    runCopydeck(["check", "--localizations", folder.path]).stdout.split(separator: "\n").map(String.init).filter {
      $0.contains("[translation-outdated]")
    }
  }

  private func lines(_ url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func aChangedEnglishTitleMakesExactlyItsKoreanTitleOutdatedUntilConfirmed() throws {
    let folder = try folder()
    let review = folder.appendingPathComponent("Alerts.copydeck-review")
    #expect(outdatedFindings(folder).isEmpty, "a folder without a review file has every translation confirmed")
    #expect(!FileManager.default.fileExists(atPath: review.path))

    let set = runCopydeck(["set", folder.appendingPathComponent("en.lproj/Alerts.strings").path, "group.leave.title", "Delete the group?"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stderr.contains("1 translation of it now outdated"), "\(set.stderr)")
    let afterSet = try lines(review)
    #expect(
      afterSet.dropFirst() == ["group.leave.message\tko\tYou can join again with a new invite.", "group.leave.title\tko\tLeave the group?"])
    let findings = outdatedFindings(folder)
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.contains("ko.lproj/Alerts.strings:1:") == true)
    #expect(
      findings.first?.contains(
        "the ko text of \"group.leave.title\" was confirmed against the en text \"Leave the group?\", which is now \"Delete the group?\"")
        == true)
    let json = runCopydeck(["check", "--localizations", folder.path, "--format", "json"]).stdout
    #expect(json.contains("\"outdated\": 1"), "the coverage table counts it")

    let confirm = runCopydeck(["confirm", folder.appendingPathComponent("ko.lproj/Alerts.strings").path, "group.leave.title"])
    #expect(confirm.status == 0, "\(confirm.stderr)")
    #expect(confirm.stderr.contains("confirmed 1 outdated translation against today's en text"))
    #expect(outdatedFindings(folder).isEmpty)
    let afterConfirm = try lines(review)
    let changed = zip(afterSet, afterConfirm).filter { $0 != $1 }
    #expect(afterSet.count == afterConfirm.count)
    #expect(changed.map(\.1) == ["group.leave.title\tko\tDelete the group?"], "exactly the Korean title's line changes")
  }

  @Test func savingANewKoreanTitleClearsItAndAnUnchangedReviewFileStaysByteForByte() throws {
    let folder = try folder()
    let review = folder.appendingPathComponent("Alerts.copydeck-review")
    let english = folder.appendingPathComponent("en.lproj/Alerts.strings").path
    #expect(runCopydeck(["set", english, "group.leave.message", "Join again with a new invite."]).status == 0)
    let before = try Data(contentsOf: review)
    #expect(runCopydeck(["set", english, "group.leave.title", "Delete the group?"]).status == 0)
    #expect(try Data(contentsOf: review) == before, "the Korean title's line already records the text it was confirmed against")
    #expect(outdatedFindings(folder).count == 2)

    let korean = folder.appendingPathComponent("ko.lproj/Alerts.strings").path
    #expect(runCopydeck(["set", korean, "group.leave.title", "그룹을 삭제할까요?"]).status == 0)
    let findings = outdatedFindings(folder)
    #expect(findings.count == 1 && findings[0].contains("\"group.leave.message\""), "\(findings)")
    let changed = zip(try lines(review), String(decoding: before, as: UTF8.self).split(separator: "\n").map(String.init)).filter {
      $0 != $1
    }
    #expect(changed.map(\.0) == ["group.leave.title\tko\tDelete the group?"])

    #expect(runCopydeck(["confirm", korean]).stderr.contains("confirmed 1 outdated translation"))
    #expect(outdatedFindings(folder).isEmpty)
  }

  @Test func anEditOutsideCopydeckIsNoticed() throws {
    let folder = try folder()
    let korean = folder.appendingPathComponent("ko.lproj/Alerts.strings").path
    // Any write through Copydeck records what each translation was confirmed against.
    #expect(runCopydeck(["set", korean, "group.leave.title", "그룹에서 나갈까요?!"]).status == 0)
    #expect(outdatedFindings(folder).isEmpty)
    let english = folder.appendingPathComponent("en.lproj/Alerts.strings")
    let text = try String(contentsOf: english, encoding: .utf8).replacingOccurrences(of: "Leave the group?", with: "Quit the group?")
    try Data(text.utf8).write(to: english)
    #expect(outdatedFindings(folder).count == 1)
  }

  @Test func confirmRefusesWhatItCannotConfirm() throws {
    let folder = try folder()
    let korean = folder.appendingPathComponent("ko.lproj/Alerts.strings").path
    let unknown = runCopydeck(["confirm", korean, "no.such.key"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("ko.lproj/Alerts.strings:1:1: error: ko has no translation of \"no.such.key\""))
    #expect(unknown.stderr.contains("hint: "))
    let development = runCopydeck(["confirm", folder.appendingPathComponent("en.lproj/Alerts.strings").path])
    #expect(development.status == 2)
    #expect(development.stderr.contains("is the development language's table"))
    #expect(runCopydeck(["help"]).stdout.contains("confirm "))
    #expect(runCopydeck(["help", "confirm"]).stdout.contains("copydeck-review"))
  }

  @Test func aBrokenReviewFileIsAFindingWithItsLineAndNothingIsWritten() throws {
    let folder = try folder()
    let review = folder.appendingPathComponent("Alerts.copydeck-review")
    let broken = Data("# header\ngroup.leave.title\tko\n".utf8)
    try broken.write(to: review)
    let check = runCopydeck(["check", "--localizations", folder.path]).stdout
    #expect(
      check.contains("Alerts.copydeck-review:2:1: warning: [translation-outdated] a review line has 2 tab-separated fields"), "\(check)")
    let english = folder.appendingPathComponent("en.lproj/Alerts.strings")
    let original = try Data(contentsOf: english)
    let set = runCopydeck(["set", english.path, "group.leave.title", "Delete the group?"])
    #expect(set.status == 1)
    #expect(set.stderr.contains("Alerts.copydeck-review:2:1: error: a review line has 2 tab-separated fields"))
    #expect(try Data(contentsOf: english) == original)
    #expect(try Data(contentsOf: review) == broken)
  }

  @Test func aStringCatalogRoundTripGivesNeedsReviewThenTranslated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let catalog = folder.appendingPathComponent("Alerts.xcstrings")
    try Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "group.leave.title" : {
            "extractionState" : "manual",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Leave the group?"
                }
              },
              "ko" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "그룹에서 나갈까요?"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8
    ).write(to: catalog)
    func state(_ language: String) throws -> String? {
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
      let strings = json?["strings"] as? [String: Any]
      let key = strings?["group.leave.title"] as? [String: Any]
      let localization = (key?["localizations"] as? [String: Any])?[language] as? [String: Any]
      return (localization?["stringUnit"] as? [String: Any])?["state"] as? String
    }
    let set = runCopydeck(["set", catalog.path, "group.leave.title", "Delete the group?", "--language", "en"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(try state("ko") == "needs_review")
    #expect(try state("en") == "translated")
    #expect(runCopydeck(["confirm", catalog.path, "--language", "ko"]).status == 0)
    #expect(try state("ko") == "translated")
    #expect(runCopydeck(["set", catalog.path, "group.leave.title", "Remove the group?", "--language", "en"]).status == 0)
    #expect(try state("ko") == "needs_review")
    #expect(runCopydeck(["set", catalog.path, "group.leave.title", "그룹을 삭제할까요?", "--language", "ko"]).status == 0)
    #expect(try state("ko") == "translated", "a translation written is translated, as in Xcode's editor")
  }
}
