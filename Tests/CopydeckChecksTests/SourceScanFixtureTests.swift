import Foundation
import Testing

@testable import CopydeckChecks

/// `copydeck check` in repository mode compares the code with the tables: the seeded fixture (`Fixtures/source-scan`)
/// gives exactly its findings, at their places.
@Suite struct SourceScanFixtureTests {
  let root = fixturesFolder.appendingPathComponent("source-scan")

  func sourceFindings() throws -> [String] {
    let check = RepositoryCheck(root: root)
    let report = try check.run(project: try check.projectFile())
    let ids = Set(SourceRules.all.map(\.id))
    return report.findings.filter { ids.contains($0.rule) }.sorted().map { finding in
      let file = finding.file.hasPrefix(root.path + "/") ? String(finding.file.dropFirst(root.path.count + 1)) : finding.file
      return "\(file):\(finding.line):\(finding.column): \(finding.severity.rawValue) [\(finding.rule)] \(finding.key ?? "-")"
    }
  }

  @Test func theSeededFixtureGivesExactlyItsFindings() throws {
    #expect(
      try sourceFindings() == [
        "App/Resources/en.lproj/Localizable.strings:5:16: warning [key-unused] unused.key",
        "App/Sources/Format.swift:6:5: error [format-argument-count] -",
        "App/Sources/Format.swift:8:5: error [format-argument-count] -",
        "App/Sources/Format.swift:10:23: error [code-key-missing] join.subtitle",
        "App/Sources/GroupView.swift:9:12: error [code-key-missing] %lld members",
        "App/Sources/GroupView.swift:11:12: error [code-key-missing] Goodbye",
        "App/Sources/GroupView.swift:15:12: error [code-table-missing] Join",
        "App/Sources/Legacy.m:6:28: error [code-key-missing] legacy.title",
      ])
  }

  @Test func messagesSayWhatTheCodeAskedForAndWhatToDo() throws {
    let check = RepositoryCheck(root: root)
    let report = try check.run(project: try check.projectFile())
    let messages = report.findings.filter { $0.rule == "format-argument-count" || $0.key == "Goodbye" }.map(\.message)
    #expect(
      messages.contains(
        #"String(format:) passes 1 argument but the development text of "files.count" ("%d files in %@") reads 2; the missing ones read garbage or crash the app; pass 2, or change the text"#
      ))
    #expect(
      messages.contains {
        $0.hasPrefix(#"Text looks up "Goodbye" in table Localizable, which has no such key in the development language (en)"#)
      })
  }

  @Test func sourcesFalseTurnsTheScanOff() throws {
    let copy = try scratchCopy(of: "source-scan")
    defer { try? FileManager.default.removeItem(at: copy) }
    try Data(#"{"sources": false}"#.utf8).write(to: copy.appendingPathComponent(".copydeck.json"))
    let check = RepositoryCheck(root: copy)
    let report = try check.run(project: try check.projectFile())
    #expect(!report.findings.contains { SourceRules.all.map(\.id).contains($0.rule) })
  }

  @Test func aDynamicLookupTurnsKeyUnusedOffUntilDynamicKeysAreDeclared() throws {
    let copy = try scratchCopy(of: "source-scan")
    defer { try? FileManager.default.removeItem(at: copy) }
    try Data("let t = NSLocalizedString(name, comment: \"\")\n".utf8).write(to: copy.appendingPathComponent("App/Sources/Dynamic.swift"))
    func unused() throws -> [String] {
      let check = RepositoryCheck(root: copy)
      return try check.run(project: try check.projectFile()).findings.filter { $0.rule == "key-unused" }.compactMap(\.key)
    }
    #expect(try unused() == [])
    try Data(#"{"dynamicKeys": ["unused.*"], "lookups": [{"property": "localized"}]}"#.utf8).write(
      to: copy.appendingPathComponent(".copydeck.json"))
    #expect(try unused() == [])
    try Data(#"{"dynamicKeys": ["nothing.*"], "lookups": [{"property": "localized"}]}"#.utf8).write(
      to: copy.appendingPathComponent(".copydeck.json"))
    #expect(try unused() == ["unused.key"])
  }

  @Test func aWrongLookupDeclarationIsRefusedAtItsField() throws {
    #expect(throws: ProjectFileError.self) { try ProjectFile(data: Data(#"{"lookups": [{"function": "tr", "key": 0}]}"#.utf8), file: "p") }
    #expect(throws: ProjectFileError.self) { try ProjectFile(data: Data(#"{"sources": "App"}"#.utf8), file: "p") }
    let project = try ProjectFile(data: Data(#"{"sources": ["App"], "lookups": [{"function": "L10n.tr", "key": "key"}]}"#.utf8), file: "p")
    #expect(project.sources.paths == ["App"])
    #expect(project.sources.lookups.first?.name == "tr")
  }
}
