import Foundation
import Testing

@testable import CopydeckChecks

/// `code-key-missing` leaves out what real apps showed to be harmless: an English-text key only the translations
/// have, text with no word to translate, and the internal screens a project excludes (docs/source-scan.md).
@Suite struct SourcePrecisionTests {
  /// The `code-key-missing` keys of the fixture with `swift` added as `App/Sources/Added.swift` and `project` as
  /// `.copydeck.json`, and a few more keys in the Korean table.
  func missingKeys(adding swift: String, project: String? = nil) throws -> [String] {
    let copy = try scratchCopy(of: "source-scan")
    defer { try? FileManager.default.removeItem(at: copy) }
    try Data(swift.utf8).write(to: copy.appendingPathComponent("App/Sources/Added.swift"))
    if let project { try Data(project.utf8).write(to: copy.appendingPathComponent(".copydeck.json")) }
    let korean = copy.appendingPathComponent("App/Resources/ko.lproj/Localizable.strings")
    try Data((try String(contentsOf: korean, encoding: .utf8) + koreanExtra).utf8).write(to: korean)
    let check = RepositoryCheck(root: copy)
    return try check.run(project: try check.projectFile()).findings
      .filter { $0.rule == "code-key-missing" && $0.file.hasSuffix("Added.swift") }.compactMap(\.key)
  }

  let koreanExtra = "\"Yes\" = \"예\";\n\"Turn on search suggestions?\" = \"검색 제안을 켤까요?\";\n\"settings.title\" = \"설정\";\n"

  @Test func anEnglishTextKeyTheTranslationsHaveShowsItselfInEnglish() throws {
    let swift =
      "let a = NSLocalizedString(\"Yes\", comment: \"\")\nlet b = Text(\"Turn on search suggestions?\")\nlet c = Text(\"settings.title\")\nlet d = Text(\"Nowhere at all\")\n"
    #expect(try missingKeys(adding: swift) == ["settings.title", "Nowhere at all"])
  }

  @Test func textWithNoWordToTranslateIsNotReported() throws {
    let swift = """
      let a = Text("© OpenStreetMap")
      let b = Text("reddit.com \\(x) old.reddit.com")
      let c = Text("#icecube, #techhub")
      let d = Text("profile.name")
      let e = Text("Open example.com")

      """
    #expect(try missingKeys(adding: swift) == ["profile.name", "Open example.com"])
  }

  @Test func excludedSourcesAreNotScanned() throws {
    let swift = "let a = Text(\"QA menu\")\n"
    #expect(try missingKeys(adding: swift) == ["QA menu"])
    #expect(try missingKeys(adding: swift, project: #"{"sources": {"exclude": ["*/Added.swift"]}}"#) == [])
    #expect(try missingKeys(adding: swift, project: #"{"sources": {"paths": ["App"], "exclude": ["*Debug*"]}}"#) == ["QA menu"])
  }

  @Test func aWrongSourcesObjectIsRefusedAtItsField() throws {
    #expect(throws: ProjectFileError.self) { try ProjectFile(data: Data(#"{"sources": {"exclude": "Debug"}}"#.utf8), file: "p") }
    #expect(throws: ProjectFileError.self) { try ProjectFile(data: Data(#"{"sources": {"skip": ["Debug"]}}"#.utf8), file: "p") }
    let project = try ProjectFile(data: Data(#"{"sources": {"paths": ["App"], "exclude": ["*Mock*"]}}"#.utf8), file: "p")
    #expect(project.sources.paths == ["App"])
    #expect(project.sources.exclude == ["*Mock*"])
  }
}
