import Foundation
import Testing

@testable import CopydeckChecks

/// `copydeck check` reads a String Catalog as it reads `.lproj` tables.
@Suite struct StringCatalogCheckTests {
  @Test func aCatalogWithTheSameCopyAsCleanTablesIsClean() throws {
    let tables = try check(fixture: "clean-without-manifest")
    let catalog = try check(fixture: "clean-xcstrings")
    #expect(tables.findings.isEmpty)
    #expect(catalog.findings.map(\.rule) == tables.findings.map(\.rule))
    #expect(catalog.languages == ["en", "ko"])
  }

  /// A device in `en-GB` shows `en` where the catalog has no `en-GB`, and `pt-BR` shows `pt`: a key `pt` lacks is
  /// missing once, in `pt`, not again in `pt-BR`. The first key has every language (so that each is one of the
  /// catalog's), the second `pt` only.
  @Test func aRegionalLanguageFallsBackToItsBaseLanguage() throws {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Alerts.xcstrings")
    var object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    var strings = object["strings"] as! [String: [String: Any]]
    let keys = strings.keys.sorted()
    func add(_ languages: [String], to key: String) {
      var localizations = strings[key]!["localizations"] as! [String: Any]
      let english = localizations["en"]!
      for language in languages { localizations[language] = english }
      strings[key]!["localizations"] = localizations
    }
    add(["en-GB", "pt", "pt-BR"], to: keys[0])
    add(["pt"], to: keys[1])
    object["strings"] = strings
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    let missing = try Checker(localizations: folder).run().findings.filter { $0.rule == "missing-translation" }
    let expected = keys.dropFirst(2).map { key in ("pt", key) }
    #expect(missing.map { "\($0.language ?? "") \($0.key ?? "")" }.sorted() == expected.map { "\($0.0) \($0.1)" }.sorted())
    #expect(MissingTranslationRule.baseLanguage(of: "en-GB") == "en")
    #expect(MissingTranslationRule.baseLanguage(of: "es-419") == "es")
    #expect(MissingTranslationRule.baseLanguage(of: "zh-Hans") == nil)
    #expect(MissingTranslationRule.baseLanguage(of: "en") == nil)
  }

  @Test func findingsPointIntoTheCatalog() throws {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Alerts.xcstrings")
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "%@에서 나갈까요?", with: "%d에서 나갈까요?")
    try Data(text.utf8).write(to: url)
    let report = try Checker(localizations: folder).run()
    let line = text.components(separatedBy: "\n").firstIndex { $0.contains("%d에서") }! + 1
    #expect(
      report.findings.map { Expected($0, root: folder) } == [
        Expected("format-mismatch", "Alerts.xcstrings", line, "ko", "group.leave.title")
      ])
  }

  @Test func aTableDefinedBothWaysIsAnErrorNamingBothFiles() throws {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: fixturesFolder.appendingPathComponent("clean-without-manifest/en.lproj"), to: folder.appendingPathComponent("en.lproj"))
    try FileManager.default.copyItem(
      at: fixturesFolder.appendingPathComponent("clean-without-manifest/ko.lproj"), to: folder.appendingPathComponent("ko.lproj"))
    let report = try Checker(localizations: folder).run()
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == "syntax-error" && finding.severity == .error)
    #expect(finding.file.hasSuffix("Alerts.xcstrings"))
    #expect(finding.message.contains("Alerts.xcstrings") && finding.message.contains("en.lproj/Alerts.strings"))
  }
}

