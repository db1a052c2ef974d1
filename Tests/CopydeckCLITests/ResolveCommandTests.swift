import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct ResolveCommandTests {
  /// The catalog fixture of the library tests, shared rather than copied.
  let fixture = repositoryRoot.appendingPathComponent("Tests/CopydeckTests/Fixtures/Catalog/basic").path

  private func resolve(_ arguments: [String]) throws -> (status: Int32, copy: ResolvedCopy?, stderr: String) {
    let result = runCopydeck(["resolve"] + arguments)
    let copy = try? JSONDecoder().decode(ResolvedCopy.self, from: Data(result.stdout.utf8))
    return (result.status, copy, result.stderr)
  }

  @Test func resolvesAnIDForALocale() throws {
    let result = try resolve(["item.delete", "--locale", "ko-KR", "--arg", "장보기", "--localizations", fixture])
    #expect(result.status == 0)
    let copy = try #require(result.copy)
    #expect(copy.id == "item.delete")
    #expect(copy.language == "ko")
    #expect(copy.title == "장보기를 삭제할까요?")
    #expect(
      copy.buttons == [
        ButtonCopy(id: "cancel", label: "취소", role: .cancel, preferred: false),
        ButtonCopy(id: "delete", label: "삭제", role: .destructive, preferred: false),
      ])
    #expect(copy.trail.map(\.outcome) == [.skipped, .used])
  }

  /// `copydeck resolve` reads tables as the device does: a folder whose tables are binary property lists, as Xcode
  /// builds them, resolves as its source does (it used to fall to the built-in sentence: "byte 0x… is not UTF-8").
  @Test func resolvesFromTablesBuiltAsBinaryPropertyLists() throws {
    let built = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-built-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: built) }
    try FileManager.default.copyItem(at: URL(fileURLWithPath: fixture), to: built)
    let table = built.appendingPathComponent("ko.lproj/Groups.strings")
    let strings = try PropertyListSerialization.propertyList(from: Data(contentsOf: table), format: nil)
    try PropertyListSerialization.data(fromPropertyList: strings, format: .binary, options: 0).write(to: table)
    let result = try resolve(["group.full", "--locale", "ko-KR", "--localizations", built.path])
    let copy = try #require(result.copy)
    #expect(copy.language == "ko" && !copy.isFallback, "\(copy.trail)")
    #expect(copy.title == "그룹 정원이 가득 찼어요")
  }

  @Test func printsTheDocumentedJSONShape() throws {
    let result = runCopydeck(["resolve", "todo.full", "--localizations", fixture])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "id", "requested", "fallback", "kind", "presentation", "category", "language", "title", "message", "buttons", "retryable",
        "severity", "locale", "trail",
      ])
    #expect(object["presentation"] as? String == "errorText", "an inline entry without a presentation shows error text")
    #expect(object["title"] is NSNull)
    #expect(object["language"] as? String == "en")
  }

  @Test func theJSONSaysHowTheEntryIsPresented() throws {
    let shipped = repositoryRoot.appendingPathComponent("Localizations").path
    for (id, presentation) in [
      ("confirm.delete", "actionSheet"), ("confirm.signOut", "alert"), ("group.full", "alert"),
      ("common.unknown", "errorScreen"), ("validation.todoListFull", "disabledPlaceholder"),
      ("validation.inviteCodeIncomplete", "disabledActionHint"), ("validation.empty", "errorText"),
    ] {
      let result = runCopydeck(["resolve", id, "--locale", "ko", "--arg", "1", "--localizations", shipped])
      let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(id)")
      #expect(object["id"] as? String == id)
      #expect(object["presentation"] as? String == presentation, "\(id)")
      let decoded = try JSONDecoder().decode(ResolvedCopy.self, from: Data(result.stdout.utf8))
      #expect(decoded.style.rawValue == presentation, "the JSON reads back with its presentation")
    }
  }

  @Test func numericArgumentsFillNumberSpecifiers() throws {
    let result = try resolve(["form.tooShort", "--locale", "en", "--arg", "Password", "--arg", "12000", "--localizations", fixture])
    #expect(result.copy?.message == "Password must be at least 12,000 characters.")
  }

  @Test func resolvesAServerCode() throws {
    let result = try resolve(["--code", "CGF0003", "--locale", "ja-JP", "--localizations", fixture])
    #expect(result.status == 0)
    #expect(result.copy?.id == "group.full")
    #expect(result.copy?.language == "en")
  }

  @Test func unknownCodeGivesTheCommonFailureAndExitsOne() throws {
    let result = try resolve(["--code", "NOPE1", "--locale", "ko", "--localizations", fixture])
    #expect(result.status == 1)
    #expect(result.copy?.id == "common.unknown")
    #expect(result.copy?.isFallback == true)
    #expect(result.copy?.title == "문제가 생겼어요")
  }

  @Test func defaultsToTheLocalizationsFolderInTheCurrentDirectory() throws {
    let result = try launchCopydeck(["resolve", "group.full"], in: URL(fileURLWithPath: fixture).deletingLastPathComponent())
    #expect(result.status == 2)
    #expect(result.stderr.contains("Localizations"))
  }

  /// A folder that does not exist is reported at `catalog.json:1:1`, the place every error names, with what to do.
  @Test func aMissingFolderIsReportedAtItsCatalogsFirstLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-missing-\(UUID().uuidString)").path
    let result = runCopydeck(["resolve", "group.full", "--localizations", folder])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(folder)/catalog.json:1:1: error: cannot read the manifest: there is no such file\n  hint: "))
  }

  @Test func idAndCodeTogetherIsAUsageError() throws {
    let result = runCopydeck(["resolve", "group.full", "--code", "CGF0003", "--localizations", fixture])
    #expect(result.status == 2)
    #expect(result.stderr.contains("give either an entry ID or --code, not both"))
  }

  @Test func invalidManifestIsReportedWithItsPosition() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-resolve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"developmentLanguage": "en", "languages": ["en"], "commonFailure": "a.b", "entries": [], "extra": 1}"#.utf8)
      .write(to: folder.appendingPathComponent("catalog.json"))
    let result = runCopydeck(["resolve", "a.b", "--localizations", folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("catalog.json:1:91: error: unknown field 'extra'"))
  }

  @Test func shippedCatalogResolvesInBothLanguages() throws {
    for locale in ["ko-KR", "en-US"] {
      let result = try resolve(["--code", "CGF0003", "--locale", locale])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.copy?.language == String(locale.prefix(2)))
    }
  }
}
