import CopydeckChecks
import Foundation
import Testing

/// `copydeck check` over a repository and its `.copydeck.json`: every localizations folder found and checked as its
/// own unit, build folders skipped, the project's settings applied, and a wrong project file refused at its line.
@Suite struct CheckRepositoryTests {
  private let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-repository-\(UUID().uuidString)")

  private func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// An app with two localizations folders (one Korean translation missing a key, one with an app placeholder
  /// dropped) and copies of tables in build and dependency folders that must not be checked.
  private func makeRepository() throws {
    try write("App/Resources/en.lproj/Main.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Goodbye\";\n")
    try write("App/Resources/ko.lproj/Main.strings", "\"hello\" = \"안녕하세요\";\n")
    try write("Widget/en.lproj/Widget.strings", "\"title\" = \"Shared by ${name}\";\n\"brand\" = \"Copydeck\";\n")
    try write("Widget/ko.lproj/Widget.strings", "\"title\" = \"공유했어요\";\n\"brand\" = \"Copydeck\";\n")
    for skipped in [".build/checkouts/SDK", "Pods/SDK", "DerivedData/App/Build", "Vendor/Lib"] {
      try write("\(skipped)/ko.lproj/Main.strings", "\"x\" = \"y\";\n")
    }
  }

  @Test func aRepositoryIsSearchedAndEachFolderCheckedAlone() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRepository()
    try write(".copydeck.json", "{\n  \"ignore\": [\"Vendor\"]\n}\n")
    // Translations of an Intents file, whose source is not a table: no development text, so not a unit.
    try write("Intents/ko.lproj/Intents.strings", "\"x\" = \"y\";\n")
    try write("Intents/ja.lproj/Intents.strings", "\"x\" = \"y\";\n")
    let folders = try RepositoryScan.folders(in: root, ignore: ["Vendor"]).map { String($0.path.dropFirst(root.path.count + 1)) }
    #expect(folders == ["App/Resources", "Intents", "Widget"])
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("App/Resources/ko.lproj/Main.strings:1:1: error: [missing-translation] no ko translation of \"bye\""))
    #expect(!result.stdout.contains("[untranslated]"), "Copydeck is one word, a name that reads the same in Korean")
    #expect(!result.stdout.contains("placeholder-mismatch"), "no placeholder syntax is declared")
    #expect(result.stdout.hasSuffix("development language: en (2 folders)\n"))
    #expect(result.stderr.contains("copydeck check: skipped, \(root.path)/Intents: error: cannot tell which language"))
  }

  /// Two localizations folders of one app share its Info.plist: a purpose string no language translates is reported
  /// once, at the Info.plist, not once per folder.
  @Test func aFindingInTheSharedInfoPlistIsReportedOnce() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write(
      "App/Info.plist",
      "<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>Scan a code to add a friend.</string></dict></plist>\n")
    for folder in ["App/Resources", "App/Settings"] {
      try write("\(folder)/en.lproj/Main.strings", "\"hello\" = \"Hello there\";\n")
      try write("\(folder)/ko.lproj/Main.strings", "\"hello\" = \"안녕하세요\";\n")
    }
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.stdout.components(separatedBy: "[purpose-string-missing]").count == 2, "\(result.stdout)")
  }

  @Test func theProjectFileSetsPlaceholdersAllowedWordsRulesAndFormat() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRepository()
    try write(
      ".copydeck.json",
      """
      {
        "folders": ["Widget"],
        "placeholders": ["${name}"],
        "allowUntranslated": ["Copydeck"],
        "rules": { "placeholder-mismatch": "warning" },
        "format": "github"
      }
      """)
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 0, "the one finding is set to a warning")
    #expect(result.stdout.hasPrefix("::warning file=\(root.path)/Widget/ko.lproj/Widget.strings,line=1,"))
    #expect(result.stdout.contains("placeholder-mismatch"))
    #expect(result.stdout.contains("lacks ${name}"))
    #expect(!result.stdout.contains("untranslated"))
    #expect(!result.stdout.contains("App/Resources"), "only the listed folder is checked")
    #expect(runCopydeck(["check", "--strict", "--localizations", root.path]).status == 1)
  }

  /// A rule off by default (`empty-table`) reports nothing until the project file turns it on, with "on" (its own
  /// severity) or a severity.
  @Test func aRuleOffByDefaultReportsOnlyWhereTheProjectTurnsItOn() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRepository()
    try write("App/Resources/ko.lproj/Empty.strings", "")
    try write("App/Resources/en.lproj/Empty.strings", "\"x\" = \"X\";\n")
    #expect(!runCopydeck(["check", "--all", "--localizations", root.path]).stdout.contains("empty-table"))
    try write(".copydeck.json", #"{ "rules": { "empty-table": "on" } }"#)
    let on = runCopydeck(["check", "--all", "--localizations", root.path]).stdout
    #expect(on.contains("App/Resources/ko.lproj/Empty.strings:1:1: error: [empty-table]"), "\(on)")
    try write(".copydeck.json", #"{ "rules": { "empty-table": "warning" } }"#)
    #expect(runCopydeck(["check", "--all", "--localizations", root.path]).stdout.contains("Empty.strings:1:1: warning: [empty-table]"))
  }

  @Test(arguments: [
    ("{\n  \"folder\": [\"App\"]\n}\n", ".copydeck.json:2:3: error: unknown field \"folder\""),
    ("{\n  \"rules\": {\n    \"no-such-rule\": \"off\"\n  }\n}\n", ".copydeck.json:3:5: error: unknown rule \"no-such-rule\""),
    ("{ \"placeholders\": [\"<name>\"] }", ".copydeck.json:1:3: error: unknown placeholder syntax \"<name>\""),
    ("{ \"format\": \"xml\" }", ".copydeck.json:1:3: error: \"format\" must be one of"),
    ("[1, 2]", ".copydeck.json:1:1: error: the project file must be a JSON object"),
    ("{ \"folders\": ", ".copydeck.json:1:1: error: this is not valid JSON"),
  ])
  func aWrongProjectFileExitsTwoAtItsLine(_ text: String, _ message: String) throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRepository()
    try write(".copydeck.json", text)
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aRepositoryWithoutLocalizationsExitsTwo() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("Sources/App/main.swift", "print(1)\n")
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: no folder with <language>.lproj tables or .xcstrings catalogs found here"))
  }

  @Test(arguments: [
    (PlaceholderSyntax.dollarBraces, "Hi ${name}, {count} new {{x}}", ["${name}"]),
    (.braces, "Hi ${name}, {count} new {{x}}", ["{count}"]),
    (.doubleBraces, "Hi ${name}, {count} new {{x}}", ["{{x}}"]),
    (.percentNumber, "%0 cores, %1$@, %2d, 100%% and %12", ["%0", "%12"]),
  ])
  func placeholdersOfEachSyntax(_ syntax: PlaceholderSyntax, _ text: String, _ expected: [String]) {
    #expect(syntax.placeholders(in: text) == expected)
  }

  /// A String Catalog in Xcode's `mul.lproj/` (where it keeps the catalogs of storyboards) is found in a repository,
  /// checked, named by its real path in every format, and `copydeck set` on that path fixes the finding.
  @Test func aCatalogInMulLprojIsFoundCheckedAndSet() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "%@" } }"#
    func localizations(_ values: [(String, String)]) -> String {
      "{ " + values.map { "\"\($0.0)\" : " + unit.replacingOccurrences(of: "%@", with: $0.1) }.joined(separator: ", ") + " }"
    }
    try write(
      "App/Resources/mul.lproj/Main.xcstrings",
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "hello" : { "localizations" : \(localizations([("en", "Hello"), ("ko", "안녕하세요")])) },
        "bye" : { "localizations" : \(localizations([("en", "Goodbye")])) }
      } }
      """)
    let text = runCopydeck(["check", "--localizations", root.path])
    #expect(text.status == 1)
    #expect(
      text.stdout.contains(
        "App/Resources/mul.lproj/Main.xcstrings:1:1: error: [missing-translation] no ko translation of \"bye\" (en: \"Goodbye\"); add its ko localization to mul.lproj/Main.xcstrings"
      ), "\(text.stdout)")
    #expect(text.stdout.contains("in 2 entries × 2 languages (en, ko)"), "mul is no language: \(text.stdout)")
    let sarif = try launchCopydeck(["check", "--format", "sarif"], in: root)
    #expect(sarif.status == 1)
    #expect(sarif.stdout.contains("\"uri\" : \"./App/Resources/mul.lproj/Main.xcstrings\""), "\(sarif.stdout)")
    let catalog = root.appendingPathComponent("App/Resources/mul.lproj/Main.xcstrings").path
    let set = runCopydeck(["set", catalog, "bye", "안녕히 가세요", "--language", "ko"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(runCopydeck(["check", "--localizations", root.path]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Resources/Main.xcstrings").path))
  }
}
