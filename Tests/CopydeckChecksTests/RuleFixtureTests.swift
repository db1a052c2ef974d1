import Foundation
import Testing

@testable import CopydeckChecks

/// One fixture catalog and the exact findings it must produce.
struct RuleCase: CustomTestStringConvertible, Sendable {
  var fixture: String
  var expected: [Expected]
  var testDescription: String { fixture }

  init(_ fixture: String, _ expected: Expected...) {
    self.fixture = fixture
    self.expected = expected
  }
}

/// Every rule has a fixture named after it that triggers that rule and nothing else.
let ruleCases: [RuleCase] = [
  RuleCase("syntax-error", Expected("syntax-error", "ko.lproj/Alerts.strings", 3, "ko", nil)),
  RuleCase("silent-stop", Expected("silent-stop", "ko.lproj/Alerts.strings", 8, "ko", nil)),
  RuleCase(
    "lookalike-key", Expected("lookalike-key", "en.lproj/Alerts.strings", 2, "en", "cafe\u{301}"),
    Expected("lookalike-key", "ko.lproj/Alerts.strings", 2, "ko", "cafe\u{301}")),
  RuleCase("empty-table", Expected("empty-table", "en.lproj/Empty.strings", 1, "en", nil)),
  RuleCase("mixed-encoding", Expected("mixed-encoding", "en.lproj/Legal.strings", 1, "en", nil)),
  RuleCase("table-name-case", Expected("table-name-case", "ko.lproj/infoPlist.strings", 1, "ko", nil)),
  // Two tables of one language whose names differ only in case: one finding that names both.
  RuleCase("table-name-case-one-language", Expected("table-name-case", "ko.lproj/infoPlist.strings", 1, "ko", nil)),
  RuleCase("missing-development", Expected("missing-development", "en.lproj/Alerts.strings", 1, "en", "group.leave.message")),
  RuleCase("missing-translation", Expected("missing-translation", "ko.lproj/Alerts.strings", 1, "ko", "group.leave.message")),
  RuleCase(
    "missing-translation-without-manifest",
    Expected("missing-translation", "ko.lproj/Alerts.strings", 1, "ko", "group.leave.message")),
  RuleCase("empty-value", Expected("empty-value", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("orphan-key", Expected("orphan-key", "ko.lproj/Alerts.strings", 8, "ko", "group.leave.note")),
  RuleCase("orphan-key-without-manifest", Expected("orphan-key", "ko.lproj/Alerts.strings", 8, "ko", "group.leave.note")),
  RuleCase("untranslated", Expected("untranslated", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("duplicate-key", Expected("duplicate-key", "ko.lproj/Alerts.strings", 8, "ko", "group.leave.button.leave")),
  RuleCase("format-invalid", Expected("format-invalid", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("plural-forms", Expected("plural-forms", "en.lproj/Alerts.stringsdict", 5, "en", "group.invites.message")),
  RuleCase("plural-unused-form", Expected("plural-unused-form", "Alerts.xcstrings", 110, "ko", "group.leave.message")),
  RuleCase("plural-format", Expected("plural-format", "Alerts.xcstrings", 110, "ko", "group.leave.message")),
  // Shapes Foundation formats: forms that mix %1$@ with %ld (numbered from their %#@name@'s argument), a form whose
  // own %2$#@copies@ skips the count that chose it; French and Italian without the `many` only millions take. Only
  // Italian's dropped name (%1$@, shown in every English form) is a problem.
  RuleCase("plural-format-foundation", Expected("plural-format", "it.lproj/People.stringsdict", 5, "it", "people.mutual")),
  RuleCase("format-mismatch", Expected("format-mismatch", "ko.lproj/Alerts.strings", 4, "ko", "group.leave.title")),
  RuleCase("format-added", Expected("format-added", "ko.lproj/Photos.strings", 2, "ko", "photos.count")),
  // Its .copydeck.json declares ${name} and %0; "%0 cores" is not a String(format:) template, and ko's {name} is no placeholder.
  RuleCase(
    "placeholder-mismatch", Expected("placeholder-mismatch", "ko.lproj/Main.strings", 1, "ko", "shared.by"),
    Expected("placeholder-mismatch", "ko.lproj/Main.strings", 3, "ko", "cpu.cores")),
  RuleCase(
    "unused-argument", Expected("unused-argument", "en.lproj/Alerts.strings", 5, "en", "group.leave.message"),
    Expected("unused-argument", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("hig-too-many-buttons", Expected("hig-too-many-buttons", "catalog.json", 23, nil, nil)),
  RuleCase("hig-multiple-cancel", Expected("hig-multiple-cancel", "catalog.json", 39, nil, nil)),
  RuleCase("hig-cancel-label", Expected("hig-cancel-label", "ko.lproj/Alerts.strings", 6, "ko", "group.leave.button.cancel")),
  RuleCase("hig-cancel-preferred", Expected("hig-cancel-preferred", "catalog.json", 23, nil, "group.leave.button.cancel")),
  RuleCase("hig-sheet-preferred", Expected("hig-sheet-preferred", "catalog.json", 23, nil, "group.leave.button.leave")),
  RuleCase("hig-ok-on-decision", Expected("hig-ok-on-decision", "ko.lproj/Alerts.strings", 7, "ko", "group.leave.button.leave")),
  RuleCase("hig-yes-no", Expected("hig-yes-no", "en.lproj/Alerts.strings", 7, "en", "group.leave.button.leave")),
  RuleCase("hig-destructive-without-cancel", Expected("hig-destructive-without-cancel", "catalog.json", 23, nil, nil)),
  RuleCase("hig-generic-title", Expected("hig-generic-title", "en.lproj/Alerts.strings", 1, "en", "common.unknown.title")),
  RuleCase("hig-raw-code", Expected("hig-raw-code", "ko.lproj/Alerts.strings", 2, "ko", "common.unknown.message")),
  RuleCase(
    "hig-message-repeats-title",
    Expected("hig-message-repeats-title", "en.lproj/Alerts.strings", 2, "en", "common.unknown.message")),
  RuleCase(
    "hig-long-button-label", Expected("hig-long-button-label", "en.lproj/Alerts.strings", 3, "en", "common.unknown.button.retry")),
  RuleCase(
    "hig-button-punctuation", Expected("hig-button-punctuation", "en.lproj/Alerts.strings", 7, "en", "group.leave.button.leave")),
  RuleCase("fit-title-lines", Expected("fit-title-lines", "en.lproj/Alerts.strings", 4, "en", "group.leave.title")),
  RuleCase("fit-message-scroll", Expected("fit-message-scroll", "en.lproj/Alerts.strings", 5, "en", "group.leave.message")),
  RuleCase("fit-buttons-stack", Expected("fit-buttons-stack", "en.lproj/Alerts.strings", 7, "en", "group.leave.button.leave")),
  RuleCase("fit-placeholder", Expected("fit-placeholder", "en.lproj/Alerts.strings", 4, "en", "todo.full.message")),
  RuleCase("ko-particle", Expected("ko-particle", "ko.lproj/Alerts.strings", 4, "ko", "group.leave.title")),
  RuleCase("ko-speech-level", Expected("ko-speech-level", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("fullwidth-space", Expected("fullwidth-space", "ko.lproj/Alerts.strings", 5, "ko", "group.leave.message")),
  RuleCase("mixed-width-punctuation", Expected("mixed-width-punctuation", "en.lproj/Alerts.strings", 4, "en", "group.leave.title")),
  // The only punctuation of the Korean title is a full-width ！: nothing half-width to clash with, still reported.
  RuleCase("ko-fullwidth-punctuation", Expected("ko-fullwidth-punctuation", "ko.lproj/Alerts.strings", 1, "ko", "common.unknown.title")),
  RuleCase("manifest-invalid", Expected("manifest-invalid", "catalog.json", 48, nil, nil)),
  RuleCase("unused-suppression", Expected("unused-suppression", "catalog.json", 23, nil, nil)),
  RuleCase(
    "review-state", Expected("review-state", "Alerts.xcstrings", 101, "ko", "group.leave.message"),
    Expected("review-state", "Alerts.xcstrings", 118, "ko", "group.leave.title")),
  RuleCase("stale-key", Expected("stale-key", "Alerts.xcstrings", 95, "en", "group.leave.message")),
  // The review file beside the tables records "Leave the group?"; the English title is now "Leave %@?".
  RuleCase("translation-outdated", Expected("translation-outdated", "ko.lproj/Alerts.strings", 4, "ko", "group.leave.title")),
  // A String Catalog key marked "Don't translate" may read the same in every language.
  RuleCase("untranslated-dont-translate"),
  RuleCase("clean"),
  RuleCase("clean-without-manifest"),
  RuleCase("suppressed"),
  // Explicit keys, a "cancel" key two entries share, and a shared table with the app's own strings (not orphans).
  RuleCase("shared-keys"),
  // The shared key missing in Korean is one finding, not one per entry that uses it.
  RuleCase("shared-key-missing", Expected("missing-translation", "ko.lproj/Localizable.strings", 1, "ko", "cancel")),
  // Without a manifest, a key a language defines only in its .stringsdict is present (ko's files.ready), a development
  // key only the .stringsdict has must be translated (fr's files.shared), a translation that drops its count is
  // plural-format's (not also format-mismatch's), and a .stringsdict key the development text lacks is an orphan.
  // A %#@fils@ no dictionary defines does not resolve: a syntax error at it, and the key is not there for Korean.
  RuleCase(
    "stringsdict-unresolved-reference", Expected("missing-translation", "ko.lproj/A.stringsdict", 1, "ko", "files.count"),
    Expected("syntax-error", "ko.lproj/A.stringsdict", 3, "ko", nil)),
  RuleCase(
    "stringsdict-keys", Expected("missing-translation", "fr.lproj/Files.strings", 1, "fr", "files.shared"),
    Expected("plural-format", "ko.lproj/Files.strings", 3, "ko", "files.shared"),
    Expected("orphan-key", "ko.lproj/Files.stringsdict", 10, "ko", "files.extra")),
  // The permission prompts: purpose strings checked against the Info.plist beside the folder.
  RuleCase(
    "purpose-string-missing", Expected("purpose-string-missing", "ko.lproj/InfoPlist.strings", 1, "ko", "NSCameraUsageDescription")),
  RuleCase(
    "purpose-string-undeclared",
    Expected("purpose-string-undeclared", "ko.lproj/InfoPlist.strings", 2, "ko", "NSBluetoothAlwaysUsageDescription")),
  RuleCase("purpose-string-vague", Expected("purpose-string-vague", "en.lproj/InfoPlist.strings", 1, "en", "NSCameraUsageDescription")),
  RuleCase(
    "location-when-in-use-missing",
    Expected("location-when-in-use-missing", "Info.plist", 5, "en", "NSLocationAlwaysAndWhenInUseUsageDescription")),
]

/// The exact message of every finding of every rule case, in the order of its findings; a fixture's own path is
/// written `<fixture>/` (messages that name another file give its full path).
let ruleMessages: [String: [String]] = [
  "clean": [],
  "clean-without-manifest": [],
  "duplicate-key": [
    #"key "group.leave.button.leave" is defined again; the device uses this later value and ignores the one at <fixture>/ko.lproj/Alerts.strings:7:1; delete one of the two entries"#
  ],
  "empty-table": [
    #"the table is empty (0 bytes), so the device has no en copy from it; restore its entries from version control, or delete the file if the table is gone"#
  ],
  "empty-value": [
    #"the ko value of "group.leave.message" is empty, so the person sees a blank; write the ko copy, or delete the entry so the development language's text is used"#
  ],
  "fit-buttons-stack": [
    #"the button label "Permanently Leave Everything" is estimated at 219 pt, wider than the 119 pt that fit beside another button, so iOS stacks both buttons (2 lines instead of 1); shorten it"#
  ],
  "fit-message-scroll": [
    #"the message is estimated at 40 lines at 13 pt; about 26 fit before the alert scrolls on a 4.7-inch iPhone; cut it to what the person needs to decide"#
  ],
  "fit-placeholder": [
    #"the placeholder is estimated at 548 pt at 17 pt, wider than the 311 pt a text field has on a 375 pt iPhone, so iOS cuts it off with …; shorten it to why the field is disabled"#
  ],
  "fit-title-lines": [
    #"the title is estimated at 4 lines at 17 pt in a 270 pt alert (at most 2 fit); shorten it and move the detail to the message"#
  ],
  "format-added": [
    #"the ko value of "photos.count" has %d but the en value "Photos selected" has no specifier, so the app shows it as it is; write the ko copy without %d, or add the specifier to the en value too"#
  ],
  "format-invalid": [
    #"in the ko value of "group.leave.message", at character 4: '% 다' is not a format specifier; write %% for a percent sign, or use %@, %d, %ld, %lld, %u, %f"#
  ],
  "format-mismatch": [
    #"the ko value of "group.leave.title" takes 1: %d but the en value takes 1: %@; use the same specifiers (numbered ones such as %1$@ may change order), or the app shows en instead"#
  ],
  "fullwidth-space": [
    #"the ko text of "group.leave.message" contains U+3000 (IDEOGRAPHIC SPACE); replace it with an ordinary space"#
  ],
  "hig-button-punctuation": [
    #"the button label "Leave." ends with "."; remove it"#
  ],
  "hig-cancel-label": [
    #"the cancel button is labelled "닫기"; label it "취소", as iOS does, or give the button another role if it does something"#
  ],
  "hig-cancel-preferred": [
    #"the cancel button 'cancel' of 'group.leave' is marked preferred; remove "preferred" from it and mark the likeliest action preferred, or none"#
  ],
  "hig-destructive-without-cancel": [
    #"'group.leave' has a destructive button but no cancel button; add { "id": "cancel", "role": "cancel" } with the labels Cancel / 취소"#
  ],
  "hig-generic-title": [
    #"the title "Error 329347" does not say what happened; describe the situation ("Group Is Full", "그룹 인원이 가득 찼어요")"#
  ],
  "hig-long-button-label": [
    #"the button label "Try Again Right Now" has 4 words; shorten it to one to three words that name the action, and explain in the message"#
  ],
  "hig-message-repeats-title": [
    #"the message starts by repeating the title "Something Went Wrong"; use the message for why it happened and what to do next"#
  ],
  "hig-multiple-cancel": [
    #"more than one cancel button (the first is at line 29): UIKit crashes on an alert with two cancel buttons; keep one cancel button and give the others the role default"#
  ],
  "hig-ok-on-decision": [
    #""확인" does not say what happens in an alert that asks for a decision; name the action (Delete / 삭제, Leave / 나가기, Sign In / 로그인)"#
  ],
  "hig-raw-code": [
    #"the ko text of "common.unknown.message" shows the code CGF-0003; say what happened and what to do instead (map the code to an entry with "codes" in catalog.json, and log it for support)"#
  ],
  "hig-sheet-preferred": [
    #"'group.leave' is presented as an action sheet, which ignores the preferred button 'leave' (nothing is drawn bold and Return does nothing); remove "preferred", or present it as an alert ("presentation": "alert") to make that button bold"#
  ],
  "hig-too-many-buttons": [
    #"'group.leave' has 4 buttons; an alert has at most three — keep the essential ones and move the other choices to an action sheet or a screen"#
  ],
  "hig-yes-no": [
    #""Yes" answers a question instead of naming an action; label the button a verb for the action (Delete / 삭제, Join / 참여하기)"#
  ],
  "ko-fullwidth-punctuation": [
    #""！" in the ko text of "common.unknown.title" is a full-width mark; Korean UI copy writes half-width punctuation, so write "!" (전각 문장부호 "！" 대신 반각 "!"를 써주세요)"#
  ],
  "ko-particle": [
    #"%@를 fixes the particle whatever the value is; write %@을(를) and Copydeck picks the form that fits the value"#
  ],
  "ko-speech-level": [
    #"'group.leave' mixes the formal "있습니다" (-합니다) with the polite "받아요" (-요); write every sentence of the entry in -요"#
  ],
  "lookalike-key": [
    #"key "café" looks the same as the key at <fixture>/en.lproj/Alerts.strings:1:1 but is written with different Unicode characters (U+301 vs U+E9); iOS treats them as two keys; retype one of the keys so both use the same characters (usually the precomposed, NFC form)"#,
    #"key "café" looks the same as the key at <fixture>/ko.lproj/Alerts.strings:1:1 but is written with different Unicode characters (U+301 vs U+E9); iOS treats them as two keys; retype one of the keys so both use the same characters (usually the precomposed, NFC form)"#,
  ],
  "manifest-invalid": [
    #"unknown field 'colour'; remove it or rename it to one of: allow, arguments, buttons, category, codes, id, keys, kind, message, note, pluralArgument, presentation, retryable, severity, table (until it loads, only the rules that need no manifest run)"#
  ],
  "missing-development": [
    #""group.leave.message" is missing from en.lproj/Alerts.strings, the development language every other language falls back to; add "group.leave.message" = "…"; there"#
  ],
  "missing-translation": [
    #"no ko translation of "group.leave.message" (en: "You can join again with a new invite code."); add "group.leave.message" = "…"; to ko.lproj/Alerts.strings"#
  ],
  "missing-translation-without-manifest": [
    #"no ko translation of "group.leave.message" (en: "You can join again with a new invite code."); add "group.leave.message" = "…"; to ko.lproj/Alerts.strings"#
  ],
  "mixed-encoding": [
    #"the table is saved as UTF-16 little-endian while the other tables in en.lproj are UTF-8; save it as UTF-8 so every tool reads the folder the same way"#
  ],
  "mixed-width-punctuation": [
    #""？" is full-width while the rest of 'group.leave' uses half-width punctuation; write "?""#
  ],
  "orphan-key": [
    #"no manifest entry uses "group.leave.note"; delete it, or add the entry (or its button or message) to catalog.json"#
  ],
  "orphan-key-without-manifest": [
    #""group.leave.note" is not in en.lproj/Alerts.strings, the development text; add it there, or delete it here"#
  ],
  "placeholder-mismatch": [
    #"the ko value of "shared.by" lacks ${name}; write the same placeholders as "Shared by ${name}" (자리표시자를 개발 언어 값과 똑같이 써주세요)"#,
    #"the ko value of "cpu.cores" lacks %0 and has %1 the en value does not; write the same placeholders as "%0 cores" (자리표시자를 개발 언어 값과 똑같이 써주세요)"#,
  ],
  "plural-format": [
    #"'group.leave.message' in ko takes %@ but the en value takes %lld; use the same specifiers in every form (a form may leave out the count), or the app shows en instead"#
  ],
  "plural-format-foundation": [
    #"'people.mutual' in it takes %2$ld and a count at argument 1 but the en value takes %1$@ %2$ld; use the same specifiers in every form (a form may leave out the count), or the app shows en instead"#
  ],
  "plural-forms": [
    #"'codes' has no 'one' form, which en needs (its required forms are one, other); add it so every count has its form"#
  ],
  "plural-unused-form": [
    #"'group.leave.message' has a 'one' form, which ko never uses (its forms are other); no count shows it: move the text to a form ko uses, or delete it"#
  ],
  "review-state": [
    #"the ko text of "group.leave.message" needs review (its source changed, or a translator asked for a second look); check it and mark it translated in Xcode"#,
    #"the ko text of "group.leave.title" is new (never translated); check it and mark it translated in Xcode"#,
  ],
  "translation-outdated": [
    #"the ko text of "group.leave.title" was confirmed against the en text "Leave the group?", which is now "Leave %@?"; check it and save a new one, or, when it is still right, run copydeck confirm <fixture>/ko.lproj/Alerts.strings "group.leave.title""#
  ],
  "shared-key-missing": [
    #"no ko translation of "cancel" (en: "Cancel"); add "cancel" = "…"; to ko.lproj/Localizable.strings"#
  ],
  "shared-keys": [],
  "silent-stop": [
    #"Apple's parser stops at an ideographic (full-width) space (U+3000) without an error: the device ignores the rest of the file (0 entries below this point); replace it with an ordinary space (U+0020) or delete it"#
  ],
  "stale-key": [
    #""group.leave.message" is marked stale: Xcode no longer finds it in the code; delete it from Alerts.xcstrings, or use it again"#
  ],
  "stringsdict-keys": [
    #"no fr translation of "files.shared" (en: "%1$@ shared %2$d files with you"); add "files.shared" = "…"; to fr.lproj/Files.strings, or its plural forms to fr.lproj/Files.stringsdict"#,
    #"'files.shared' in ko takes %@ but the en value takes %1$@ %2$d; use the same specifiers in every form (a form may leave out the count), or the app shows en instead"#,
    #""files.extra" is not in en.lproj/Files.stringsdict or en.lproj/Files.strings, the development text; add it there, or delete it here"#,
  ],
  "suppressed": [],
  "stringsdict-unresolved-reference": [
    #"no ko translation of "files.count" (en: "%1$d files"); add "files.count" = "…"; to ko.lproj/A.strings, or its plural forms to ko.lproj/A.stringsdict"#,
    #""files.count" uses %#@fils@ but defines no "fils"; add <key>fils</key><dict>…</dict> with NSStringFormatSpecTypeKey, NSStringFormatValueTypeKey and the plural forms"#,
  ],
  "syntax-error": [
    #"this string is never closed; Apple's parser rejects the whole file; add the closing " (a quote inside a string is written \")"#
  ],
  "table-name-case": [
    #"the development table is InfoPlist, but this one is named infoPlist; the device looks tables up by exact name, so none of the ko copy in it is shown; rename the file to InfoPlist.strings"#
  ],
  "table-name-case-one-language": [
    #"ko.lproj/infoPlist.strings and ko.lproj/InfoPlist.strings differ only in case; on a case-insensitive disk one overwrites the other and the device reads only one; merge them into one table"#
  ],
  "untranslated": [
    #"the ko text of "group.leave.message" is the same as the en text "You can join again with a new invite code."; translate it (if it really is the same in ko, allow the rule for this entry in catalog.json with the reason)"#
  ],
  "untranslated-dont-translate": [],
  "unused-argument": [
    #"argument 2 'members' (%d) is never shown in the en copy of 'group.leave'; show it where the en text should (%2$d, numbering the text's other specifiers too), or remove the argument from catalog.json"#,
    #"argument 2 'members' (%d) is never shown in the ko copy of 'group.leave'; show it where the ko text should (%2$d, numbering the text's other specifiers too), or remove the argument from catalog.json"#,
  ],
  "unused-suppression": [
    #"'group.leave' allows "hig-yes-no", which finds nothing in 'group.leave' any more; remove the allowance"#
  ],
  "purpose-string-missing": [
    #"no ko purpose string for NSCameraUsageDescription ("Scan a friend’s code to add them."): the ko prompt would show it in the development language; add "NSCameraUsageDescription" = "…"; to ko.lproj/InfoPlist.strings"#
  ],
  "purpose-string-undeclared": [
    #"NSBluetoothAlwaysUsageDescription is not declared in <fixture>/Info.plist, so no prompt shows this text; delete it, or declare the key if the app asks for this permission"#
  ],
  "purpose-string-vague": [
    #"the en purpose string of NSCameraUsageDescription, "This app needs access to your camera.", asks for access without saying what for; say what the app does with it"#
  ],
  "location-when-in-use-missing": [
    #"NSLocationAlwaysAndWhenInUseUsageDescription is declared without NSLocationWhenInUseUsageDescription, so iOS shows no location prompt; declare NSLocationWhenInUseUsageDescription beside it, saying why the app needs the location while in use"#
  ],
]

@Suite struct RuleFixtureTests {
  @Test(arguments: ruleCases)
  func fixtureProducesExactlyItsFindings(_ testCase: RuleCase) throws {
    let root = fixturesFolder.appendingPathComponent(testCase.fixture)
    let report = try check(fixture: testCase.fixture)
    #expect(report.findings.map { Expected($0, root: root) } == testCase.expected)
    for finding in report.findings {
      #expect(finding.severity == Rule.named(finding.rule)?.severity)
      #expect(finding.column >= 1)
    }
  }

  /// Every finding says exactly what is wrong and what to do: its whole message, not only where it is.
  @Test(arguments: ruleCases)
  func fixtureFindingsSayExactlyWhatToDo(_ testCase: RuleCase) throws {
    let root = fixturesFolder.appendingPathComponent(testCase.fixture).path + "/"
    let messages = try check(fixture: testCase.fixture).findings.map { $0.message.replacingOccurrences(of: root, with: "<fixture>/") }
    #expect(messages == ruleMessages[testCase.fixture])
  }

  @Test func everyRuleHasAFixtureThatTriggersIt() {
    let covered = Set(ruleCases.filter { $0.fixture.hasPrefix($0.expected.first?.rule ?? "-") }.flatMap { $0.expected.map(\.rule) })
    // The rules that compare code with tables have one fixture of their own (SourceScanFixtureTests).
    for rule in Rule.all where !SourceRules.all.contains(rule) {
      #expect(covered.contains(rule.id), "no fixture named after \(rule.id) triggers it")
    }
  }

  /// docs/rules.md is `copydeck help rules --markdown`: compared, never re-recorded (`make rules-doc` writes it).
  @Test func theRulesReferenceIsGeneratedFromTheRules() throws {
    let reference = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md"), encoding: .utf8)
    #expect(reference == RuleReference.markdown, "docs/rules.md is stale: run `make rules-doc` and commit it")
    for rule in Rule.all {
      let severity = rule.severity.rawValue + (rule.onByDefault ? "" : " (off by default)")
      #expect(reference.contains("| [`\(rule.id)`](#\(rule.id)) | \(severity) |"), "docs/rules.md does not list \(rule.id)")
      #expect(reference.contains("### `\(rule.id)`\n"), "docs/rules.md has no section for \(rule.id)")
    }
  }

  /// Every rule says what it finds in one line, why it matters, shows a reported and a fine example, and how to fix it.
  @Test(arguments: Rule.all.map(\.id))
  func everyRuleIsDocumented(_ id: String) throws {
    let rule = try #require(Rule.named(id))
    #expect(!rule.summary.isEmpty && !rule.summary.contains("\n") && rule.summary.count <= 130)
    #expect(!rule.why.isEmpty && !rule.fix.isEmpty)
    #expect(!rule.bad.isEmpty && !rule.good.isEmpty && rule.bad != rule.good)
    if rule.id.hasPrefix("ko-") {
      #expect(rule.bad.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "a Korean rule's example is Korean")
    }
  }

  @Test func ruleIDsAreUniqueAndStable() {
    let ids = Rule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
  }

  @Test func findingsCarryTheirEntryForThePreview() throws {
    let report = try check(fixture: "hig-yes-no")
    #expect(report.findings(forEntry: "group.leave").map(\.rule) == ["hig-yes-no"])
    #expect(report.findings(forEntry: "common.unknown").isEmpty)
  }

  @Test func messagesSayWhatToChange() throws {
    #expect(try check(fixture: "ko-particle").findings.first?.message.contains("%@을(를)") == true)
    #expect(try check(fixture: "hig-cancel-label").findings.first?.message.contains("\"취소\"") == true)
    #expect(try check(fixture: "fit-title-lines").findings.first?.message.contains("4 lines") == true)
    #expect(try check(fixture: "silent-stop").findings.first?.message.contains("0 entries below") == true)
    let duplicate = try #require(try check(fixture: "duplicate-key").findings.first)
    #expect(duplicate.message.contains("Alerts.strings:7:1"), "the message names the other location")
  }

  @Test func brokenManifestStillRunsTheRulesThatNeedNone() throws {
    let folder = try scratchCopy(of: "manifest-invalid")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"group.leave.message\" = \"\";\n".utf8).write(to: folder.appendingPathComponent("ko.lproj/Alerts.strings"))
    let rules = Set(try Checker(localizations: folder).run().findings.map(\.rule))
    #expect(rules.contains("manifest-invalid"))
    #expect(rules.contains("empty-value"))
    #expect(rules.contains("missing-translation"))
  }

  @Test func developmentLanguageOptionAppliesWithoutAManifest() throws {
    let root = fixturesFolder.appendingPathComponent("orphan-key-without-manifest")
    let report = try Checker(localizations: root, developmentLanguage: "ko").run()
    #expect(report.languages == ["ko", "en"])
    #expect(
      report.findings.map { Expected($0, root: root) } == [
        Expected("missing-translation", "en.lproj/Alerts.strings", 1, "en", "group.leave.note")
      ])
  }

  @Test func missingFolderCannotRun() throws {
    let error = try #require(throws: CheckerError.self) {
      try Checker(localizations: fixturesFolder.appendingPathComponent("no-such-folder")).run()
    }
    guard case .noSuchFolder(let root) = error else { Issue.record("expected noSuchFolder, got \(error)"); return }
    #expect(root.hasSuffix("no-such-folder"))
  }

  @Test func missingDevelopmentLanguageCannotRunWithoutAManifest() throws {
    let error = #expect(throws: CheckerError.self) {
      try Checker(localizations: fixturesFolder.appendingPathComponent("clean-without-manifest"), developmentLanguage: "fr").run()
    }
    guard case .noDevelopmentTables(_, "fr", let found) = error else {
      Issue.record("expected noDevelopmentTables, got \(String(describing: error))"); return
    }
    #expect(!found.isEmpty)
    #expect(error?.description.contains("error: no fr.lproj with .strings tables to compare the other languages with (found ") == true)
  }
}
