import Foundation
import Testing

/// Issue 35's report: coverage first, language goals from `.copydeck.json`, findings grouped by cause, output sized
/// to its sink, `--changed-since`, and repository layouts that never stop a scan.
@Suite struct CheckReportTests {
  private let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-report-\(UUID().uuidString)")

  private func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// `<language>.lproj/Main.strings` with the keys `k<n>` for each `n` of `numbers`, English or translated.
  private func table(_ language: String, _ numbers: some Sequence<Int>, folder: String = "App") throws {
    let lines = numbers.map { number in
      "\"k\(number)\" = \"\(language == "en" ? "" : "[\(language)] ")Open the album number \(number)\";"
    }
    try write("\(folder)/\(language).lproj/Main.strings", lines.joined(separator: "\n") + "\n")
  }

  /// en with ten keys; ko 90 % (complete by default), fr 20 % (in progress by default), de 40 % declared with a
  /// minimum of 50, ja 80 % declared complete.
  private func makeRepository() throws {
    try table("en", 0..<10)
    try table("ko", 0..<9)
    try table("fr", 0..<2)
    try table("de", 0..<4)
    try table("ja", 0..<8)
    try write(".copydeck.json", #"{ "languages": { "de": { "minimum": 50 }, "ja": "complete" } }"#)
  }

  @Test func everyReportStartsWithTheCoverageAndLanguagesFollowTheirGoals() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRepository()
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("Coverage of 4 languages against en (10 keys in 1 table; outdated: 0, no table keeps review state"))
    #expect(
      lines[1].split(separator: " ", omittingEmptySubsequences: true) == [
        "language", "goal", "translated", "missing", "outdated", "errors", "percent",
      ])
    let rows = Dictionary(
      uniqueKeysWithValues: lines[2..<6].map { line in
        let cells = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return (cells[0], Array(cells.dropFirst()))
      })
    #expect(rows["de"] == ["in progress ≥50%", "4", "6", "0", "1", "40%"])
    #expect(rows["fr"] == ["in progress", "2", "8", "0", "0", "20%"])
    // "k9", which ja and ko lack, is one finding counted against both: ja's errors are it and "k8".
    #expect(rows["ja"] == ["complete", "8", "2", "0", "2", "80%"])
    #expect(rows["ko"] == ["complete", "9", "1", "0", "1", "90%"])
    let missing = lines.filter { $0.contains("[missing-translation]") }
    #expect(missing.count == 3, "\(result.stdout)")
    #expect(
      missing.contains {
        $0.hasPrefix("\(root.path)/App/en.lproj/Main.strings:10:1: error: [missing-translation] \"k9\"")
          && $0.contains("is new: no language translates it yet; add it to the Main table of ja, ko")
      })
    #expect(missing.contains { $0.hasPrefix("\(root.path)/App/ja.lproj/Main.strings:1:1:") && $0.contains("\"k8\"") })
    #expect(
      missing.contains {
        $0.hasPrefix("\(root.path)/App/de.lproj/Main.strings:1:1:")
          && $0.contains("de is 40% translated (4 of 10 keys), below the minimum of 50%")
      })
    #expect(!result.stdout.contains("no fr translation"), "an in-progress language's missing keys are counted, not listed")
    for format in ["json", "markdown", "sarif"] {
      let other = runCopydeck(["check", "--format", format, "--localizations", root.path])
      #expect(other.stdout.contains("\"coverage\"") || other.stdout.contains("| language | goal |"), "\(format): \(other.stdout)")
    }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(runCopydeck(["check", "--format", "json", "--localizations", root.path]).stdout.utf8))
        as? [String: Any])
    let languages = try #require((json["coverage"] as? [String: Any])?["languages"] as? [[String: Any]])
    #expect(languages.first { $0["language"] as? String == "de" }?["minimum"] as? Int == 50)
  }

  @Test func oneNewDevelopmentKeyIsOneFindingEvenAgainstABaseline() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    for language in ["en", "ko", "ja", "de", "fr", "es"] { try table(language, 0..<5) }
    let baseline = root.appendingPathComponent("baseline.json").path
    #expect(runCopydeck(["check", "--localizations", root.path, "--write-baseline", baseline]).status == 0)
    try table("en", 0..<6)
    let result = runCopydeck(["check", "--localizations", root.path, "--baseline", baseline])
    #expect(result.status == 1)
    let findings = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(findings.count == 1, "\(result.stdout)")
    #expect(
      findings.first?.contains(
        "App/en.lproj/Main.strings:6:1: error: [missing-translation] \"k5\" (en: \"Open the album number 5\") is new: no language translates it yet; add it to the Main table of de, es, fr, ja, ko"
      ) == true, "\(result.stdout)")
  }

  @Test func aCopiedTableAndAMissingTableAreOneFindingEach() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try table("en", 0..<6)
    try write(
      "App/en.lproj/Extra.strings", "\"x1\" = \"First extra text\";\n\"x2\" = \"Second extra text\";\n\"x3\" = \"Third extra text\";\n")
    try table("ko", 0..<6)
    try write("App/ko.lproj/Extra.strings", "\"x1\" = \"첫째\";\n\"x2\" = \"둘째\";\n\"x3\" = \"셋째\";\n")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("App/ja.lproj"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("App/en.lproj/Main.strings"), to: root.appendingPathComponent("App/ja.lproj/Main.strings"))
    try table("de", 0..<6)
    let result = runCopydeck(["check", "--strict", "--localizations", root.path])
    let findings = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    #expect(findings.count == 2, "\(result.stdout)")
    #expect(
      findings.contains {
        $0.contains(
          "ja.lproj/Main.strings:1:1: warning: [untranslated] ja.lproj/Main.strings is a copy of en.lproj/Main.strings: none of its 6 texts is translated"
        )
      })
    // de lacks the Extra table: one finding, at the development table's first key (a line that exists). ja, a copy,
    // translates nothing, so it is in progress: its missing table is counted, not listed.
    #expect(
      findings.contains {
        $0.contains(
          "App/en.lproj/Extra.strings:1:1: error: [missing-translation] de has no Extra table: all 3 keys of en.lproj/Extra.strings are missing"
        )
      })
    #expect(result.stdout.contains("\nja  "), "ja is in the coverage table")
  }

  @Test func theFormatsFitTheirSinks() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    // 40 keys, 30 missing in each of three complete languages and untranslated in a fourth: 30 errors, 40 warnings.
    try table("en", 0..<40)
    for language in ["ko", "ja", "de"] { try write("App/\(language).lproj/Main.strings", "") }
    for language in ["ko", "ja", "de"] { try table(language, 0..<40) }
    try write(
      "App/ko.lproj/Main.strings",
      (0..<40).map { "\"k\($0)\" = \"\($0 < 10 ? "[ko] " : "")Open the album number \($0)\";" }.joined(separator: "\n"))
    try write("App/ja.lproj/Main.strings", (10..<40).map { "\"k\($0)\" = \"[ja] \($0)\";" }.joined(separator: "\n"))
    try write(".copydeck.json", #"{ "languages": { "ja": "complete", "ko": "complete" } }"#)
    let github = runCopydeck(["check", "--format", "github", "--localizations", root.path])
    let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }
    #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 10, "\(github.stdout)")
    #expect(annotations.filter { $0.hasPrefix("::warning ") }.count == 10)
    #expect(github.stdout.contains("::notice title=copydeck::"), "\(github.stdout)")
    #expect(github.stdout.contains("are not annotated: GitHub shows 10 errors and 10 warnings a step"))
    #expect(github.stdout.contains("Coverage of 3 languages"))
    let markdown = runCopydeck(["check", "--format", "markdown", "--localizations", root.path])
    #expect(markdown.stdout.hasPrefix("### copydeck check\n"))
    #expect(markdown.stdout.contains("| language | goal | translated | missing | outdated | errors | percent |"))
    #expect(markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| 🛑") || $0.hasPrefix("| ⚠️") }.count <= 50)
    let text = runCopydeck(["check", "--strict", "--localizations", root.path])
    let all = runCopydeck(["check", "--strict", "--all", "--localizations", root.path])
    #expect(all.stdout.split(separator: "\n").count >= text.stdout.split(separator: "\n").count)
    #expect(!all.stdout.contains("use --all"))
  }

  @Test func changedSinceReportsOnlyTheKeysTheChangeTouched() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try table("en", 0..<4)
    try write(
      "App/ko.lproj/Main.strings",
      "\"k0\" = \"Open the album number 0\";\n\"k1\" = \"[ko] 1\";\n\"k2\" = \"[ko] 2\";\n\"k3\" = \"[ko] 3\";\n")
    try GitRepository.commitEverything(in: root)
    try write(
      "App/en.lproj/Main.strings",
      "\"k0\" = \"Open the album number 0\";\n\"k1\" = \"Open the album number 1\";\n\"k2\" = \"Open the album number 2\";\n\"k3\" = \"Open the album number 3\";\n\"k4\" = \"Shared by %@\";\n"
    )
    try write(
      "App/ko.lproj/Main.strings",
      "\"k0\" = \"Open the album number 0\";\n\"k1\" = \"[ko] 1\";\n\"k2\" = \"[ko] 2\";\n\"k3\" = \"[ko] 3\";\n\"k4\" = \"%d 공유\";\n")
    let everything = runCopydeck(["check", "--strict", "--localizations", root.path])
    #expect(everything.stdout.contains("\"k0\""), "the untranslated k0 predates the change")
    let changed = runCopydeck(["check", "--strict", "--changed-since", "HEAD", "--localizations", root.path])
    #expect(changed.status == 1)
    #expect(!changed.stdout.contains("\"k0\""), "\(changed.stdout)")
    #expect(changed.stdout.contains("[format-mismatch]") && changed.stdout.contains("\"k4\""), "\(changed.stdout)")
    let unknown = runCopydeck(["check", "--changed-since", "no-such-ref", "--localizations", root.path])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--changed-since cannot read the change"), "\(unknown.stderr)")
  }

  /// Stray `.lproj` folders at a repository's root never stop the scan, the Xcode project's development region is
  /// used, and dependencies' tables are skipped and listed once.
  @Test func strayFoldersAndDependenciesNeverStopTheScan() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("App.xcodeproj/project.pbxproj", "{ objects = { P = { isa = PBXProject; developmentRegion = ko; }; }; rootObject = P; }\n")
    try write("App/Resources/ko.lproj/Main.strings", "\"hello\" = \"안녕하세요\";\n")
    try write("App/Resources/en.lproj/Main.strings", "\"hello\" = \"Hello\";\n")
    for language in ["fr", "de", "ja"] { try write("\(language).lproj/Stray.strings", "\"x\" = \"y\";\n") }
    try write("Pods/SDK/SDK.bundle/en.lproj/SDK.strings", "\"a\" = \"b\";\n")
    try write("Carthage/Build/iOS/Kit.framework/en.lproj/Kit.strings", "\"a\" = \"b\";\n")
    try write("Vendor/Lib/Lib.bundle/fr.lproj/Lib.strings", "\"a\" = \"b\";\n")
    try write("SourcePackages/checkouts/Pkg/Sources/en.lproj/Pkg.strings", "\"a\" = \"b\";\n")
    try write("App/Settings.bundle/en.lproj/Root.strings", "\"Group\" = \"Group\";\n")
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("Not checked (dependencies' own tables): Carthage, Pods, SourcePackages, Vendor/Lib/Lib.bundle"),
      "\(result.stdout)")
    #expect(result.stdout.contains("development language: App/Resources: ko"), "\(result.stdout)")
    #expect(result.stderr.contains("skipped"), "the stray folders are skipped with a note: \(result.stderr)")
  }

  /// Without a catalog.json, no suggestion sends a person to one.
  @Test func suggestionsNameOnlyFilesTheRepositoryCanHave() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("App/en.lproj/Main.strings", "\"brand\" = \"Open Copydeck\";\n\"code\" = \"Failed: CGF-0003\";\n")
    try write("App/ko.lproj/Main.strings", "\"brand\" = \"Open Copydeck\";\n\"code\" = \"실패: CGF-0003\";\n")
    let result = runCopydeck(["check", "--strict", "--localizations", root.path])
    #expect(
      result.stdout.contains("[untranslated]") && result.stdout.contains("add its words to \"allowUntranslated\" in .copydeck.json"),
      "\(result.stdout)")
    #expect(result.stdout.contains("[hig-raw-code]"), "\(result.stdout)")
    #expect(!result.stdout.contains("catalog.json"), "\(result.stdout)")
  }

  /// Issue 35's bar: on a generated 82-language repository where 20 languages are about 10 % translated, the default
  /// text report starts with the coverage table and is at most 500 lines.
  @Test func the82LanguageRepositoryReportFitsInFiveHundredLines() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let generator = Process()
    generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    generator.arguments = [
      "python3", repositoryRoot.appendingPathComponent("Benchmarks/generate-app-repository.py").path, "strings", root.path,
    ]
    generator.standardOutput = FileHandle.nullDevice
    try generator.run()
    generator.waitUntilExit()
    #expect(generator.terminationStatus == 0)
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 500, "the report has \(lines.count) lines")
    #expect(lines.first?.hasPrefix("Coverage of 81 languages against en") == true)
    #expect(result.stdout.contains("use --all to list every one"))
  }

  @Test(arguments: [
    (
      "{\n  \"languages\": { \"ko\": \"done\" }\n}\n",
      ".copydeck.json:2:18: error: language \"ko\" must be \"complete\", \"in progress\" or {\"minimum\": N}"
    ),
    ("{ \"languages\": [\"ko\"] }", ".copydeck.json:1:3: error: \"languages\" must be an object"),
    ("{ \"languages\": { \"ko\": { \"minimum\": 120 } } }", "error: language \"ko\" must be"),
  ])
  func aWrongLanguageGoalExitsTwoAtItsLine(_ text: String, _ message: String) throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try table("en", 0..<2)
    try write(".copydeck.json", text)
    let result = runCopydeck(["check", "--localizations", root.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
