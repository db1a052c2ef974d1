import Foundation
import Testing

@testable import CopydeckChecks

/// Two findings in two files, one with characters every format must escape.
let sampleReport = CheckReport(
  findings: [
    Finding(
      rule: "missing-translation", severity: .error, file: "Localizations/ko.lproj/Groups.strings", line: 1, column: 1,
      language: "ko", entry: "group.full", key: "group.full.title",
      message: "no ko translation of \"group.full.title\" (en: \"Group Is Full\"); add it"),
    Finding(
      rule: "orphan-key", severity: .warning, file: "Localizations/catalog.json", line: 12, column: 5, language: nil,
      entry: nil, key: nil, message: "100% sure: a, b\nnext line"),
  ], entryCount: 35, languages: ["en", "ko"])

@Suite struct ReporterTests {
  @Test func textIsCompilerStyleGroupedByFileWithASummary() {
    #expect(
      ReportFormat.text.render(sampleReport) == """
        Localizations/catalog.json:12:5: warning: [orphan-key] 100% sure: a, b
        next line

        Localizations/ko.lproj/Groups.strings:1:1: error: [missing-translation] no ko translation of "group.full.title" (en: "Group Is Full"); add it

        copydeck check: 1 error, 1 warning in 35 entries × 2 languages (en, ko)

        """)
  }

  @Test func textOfACleanRunIsOnlyTheSummary() {
    let clean = CheckReport(findings: [], entryCount: 1, languages: ["en"])
    #expect(ReportFormat.text.render(clean) == "copydeck check: no problems in 1 entry × 1 language (en)\n")
  }

  @Test func jsonHasTheDocumentedShapeAndOrder() throws {
    let json = ReportFormat.json.render(sampleReport)
    #expect(
      json == """
        {
          "coverage": {"development": "en", "reviewState": false, "languages": []},
          "skipped": [],
          "findings": [
            {"rule": "orphan-key", "severity": "warning", "file": "Localizations/catalog.json", "line": 12, "column": 5, "language": null, "entry": null, "key": null, "message": "100% sure: a, b\\nnext line"},
            {"rule": "missing-translation", "severity": "error", "file": "Localizations/ko.lproj/Groups.strings", "line": 1, "column": 1, "language": "ko", "entry": "group.full", "key": "group.full.title", "message": "no ko translation of \\"group.full.title\\" (en: \\"Group Is Full\\"); add it"}
          ],
          "summary": {"errors": 1, "warnings": 1, "entries": 35, "languages": 2}
        }

        """)
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(parsed["findings"] as? [[String: Any]])
    #expect(findings[0]["message"] as? String == "100% sure: a, b\nnext line")
    #expect(findings.allSatisfy { Set($0.keys) == ["rule", "severity", "file", "line", "column", "language", "entry", "key", "message"] })
  }

  @Test func jsonOfACleanRunHasAnEmptyList() throws {
    let json = ReportFormat.json.render(CheckReport(findings: [], entryCount: 0, languages: []))
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect((parsed["findings"] as? [Any])?.isEmpty == true)
  }

  @Test func githubAnnotationsAreEscaped() {
    let lines = ReportFormat.github.render(sampleReport).split(separator: "\n").map(String.init)
    #expect(
      lines[0] == "::warning file=Localizations/catalog.json,line=12,col=5,title=copydeck [orphan-key]::100%25 sure: a, b%0Anext line")
    #expect(
      lines[1].hasPrefix(
        "::error file=Localizations/ko.lproj/Groups.strings,line=1,col=1,title=copydeck [missing-translation]::no ko translation"))
    #expect(lines[2] == "copydeck check: 1 error, 1 warning in 35 entries × 2 languages (en, ko)")
    #expect(GitHubReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
  }

  @Test func sarifNamesEveryRuleAndLocatesEveryResult() throws {
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(sampleReport).utf8)) as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Rule.all.map(\.id))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["orphan-key", "missing-translation"])
    #expect(results.map { $0["level"] as? String } == ["warning", "error"])
    let index = try #require(results[1]["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "missing-translation")
    let location = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Localizations/ko.lproj/Groups.strings")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
  }

  /// `count` findings, every third an error, each in a file of its own.
  private func manyFindings(_ count: Int) -> CheckReport {
    CheckReport(
      findings: (0..<count).map { index in
        Finding(
          rule: "untranslated", severity: index % 3 == 0 ? .error : .warning, file: "L/ko.lproj/T\(index).strings", line: 1, column: 1,
          language: "ko", entry: nil, key: "k\(index)", message: "m\(index)")
      }, entryCount: count, languages: ["en", "ko"])
  }

  @Test func sarifKeepsWhatCodeScanningShowsAndCountsTheRest() throws {
    let report = manyFindings(5_010)
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 5_000)
    #expect(results.filter { $0["level"] as? String == "error" }.count == 1_670, "errors first")
    let summary = try #require((run["properties"] as? [String: Any])?["summary"] as? String)
    #expect(summary.contains("10 more findings (0 errors, 10 warnings) are not in this log"), "\(summary)")
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report, all: true).utf8)) as? [String: Any])
    #expect(((all["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 5_010)
  }

  @Test func markdownAndTextAreCappedWithACountOfTheRest() {
    let report = manyFindings(400)
    let markdown = ReportFormat.markdown.render(report)
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| 🛑") || $0.hasPrefix("| ⚠️") }.count == 50)
    #expect(markdown.contains("… 350 more findings (84 errors, 266 warnings) not listed; run `copydeck check --all` to see every one."))
    let text = ReportFormat.text.render(report)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 320)
    #expect(text.contains("more findings") && text.contains("use --all to list every one"))
    #expect(!ReportFormat.text.render(report, all: true).contains("use --all"))
  }

  @Test func sarifURIsAreEncoded() {
    #expect(SARIFReporter.uri(for: "Copy Deck/ko.lproj/A.strings") == "Copy%20Deck/ko.lproj/A.strings")
    #expect(SARIFReporter.uri(for: "/tmp/en.lproj/A.strings") == "file:///tmp/en.lproj/A.strings")
  }

  /// Validates against the SARIF 2.1.0 object model with the `sarif-pydantic` package (installed by scripts/bootstrap).
  @Test func sarifValidatesAgainstTheSARIFObjectModel() throws {
    for report in [sampleReport, try check(fixture: "unused-argument"), CheckReport(findings: [], entryCount: 0, languages: [])] {
      let result = try runPython(
        """
        import sys
        from sarif_pydantic import Sarif
        log = Sarif.model_validate_json(sys.stdin.read())
        assert str(log.version.value if hasattr(log.version, "value") else log.version) == "2.1.0", log.version
        print(len(log.runs[0].results or []))
        """, input: ReportFormat.sarif.render(report))
      #expect(result.status == 0, "sarif-pydantic rejected the log: \(result.stderr)")
      #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(report.findings.count))
    }
  }

  @Test func sarifValidationRejectsABrokenLog() throws {
    let broken = ReportFormat.sarif.render(sampleReport).replacingOccurrences(of: "\"startLine\" : 1", with: "\"startLine\" : \"one\"")
    let result = try runPython("import sys\nfrom sarif_pydantic import Sarif\nSarif.model_validate_json(sys.stdin.read())", input: broken)
    #expect(result.status != 0, "the validator must be able to fail")
  }
}

/// Runs `python3 -c script` with `input` on standard input.
func runPython(_ script: String, input: String) throws -> (status: Int32, stdout: String, stderr: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script]
  let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  let err = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}
