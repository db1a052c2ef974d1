import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// A lazy catalog checks an entry's copy in a language other than the development one without reading the
/// development language's table when the copy cannot depend on it (``EntryValidator/copyWithoutReference(of:language:)``),
/// so a launch's first resolution in `ko-KR` parses `ko.lproj`'s table only, as `Bundle` does; and in every case where it
/// could depend on it, the copy and the trail are still the eager catalog's.
@Suite struct LazyReferenceTests {
  /// One catalog: an entry without arguments, `alert.plain` in table `Alerts`, and the common failure in `Common`;
  /// `files` are the tables' texts by path (`ko.lproj/Alerts.strings`), over plain English and Korean ones.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    /// Whether the Korean copy can be checked without the English one (the first resolution in `ko-KR` then reads
    /// `ko.lproj` alone when the Korean copy is valid).
    var readsOneTable: Bool
    var testDescription: String { name }
  }

  static let englishAlerts = """
    "alert.plain.title" = "Saved";
    "alert.plain.message" = "Your changes are saved.";
    "alert.plain.button.ok" = "OK";

    """

  static let koreanAlerts = """
    "alert.plain.title" = "저장했어요";
    "alert.plain.message" = "변경 사항을 저장했어요.";
    "alert.plain.button.ok" = "확인";

    """

  /// An English `.stringsdict` whose title varies by a count at argument 1 and shows no number.
  static let englishPlural = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>alert.plain.title</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@items@</string>
    \t\t<key>items</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>Saved one</string>
    \t\t\t<key>other</key>
    \t\t\t<string>Saved all</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  static let cases: [Case] = [
    Case(name: "both languages plain", files: [:], readsOneTable: true),
    Case(
      name: "Korean reads an argument the manifest does not declare",
      files: ["ko.lproj/Alerts.strings": koreanAlerts.replacingOccurrences(of: "저장했어요\";", with: "%@ 저장했어요\";")],
      readsOneTable: false),
    Case(
      name: "Korean reads an argument and English has no title",
      files: [
        "ko.lproj/Alerts.strings": koreanAlerts.replacingOccurrences(of: "저장했어요\";", with: "%@ 저장했어요\";"),
        "en.lproj/Alerts.strings": englishAlerts.replacingOccurrences(of: "\"alert.plain.title\" = \"Saved\";\n", with: ""),
      ],
      readsOneTable: false),
    Case(
      name: "English reads an argument the manifest does not declare",
      files: ["en.lproj/Alerts.strings": englishAlerts.replacingOccurrences(of: "\"Saved\"", with: "\"Saved %@\"")],
      readsOneTable: true),
    Case(
      name: "Korean title blank",
      files: ["ko.lproj/Alerts.strings": koreanAlerts.replacingOccurrences(of: "\"저장했어요\"", with: "\" \"")],
      readsOneTable: true),
    Case(
      name: "Korean has no message",
      files: ["ko.lproj/Alerts.strings": koreanAlerts.replacingOccurrences(of: "\"alert.plain.message\" = \"변경 사항을 저장했어요.\";\n", with: "")],
      readsOneTable: true),
    Case(
      name: "Korean button reads an argument",
      files: ["ko.lproj/Alerts.strings": koreanAlerts.replacingOccurrences(of: "\"확인\"", with: "\"%d 확인\"")],
      readsOneTable: false),
    Case(name: "no Korean table", files: ["ko.lproj/Alerts.strings": ""], readsOneTable: true),
    Case(
      name: "English table does not parse", files: ["en.lproj/Alerts.strings": "\"alert.plain.title\" = \"Saved;\n"], readsOneTable: true),
    Case(name: "English title varies by a count", files: ["en.lproj/Alerts.stringsdict": englishPlural], readsOneTable: false),
  ]

  /// A new folder with the case's catalog (an empty text in `files` leaves that file out).
  static func folder(_ testCase: Case) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-reference-\(UUID().uuidString)")
    var files = [
      "en.lproj/Alerts.strings": englishAlerts, "ko.lproj/Alerts.strings": koreanAlerts,
      "en.lproj/Common.strings": "\"common.unknown.title\" = \"Something went wrong\";\n\"common.unknown.button.ok\" = \"OK\";\n",
      "ko.lproj/Common.strings": "\"common.unknown.title\" = \"문제가 생겼어요\";\n\"common.unknown.button.ok\" = \"확인\";\n",
    ]
    files.merge(testCase.files) { $1 }
    files["catalog.json"] = """
      {
        "developmentLanguage": "en",
        "languages": ["en", "ko"],
        "commonFailure": "common.unknown",
        "entries": [
          {"id": "common.unknown", "kind": "alert", "category": "common", "table": "Common",
           "buttons": [{"id": "ok", "role": "default", "preferred": true}], "note": "Any failure."},
          {"id": "alert.plain", "kind": "alert", "category": "business", "table": "Alerts",
           "buttons": [{"id": "ok", "role": "default", "preferred": true}], "note": "Saved."}
        ]
      }
      """
    for (path, text) in files where !text.isEmpty {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return url
  }

  /// The copy and the whole trail of a resolution, as text.
  static func describe(_ copy: ResolvedCopy) -> String {
    "\(copy.id) \(copy.language) \(copy.title ?? "-") | \(copy.message ?? "-") | \(copy.buttons.map(\.label)) "
      + "fallback=\(copy.isFallback)\n" + copy.trail.map(\.description).joined(separator: "\n")
  }

  @Test(arguments: cases) func theFirstResolutionIsTheEagerOneAndReadsTheDevelopmentTableOnlyWhenItMustBe(_ testCase: Case) throws {
    let url = try Self.folder(testCase)
    defer { try? FileManager.default.removeItem(at: url) }
    let eager = try Catalog.load(from: url, loading: .eager)
    let lazy = try Catalog.load(from: url)
    guard case .lazy(let tables) = lazy.tables else {
      Issue.record("Catalog.load must list the tables, not parse them")
      return
    }
    let first = lazy.resolve(id: "alert.plain", locale: "ko-KR")
    #expect(Self.describe(first) == Self.describe(eager.resolve(id: "alert.plain", locale: "ko-KR")))
    if testCase.readsOneTable && first.language == "ko" {
      #expect(tables.parsedCount == 1, "ko.lproj/Alerts.strings only")
      #expect(lazy.resolver.references.computedCount == 0, "the English copy is not checked")
    }
    if !testCase.readsOneTable {
      #expect(lazy.resolver.references.computedCount >= 1, "the Korean copy depends on the English one, which is checked")
    }
    for locale in ["ko", "en", "en-US", "fr-FR", "ko-KR"] {
      #expect(
        Self.describe(lazy.resolve(id: "alert.plain", locale: locale)) == Self.describe(eager.resolve(id: "alert.plain", locale: locale)))
      #expect(
        Self.describe(lazy.resolve(id: "common.unknown", locale: locale))
          == Self.describe(eager.resolve(id: "common.unknown", locale: locale)))
    }
  }
}
