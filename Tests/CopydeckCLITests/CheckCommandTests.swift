import Foundation
import Testing

/// The fixture catalogs of the checker's tests.
let checkFixtures = repositoryRoot.appendingPathComponent("Tests/CopydeckChecksTests/Fixtures")

@Suite struct CheckCommandTests {
  @Test func shippedLocalizationsPassStrict() throws {
    let result = try launchCopydeck(["check", "--strict", "--localizations", "Localizations"], in: repositoryRoot)
    #expect(result.status == 0, "copydeck check --strict on Localizations/ failed:\n\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasPrefix("Coverage of 1 language against en"))
    #expect(result.stdout.contains("\ncopydeck check: no problems in "))
  }

  @Test func cleanCatalogExitsZero() throws {
    let result = runCopydeck(["check", "--localizations", checkFixtures.appendingPathComponent("clean").path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("no problems in 2 entries × 2 languages (en, ko)"))
  }

  @Test func errorsExitOne() throws {
    let folder = checkFixtures.appendingPathComponent("missing-translation").path
    let result = runCopydeck(["check", "--localizations", folder])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "\(folder)/ko.lproj/Alerts.strings:1:1: error: [missing-translation] no ko translation of \"group.leave.message\""))
    #expect(result.stdout.hasSuffix("copydeck check: 1 error, 0 warnings in 2 entries × 2 languages (en, ko); development language: en\n"))
  }

  @Test func warningsFailOnlyWithStrict() throws {
    let folder = checkFixtures.appendingPathComponent("untranslated").path
    #expect(runCopydeck(["check", "--localizations", folder]).status == 0)
    #expect(runCopydeck(["check", "--strict", "--localizations", folder]).status == 1)
  }

  @Test func withoutAFolderTheCurrentDirectoryIsSearched() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try launchCopydeck(["check", "--format", "json"], in: empty)
    #expect(result.status == 2, "the folder has no Localizations folder and no .lproj tables")
    #expect(result.stderr.contains(".: error: no folder with <language>.lproj tables"))
    let fixture = try launchCopydeck(["check"], in: checkFixtures.appendingPathComponent("hig-yes-no"))
    #expect(fixture.status == 1, "a folder that holds .lproj folders is checked itself")
    #expect(fixture.stdout.contains("[hig-yes-no]"))
  }

  @Test(arguments: ["json", "github", "sarif", "text"])
  func everyFormatReportsTheFinding(_ format: String) throws {
    let folder = checkFixtures.appendingPathComponent("hig-yes-no").path
    let result = runCopydeck(["check", "--format", format, "--localizations", folder])
    #expect(result.status == 1)
    #expect(result.stdout.contains("hig-yes-no"))
    #expect(result.stdout.contains("en.lproj/Alerts.strings"))
    if format == "github" { #expect(result.stdout.hasPrefix("::error file=\(folder)/en.lproj/Alerts.strings,line=7,col=")) }
    if format == "json" || format == "sarif" { #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any]) }
  }

  @Test func withoutAManifestTheDevelopmentLanguageComesFromTheFlag() throws {
    let folder = checkFixtures.appendingPathComponent("missing-translation-without-manifest").path
    let english = runCopydeck(["check", "--localizations", folder])
    #expect(english.status == 1)
    #expect(english.stdout.contains("[missing-translation]"))
    let korean = runCopydeck(["check", "--development-language", "ko", "--localizations", folder])
    #expect(korean.status == 0, "with ko as the development language the extra en key is only an orphan warning")
    #expect(korean.stdout.contains("[orphan-key]"))
  }

  @Test func aBaselineAcceptsTodaysFindings() throws {
    let folder = checkFixtures.appendingPathComponent("hig-yes-no").path
    let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-baseline-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let written = runCopydeck(["check", "--localizations", folder, "--write-baseline", baseline])
    #expect(written.status == 0)
    #expect(written.stderr.contains("wrote 1 finding(s) to \(baseline)"))
    let checked = runCopydeck(["check", "--localizations", folder, "--baseline", baseline])
    #expect(checked.status == 0)
    #expect(checked.stdout.contains("no problems"))
    #expect(checked.stderr.contains("1 finding(s) accepted by the baseline"))
    let other = runCopydeck([
      "check", "--localizations", checkFixtures.appendingPathComponent("hig-cancel-label").path, "--baseline", baseline,
    ])
    #expect(other.status == 1, "a finding the baseline does not list fails")
    #expect(other.stderr.contains("1 of its findings are fixed"))
  }

  @Test(arguments: [
    (["check", "--format", "xml"], "unknown format 'xml'"),
    (["check", "--frobnicate"], "unknown option --frobnicate"),
    (["check", "--localizations"], "option --localizations needs a value"),
    (["check", "--baseline", "a.json", "--write-baseline", "b.json"], "either --baseline or --write-baseline"),
    (["check", "--localizations", "/no/such/folder"], "/no/such/folder: error: no such folder"),
    (
      ["check", "--localizations", "Tests", "--baseline", "/no/such/baseline.json"],
      "/no/such/baseline.json: error: baseline does not exist; write one with --write-baseline"
    ),
  ])
  func cannotRunExitsTwoWithAClearMessage(_ arguments: [String], _ message: String) throws {
    let result = try launchCopydeck(arguments, in: repositoryRoot)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func helpListsEveryFlag() throws {
    let result = runCopydeck(["help", "check"])
    #expect(result.status == 0)
    for flag in [
      "--localizations", "--format", "--strict", "--all", "--baseline", "--write-baseline", "--changed-since", "--development-language",
      "markdown",
    ] {
      #expect(result.stdout.contains(flag))
    }
  }
}