/// Xcode keeps String Catalogs in `mul.lproj/` too (those it makes from storyboards and xibs): the check reads them as
/// catalogs at the top of the folder, and findings name the real file.
@Suite struct MultilingualCatalogCheckTests {
  @Test func findingsPointIntoACatalogInMulLproj() throws {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("mul.lproj/Alerts.xcstrings")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: folder.appendingPathComponent("Alerts.xcstrings"), to: url)
    #expect(try Checker(localizations: folder).run().findings.isEmpty)
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "%@에서 나갈까요?", with: "%d에서 나갈까요?")
    try Data(text.utf8).write(to: url)
    let report = try Checker(localizations: folder).run()
    let line = text.components(separatedBy: "\n").firstIndex { $0.contains("%d에서") }! + 1
    #expect(
      report.findings.map { Expected($0, root: folder) } == [
        Expected("format-mismatch", "mul.lproj/Alerts.xcstrings", line, "ko", "group.leave.title")
      ])
    #expect(report.languages == ["en", "ko"])
  }

  /// A storyboard's catalog is compared with the storyboard, as `ko.lproj/Main.strings` would be.
  @Test func aStoryboardsCatalogInMulLprojIsComparedWithTheStoryboard() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-checks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Base.lproj", "mul.lproj"] {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: fixturesFolder.appendingPathComponent("interface-builder/Base.lproj/Main.storyboard"),
      to: folder.appendingPathComponent("Base.lproj/Main.storyboard"))
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "bt1-aa-bb1.normalTitle" : {
            "comment" : "Class = \\"UIButton\\"; normalTitle = \\"Sign In\\"; ObjectID = \\"bt1-aa-bb1\\";",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Sign In"
                }
              }
            }
          },
          "lb1-aa-bb1.text" : {
            "comment" : "Class = \\"UILabel\\"; text = \\"Welcome back\\"; ObjectID = \\"lb1-aa-bb1\\";",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Welcome back"
                }
              },
              "ko" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "다시 만나서 반가워요"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("mul.lproj/Main.xcstrings"))
    let report = try Checker(localizations: folder).run()
    #expect(!report.languages.contains("mul"))
    #expect(
      report.findings.map { Expected($0, root: folder) } == [
        Expected("missing-translation", "mul.lproj/Main.xcstrings", 1, "ko", "bt1-aa-bb1.normalTitle")
      ])
    #expect(report.findings.first?.message.contains("add its ko localization to mul.lproj/Main.xcstrings") == true)
  }
}

/// A storyboard's catalog as Xcode keeps it (fixture `storyboard-catalog`, written after the catalogs of real apps):
/// every storyboard text in `en` with the state `new`, placeholders ("320", "-", "Subtitle"), the app's name left as
/// it is by every translator, code strings the app reads with `NSLocalizedString(…, tableName: "Main")`, a key whose
/// object the storyboard no longer has, and a `stale` one. Only what a person must act on is reported, once.
@Suite struct StoryboardCatalogCheckTests {
  @Test func onlyRealProblemsOfAStoryboardsCatalogAreReported() throws {
    let folder = fixturesFolder.appendingPathComponent("storyboard-catalog")
    let report = try Checker(localizations: folder).run()
    let catalog = "mul.lproj/Main.xcstrings"
    #expect(
      Set(report.findings.map { Expected($0, root: folder) }) == [
        // Sign In has no Korean; 320, - and Subtitle need none.
        Expected("missing-translation", catalog, 1, "ko", "bt1-aa-bb1.normalTitle"),
        // Once, not once per language, and not the code strings Size and Thirds.
        Expected("orphan-key", catalog, 58, "en", "gn1-aa-bb1.text"),
        // Korean needs review; none of the source texts Xcode marked new.
        Expected("review-state", catalog, 137, "ko", "lb4-aa-bb1.text"),
        // Reported as stale only, not also as an orphan in every language.
        Expected("stale-key", catalog, 231, "en", "st1-aa-bb1.text"),
        // French left the single word Window as it is: not reported, as one English word often is French too.
      ])
    #expect(report.findings.count == 4)
    let orphan = try #require(report.findings.first { $0.rule == "orphan-key" })
    #expect(
      orphan.message
        == #""gn1-aa-bb1.text" names an object Base.lproj/Main.storyboard no longer has; delete the key from mul.lproj/Main.xcstrings (in Xcode's String Catalog editor), in every language at once"#
    )
  }
}

