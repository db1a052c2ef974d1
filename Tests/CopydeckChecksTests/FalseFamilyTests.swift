import Copydeck
import Foundation
import Testing

@testable import CopydeckChecks

/// The false findings issue 35 found on apps never checked before, one synthetic fixture per family, each with the
/// true case beside it that must still be found.
@Suite struct FalseFamilyTests {

  /// Each finding as `rule language key`, sorted.
  private func found(_ files: [String: String], development: String = "en") throws -> [String] {
    let root = try temporaryFolder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try Checker(localizations: root, developmentLanguage: development).run()
    return report.findings.map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-")" }.sorted()
  }

  /// Product names, a script's name, "Info", numbers, URLs, one-word loanwords and title-case names read the same
  /// in German; the phrase nobody translated is still reported.
  @Test func textLegitimatelyTheSameAsEnglishIsNotUntranslated() throws {
    let table = """
      "product" = "Pocket Casts Plus";
      "script" = "Latin";
      "info" = "Info";
      "count" = "1,000";
      "site" = "https://example.com/help";
      "loanword" = "Podcast";
      "place" = "Hong Kong";
      "version" = "Version %@ (%@)";
      "admin" = "Admin in %@";
      "phrase" = "Hide posts with media";

      """
    #expect(
      try found(["en.lproj/Localizable.strings": table, "de.lproj/Localizable.strings": table]) == ["untranslated de phrase"])
    // Names stay in Latin letters in Korean too; a phrase, or a title with a common word, does not.
    let names = "\"app\" = \"Kiwix\";\n\"id\" = \"Face ID\";\n\"phrase\" = \"Hide posts with media\";\n\"title\" = \"Log In\";\n"
    #expect(
      try found(["en.lproj/Localizable.strings": names, "ko.lproj/Localizable.strings": names]) == [
        "untranslated ko phrase", "untranslated ko title",
      ])
  }

  /// `en-GB`, `pt-PT` and `zh-HK` override a few keys and fall back to `en`, `pt` and `zh-Hant` for the rest; `pt`'s
  /// own missing key is reported once (on `pt`), and `fr-CA`, with no `fr` beside it, still misses its keys.
  @Test func regionalLanguagesOverridingAFewKeysAreNotMissingTheRest() throws {
    let english = "\"a\" = \"Hello there\";\n\"b\" = \"Goodbye now\";\n\"c\" = \"See you soon\";\n"
    let override = "\"a\" = \"Hello, mate\";\n"
    let findings = try found([
      "en.lproj/Localizable.strings": english,
      "en-GB.lproj/Localizable.strings": override,
      "pt.lproj/Localizable.strings": "\"a\" = \"Olá\";\n\"b\" = \"Tchau\";\n",
      "pt-PT.lproj/Localizable.strings": override,
      "zh-Hant.lproj/Localizable.strings": "\"a\" = \"你好\";\n\"b\" = \"再見\";\n\"c\" = \"回頭見\";\n",
      "zh-HK.lproj/Localizable.strings": override,
      "fr-CA.lproj/Localizable.strings": "\"a\" = \"Bonjour\";\n",
    ])
    #expect(
      findings == ["missing-translation fr-CA b", "missing-translation fr-CA c", "missing-translation pt c"])
    #expect(MissingTranslationRule.baseLanguage(of: "zh-HK") == "zh-Hant")
    #expect(MissingTranslationRule.baseLanguage(of: "zh-CN") == "zh-Hans")
    #expect(MissingTranslationRule.baseLanguage(of: "pt-PT") == "pt")
  }

  /// An App Shortcuts catalog (version 1.2) holds phrases as `stringSet`s: no syntax error; a localization with no
  /// value at all still is one.
  @Test func stringSetsAreNotSyntaxErrors() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open ${applicationName}" : {
            "localizations" : {
              "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Start ${applicationName}" ] } },
              "ko" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName} 열기" ] } }
            }
          },
          "Broken" : {
            "localizations" : {
              "ko" : { }
            }
          }
        },
        "version" : "1.2"
      }
      """
    #expect(try found(["mul.lproj/AppShortcuts.xcstrings": catalog]) == ["missing-translation ko Broken", "syntax-error en -"])
  }

  /// `InfoPlist.strings` translates the keys of `Info.plist`, and a table whose English file is empty or absent has
  /// its English in the code (or an `.intentdefinition`): none is compared key by key with an English file; an orphan
  /// elsewhere still is.
  @Test func infoPlistAndCodeDefinedTablesHaveNoOrphans() throws {
    let findings = try found([
      "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a code\";\n",
      "ko.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"코드를 스캔해요\";\n\"CFBundleDisplayName\" = \"앱\";\n",
      "en.lproj/Shared.strings": "\n",
      "ko.lproj/Shared.strings": "\"shared.title\" = \"제목\";\n",
      "ko.lproj/Widgets.strings": "\"0W40Cl\" = \"즐겨찾기\";\n",
      "en.lproj/Localizable.strings": "\"kept\" = \"Kept text here\";\n",
      "ko.lproj/Localizable.strings": "\"kept\" = \"남은 글\";\n\"gone\" = \"지운 글\";\n",
    ])
    #expect(findings == ["empty-table en Shared", "orphan-key ko gone"] || findings == ["orphan-key ko gone"])
  }

  /// A catalog's `""` key, a storyboard label left empty for the code to fill, and its empty translation are meant
  /// to be blank; an empty translation of a real English text is still reported.
  @Test func intendedBlanksAreNotEmptyValues() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="s1">
            <objects>
              <label id="lb1-aa-bb1" text=""/>
              <label id="lb2-aa-bb1" text="Welcome back"/>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                                     "ko" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }
        },
        "version" : "1.0"
      }
      """
    let findings = try found(
      [
        "Base.lproj/Main.storyboard": storyboard,
        "ko.lproj/Main.strings": "\"lb1-aa-bb1.text\" = \"\";\n\"lb2-aa-bb1.text\" = \"\";\n",
      ], development: "Base")
    #expect(findings == ["empty-value ko lb2-aa-bb1.text"])
    #expect(try found(["mul.lproj/Localizable.xcstrings": catalog]).isEmpty)
    // A space for the connector " at " (Korean needs none), and a blank key English does not have: meant, or
    // orphan-key's; an empty "Mobile" is not.
    let connectors = try found([
      "en.lproj/Localizable.strings": "\"at\" = \" at \";\n\"mobile\" = \"Mobile\";\n",
      "ko.lproj/Localizable.strings": "\"at\" = \" \";\n\"mobile\" = \"\";\n\"gone\" = \" \";\n",
    ])
    #expect(connectors == ["empty-value ko mobile", "orphan-key ko gone"])
  }

  /// Formal Korean states in -습니다 and asks in -세요 or a polite -요 question: not mixed. A polite -요 statement beside a formal one is.
  @Test func formalStatementsWithSeyoRequestsAreOneSpeechLevel() {
    #expect(SpeechLevel.endings(in: "저장하지 못했습니다. 다시 시도해 주세요.").polite == nil)
    #expect(SpeechLevel.endings(in: "연결 상태를 확인하세요").polite == nil)
    #expect(SpeechLevel.endings(in: "아직 성분이 없습니다. 도와주실 수 있나요?").polite == nil)
    let mixed = SpeechLevel.endings(in: "저장하지 못했습니다. 다시 시도할게요.")
    #expect(mixed.formal != nil && mixed.polite != nil)
  }

  /// An app whose Korean speaks formal -습니다 is told to write a mixed entry in -습니다, not in Copydeck's own -요.
  @Test func theSpeechLevelFixNamesTheLevelTheCopySpeaks() throws {
    let root = try temporaryFolder([
      "en.lproj/Localizable.strings": """
      "sync.failed.title" = "Sync failed";
      "sync.failed.message" = "Winter is coming. Updates aren't yet.";
      "saved" = "Saved.";
      "deleted" = "Deleted.";
      """,
      "ko.lproj/Localizable.strings": """
      "sync.failed.title" = "동기화하지 못했습니다";
      "sync.failed.message" = "겨울이 오고 있습니다. 업데이트는 아직이죠.";
      "saved" = "저장했습니다.";
      "deleted" = "삭제했습니다.";
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let findings = try Checker(localizations: root, developmentLanguage: "en").run().findings.filter { $0.rule == "ko-speech-level" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.hasSuffix("write every sentence of the entry in -습니다, the level 4 of its Korean texts speak") == true)
  }

  /// U+3000 is ordinary in Japanese and Chinese and a thin space ordinary in French; in Korean both are stray.
  @Test func ideographicSpaceIsOrdinaryInJapaneseAndChinese() {
    #expect(!FullWidthSpaceRule.isStray("\u{3000}", language: "ja"))
    #expect(!FullWidthSpaceRule.isStray("\u{3000}", language: "zh-Hant"))
    #expect(!FullWidthSpaceRule.isStray("\u{2009}", language: "fr"))
    #expect(FullWidthSpaceRule.isStray("\u{3000}", language: "ko"))
    #expect(FullWidthSpaceRule.isStray("\u{2009}", language: "ko"))
    #expect(FullWidthSpaceRule.isStray("\u{3164}", language: "ja"))
  }

  /// The toolchain's CLDR (46): Hebrew has no `many` any more, Catalan has one, for a million and compact numbers
  /// only, so a Catalan plural needs only `one` and `other`.
  @Test func pluralDataIsTheToolchainsCLDR() {
    #expect(PluralRules(language: "he").categories == [.one, .two, .other])
    #expect(PluralRules(language: "ca").categories == [.one, .many, .other])
    #expect(PluralRules(language: "ca").requiredCategories == [.one, .other])
  }

  /// Polish `other` is for fractions only, so a plural without `many` shows `other` for 5, 6, …, and for no whole
  /// number else: the translator's `other` (`postów`) is the `many` form. Without `few` (alone or with `many`), 2
  /// reads like 5: still reported.
  @Test func oneMissingFormThatOtherServesIsNotMissing() throws {
    func forms(_ forms: [String: String]) -> String {
      let inner = forms.sorted { $0.key < $1.key }.map {
        #""\#($0.key)" : { "stringUnit" : { "state" : "translated", "value" : "\#($0.value)" } }"#
      }
      return #"{ "variations" : { "plural" : { \#(inner.joined(separator: ", ")) } } }"#
    }
    let english = forms(["one": "%lld post", "other": "%lld posts"])
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "posts %lld" : { "localizations" : { "en" : \(english), "pl" : \(forms(["one": "%lld post", "few": "%lld posty", "other": "%lld postów"])) } },
          "likes %lld" : { "localizations" : { "en" : \(english), "pl" : \(forms(["one": "%lld polubienie", "other": "%lld polubień"])) } },
          "votes %lld" : { "localizations" : { "en" : \(english), "pl" : \(forms(["one": "%lld głos", "many": "%lld głosów", "other": "%lld głosu"])) } }
        },
        "version" : "1.0"
      }
      """
    #expect(try found(["mul.lproj/Localizable.xcstrings": catalog]) == ["plural-forms pl likes %lld", "plural-forms pl votes %lld"])
  }

  /// Without a manifest a standard's name (`ERC-721`) is what the copy means; a code in a failure is still reported.
  @Test func standardsNamesAreNoRawCodesWithoutAManifest() throws {
    let english = "\"token\" = \"Token ID (only for ERC721)\";\n\"failed\" = \"Sign-in failed (ATF0002)\";\n"
    let korean = "\"token\" = \"토큰 ID (ERC721 전용)\";\n\"failed\" = \"로그인 실패 (ATF0002)\";\n"
    #expect(
      try found(["en.lproj/Wallet.strings": english, "ko.lproj/Wallet.strings": korean]) == [
        "hig-raw-code en failed", "hig-raw-code ko failed",
      ])
  }

  /// translatewiki.net's `qqq.lproj` documents each key for translators: no language, nothing to compare.
  @Test func messageDocumentationIsNotATranslation() throws {
    let findings = try found([
      "en.lproj/Localizable.strings": "\"files.title\" = \"%@ files\";\n\"files.count\" = \"Files here\";\n",
      "qqq.lproj/Localizable.strings": "\"files.title\" = \"Title of the file list; the parameter is the count\";\n",
      "de.lproj/Localizable.strings": "\"files.title\" = \"Dateien\";\n\"files.count\" = \"Dateien hier\";\n",
    ])
    #expect(findings == ["format-mismatch de files.title"])
  }

  /// Without a manifest nothing picks a particle at run time, and the value is often one name whose particle fits
  /// (`Element를`): `ko-particle` is off; with one it runs (RuleFixtureTests' `ko-particle` fixture).
  @Test func koreanParticlesAreCheckedOnlyWithAManifest() throws {
    let findings = try found([
      "en.lproj/Localizable.strings": "\"install\" = \"Install %@ on another device\";\n",
      "ko.lproj/Localizable.strings": "\"install\" = \"%@를 다른 기기에 설치해 주세요\";\n",
    ])
    #expect(findings.isEmpty)
  }

  /// The key passes a count (`favorite %lld`): German may choose `hat`/`haben` by it though English needs no plural,
  /// and Korean, with one plural form, may write the value once. A translation that drops another argument is still
  /// a mismatch.
  @Test func aTranslationMayDifferInTheCountAlone() throws {
    let german =
      #"{ "stringUnit" : { "state" : "translated", "value" : "%#@count@" }, "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "hat favorisiert" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "haben favorisiert" } } } } } } }"#
    let followers =
      #"{ "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : { "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ follower" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ followers" } } } } } } }"#
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "favorite %lld" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } },
            "de" : \(german),
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "좋아요함" } } } },
          "followers %lld %@" : { "localizations" : {
            "en" : \(followers),
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Follower" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "팔로워 %2$@명" } } } }
        },
        "version" : "1.0"
      }
      """
    // Korean's %2$@ alone leaves argument 1 unread, which format-invalid reports; plural-format does not repeat it.
    #expect(
      try found(["mul.lproj/Localizable.xcstrings": catalog]) == [
        "format-invalid ko followers %lld %@", "plural-format de followers %lld %@",
      ])
  }
}