/// The plural rules read String Catalogs as they read `.stringsdict` files.
@Suite struct StringCatalogPluralCheckTests {
  /// The findings of the clean catalog with `group.leave.message` made plural: `english` and `korean` are the forms.
  func findings(english: [(String, String)], korean: [(String, String)]) throws -> [Finding] {
    let folder = try scratchCopy(of: "clean-xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Alerts.xcstrings")
    var object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    var strings = object["strings"] as! [String: Any]
    func plural(_ forms: [(String, String)]) -> [String: Any] {
      [
        "variations": [
          "plural": Dictionary(uniqueKeysWithValues: forms.map { ($0.0, ["stringUnit": ["state": "translated", "value": $0.1]]) })
        ]
      ]
    }
    strings["group.leave.message"] = ["extractionState": "manual", "localizations": ["en": plural(english), "ko": plural(korean)]]
    object["strings"] = strings
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    return try Checker(localizations: folder).run().findings
  }

  let english = [("one", "You can join again with %lld invite code."), ("other", "You can join again with %lld invite codes.")]

  @Test func koreanNeedsOnlyOtherAndEnglishBoth() throws {
    #expect(try findings(english: english, korean: [("other", "초대코드 %lld개로 다시 참여할 수 있어요.")]).isEmpty)
    let missing = try findings(
      english: [("other", "You can join again with %lld invite codes.")], korean: [("other", "초대코드 %lld개로 다시 참여할 수 있어요.")])
    #expect(missing.map(\.rule) == ["plural-forms"])
    #expect(missing.first?.language == "en" && missing.first?.message.contains("'one'") == true)
  }

  @Test func aFormTheLanguageNeverUsesIsAWarning() throws {
    let few = try findings(
      english: english + [("few", "You can join again with a few codes.")], korean: [("other", "초대코드 %lld개로 다시 참여할 수 있어요.")])
    #expect(few.map(\.rule) == ["plural-unused-form"])
    #expect(few.first?.severity == .warning && few.first?.language == "en" && few.first?.message.contains("'few'") == true)
    // `zero` is used for 0 in every language on Apple's platforms, so it is never reported.
    let zero = try findings(
      english: english + [("zero", "No invite codes left.")], korean: [("zero", "초대코드가 없어요."), ("other", "초대코드 %lld개로 다시 참여할 수 있어요.")])
    #expect(zero.isEmpty)
  }

  @Test func formsThatReadAnArgumentAsTwoTypesAreAnError() throws {
    let conflict = try findings(
      english: [("one", "You can join again with %lld invite code."), ("other", "You can join again with %@ invite codes.")],
      korean: [("other", "초대코드 %lld개로 다시 참여할 수 있어요.")])
    #expect(conflict.map(\.rule).contains("plural-format"))
    #expect(conflict.first { $0.rule == "plural-format" }?.message.contains("as %lld in one form and as %@ in another") == true)
  }

  @Test func aTranslationWhoseFormsReadOtherArgumentsIsAnError() throws {
    let mismatch = try findings(english: english, korean: [("other", "초대코드 %@개로 다시 참여할 수 있어요.")])
    #expect(mismatch.map(\.rule) == ["plural-format"])
    #expect(mismatch.first?.language == "ko")
    #expect(mismatch.first?.message.contains("but the en value takes %lld") == true, "\(mismatch.first?.message ?? "")")
    // A form may leave out the count that chooses it.
    let oneWithoutCount = [("one", "You can join again with one invite code."), ("other", "You can join again with %lld invite codes.")]
    #expect(try findings(english: oneWithoutCount, korean: [("other", "초대코드 %lld개로 다시 참여할 수 있어요.")]).isEmpty)
  }

  @Test func namedSpecifiersAgreeByName() throws {
    let named = [
      ("one", "You can join again with %(count)lld invite code."), ("other", "You can join again with %(count)lld invite codes."),
    ]
    #expect(try findings(english: named, korean: [("other", "초대코드 %(count)lld개로 다시 참여할 수 있어요.")]).isEmpty)
  }
}
