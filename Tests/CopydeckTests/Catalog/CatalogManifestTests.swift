import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct CatalogManifestTests {
  /// A valid manifest with one entry; tests splice a broken record into `entries`.
  static func manifest(entries: String) -> String {
    """
    {
      "developmentLanguage": "en",
      "languages": ["en", "ko"],
      "commonFailure": "common.unknown",
      "entries": [
        {"id": "common.unknown", "kind": "errorScreen", "category": "common", "table": "Common",
         "buttons": [{"id": "retry", "role": "default"}], "note": "n"}\(entries.isEmpty ? "" : ",\n    " + entries)
      ]
    }
    """
  }

  @Test func decodesTheBasicFixtureWithDefaults() throws {
    let manifest = try CatalogManifest.load(contentsOf: CatalogFixtures.url("basic").appendingPathComponent("catalog.json"))
    #expect(manifest.developmentLanguage == "en")
    #expect(manifest.languages == ["en", "ko"])
    let suspended = try #require(manifest.entry(id: "account.suspended"))
    #expect(suspended.kind == .alert)
    #expect(suspended.category == .account)
    #expect(suspended.severity == .critical)
    #expect(!suspended.retryable)
    #expect(
      suspended.buttons == [ButtonDefinition(id: "ok", role: .cancel), ButtonDefinition(id: "contact", role: .default, preferred: true)])
    #expect(suspended.arguments.first?.samples["ko"] == "스팸 신고")
    #expect(
      suspended.keys == [
        "account.suspended.title", "account.suspended.message", "account.suspended.button.ok", "account.suspended.button.contact",
      ])
    let common = try #require(manifest.entry(id: "common.unknown"))
    #expect(common.retryable)
    #expect(common.severity == .critical)
    let inline = try #require(manifest.entry(id: "todo.full"))
    #expect(inline.keys == ["todo.full.message"])
    #expect(inline.line == 90)
  }

  @Test(arguments: [
    (
      #"{"id": "group.full", "kind": "alert", "category": "business", "table": "Groups", "note": "n", "colour": "red"}"#,
      "catalog.json:8:99: error: entry 'group.full': unknown field 'colour'"
    ),
    (
      #"{"id": "common.unknown", "kind": "alert", "category": "business", "table": "Groups", "note": "n"}"#,
      "catalog.json:8:5: error: entry 'common.unknown': duplicate id; the first record with it starts at line 6"
    ),
    (
      #"{"id": "group.full", "kind": "alert", "category": "business", "table": "Groups", "note": "n", "buttons": [{"id": "ok"}]}"#,
      "catalog.json:8:111: error: entry 'group.full': button 'ok' has no role"
    ),
    (
      #"{"id": "x.y", "kind": "confirm", "category": "confirmation", "table": "T", "note": "n", "buttons": [{"id": "a", "role": "cancel"}, {"id": "b", "role": "cancel"}]}"#,
      "catalog.json:8:156: error: entry 'x.y': more than one cancel button (the first is at line 8)"
    ),
    (
      #"{"id": "x.y", "kind": "popup", "category": "business", "table": "T", "note": "n"}"#,
      "catalog.json:8:27: error: entry 'x.y': 'popup' is not a valid kind"
    ),
    (
      #"{"kind": "alert", "category": "business", "table": "T", "note": "n"}"#,
      "catalog.json:8:5: error: entry 'entries[1]': missing field 'id'"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "codes": ["CGF1", "CGF1"], "note": "n"}"#,
      "catalog.json:8:83: error: entry 'x.y': lists 'CGF1' twice"
    ),
    (
      #"{"id": "x.y", "kind": "inline", "category": "validation", "table": "T", "note": "n", "buttons": [{"id": "ok", "role": "default"}]}"#,
      "catalog.json:8:101: error: entry 'x.y': an inline entry has no buttons"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "arguments": [{"name": "a", "format": "%@ %@"}]}"#,
      "catalog.json:8:125: error: entry 'x.y': '%@ %@' is not one printf specifier"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "allow": [{"rule": "r", "reason": " "}]}"#,
      "catalog.json:8:121: error: entry 'x.y': the reason for allowing 'r' is empty"
    ),
    (
      #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n",}"#,
      "catalog.json:8:86: error: expected a quoted key (trailing commas are not allowed)"
    ),
  ])
  func invalidRecordsNameFileRecordAndProblem(record: String, expected: String) {
    #expect(throws: ManifestError.self) { try CatalogFixtures.manifest(Self.manifest(entries: record)) }
    do {
      _ = try CatalogFixtures.manifest(Self.manifest(entries: record))
    } catch {
      #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
      #expect(error.hint != nil)
    }
  }

  @Test func codeMappedTwiceIsRejected() {
    let records =
      #"{"id": "a.b", "kind": "alert", "category": "business", "table": "T", "codes": ["C1"], "note": "n"}, {"id": "a.c", "kind": "alert", "category": "business", "table": "T", "codes": ["C1"], "note": "n"}"#
    #expect { try CatalogFixtures.manifest(Self.manifest(entries: records)) } throws: { error in
      (error as? ManifestError)?.message == "server code 'C1' is already mapped to 'a.b'"
    }
  }

  @Test func topLevelProblems() {
    #expect {
      try CatalogFixtures.manifest(#"{"developmentLanguage": "en", "languages": ["ko"], "commonFailure": "x", "entries": []}"#)
    } throws: { error in
      (error as? ManifestError)?.message == "the development language 'en' is not in languages [\"ko\"]"
    }
    #expect {
      try CatalogFixtures.manifest(#"{"developmentLanguage": "en", "languages": ["en"], "commonFailure": "x.y", "entries": []}"#)
    } throws: { error in
      (error as? ManifestError)?.message == "names 'x.y', which is not an entry"
    }
    #expect { try CatalogFixtures.manifest("[]") } throws: { error in
      (error as? ManifestError)?.message == "expected an object, found an array"
    }
  }

  /// Records are decoded as they are read, yet their problems still come after the document's syntax and its other
  /// fields, wherever `entries` is in the file.
  @Test func aRecordsProblemComesAfterTheSyntaxAndTheOtherFields() {
    // `entries` first, with a record that has a problem of its own, then the other fields.
    func manifest(_ rest: String) -> String {
      #"{"entries": [{"id": "a.b", "kind": "alert", "category": "business", "table": "T", "note": "n", "buttons": [{"id": "ok"}]}], "#
        + rest
    }
    #expect {
      try CatalogFixtures.manifest(manifest(#""developmentLanguage": "en", "languages": ["ko"], "commonFailure": "a.b"}"#))
    } throws: { error in
      (error as? ManifestError)?.message == "the development language 'en' is not in languages [\"ko\"]"
    }
    #expect {
      try CatalogFixtures.manifest(manifest(#""developmentLanguage": "en", "languages": ["en"], "commonFailure": "a.b",}"#))
    } throws: { error in
      let error = error as? ManifestError
      return error?.location?.line == 1 && error?.message != "button 'ok' has no role"
    }
    #expect {
      try CatalogFixtures.manifest(manifest(#""developmentLanguage": "en", "languages": ["en"], "commonFailure": "x.y"}"#))
    } throws: { error in
      (error as? ManifestError)?.message == "button 'ok' has no role"
    }
  }

  @Test func hintSaysWhatToDoNext() throws {
    let record = #"{"id": "x.y", "kind": "alert", "category": "business", "table": "T", "note": "n", "buttons": [{"id": "ok"}]}"#
    #expect { try CatalogFixtures.manifest(Self.manifest(entries: record)) } throws: { error in
      (error as? ManifestError)?.description.hasSuffix("\n  hint: add \"role\": \"cancel\", \"destructive\" or \"default\"") == true
    }
  }

  @Test func missingFileSaysWhichFile() {
    #expect { try CatalogManifest.load(contentsOf: URL(fileURLWithPath: "/nonexistent/catalog.json")) } throws: { error in
      (error as? ManifestError)?.description.hasPrefix(
        "/nonexistent/catalog.json:1:1: error: cannot read the manifest: there is no such file")
        == true
    }
  }

  @Test func missingFilePointsToTheFormatDocument() throws {
    let error = try #require(throws: ManifestError.self) {
      try CatalogManifest.load(contentsOf: URL(fileURLWithPath: "/nonexistent/catalog.json"))
    }
    let document = URL(fileURLWithPath: #filePath).appending(path: "../../../../docs/catalog-format.md").standardized
    #expect(error.hint == "create catalog.json (see docs/catalog-format.md) or pass the right --localizations folder")
    #expect(FileManager.default.fileExists(atPath: document.path))
  }

  @Test(arguments: ["../../outside", "", "e", "ko/../en", "en US", "한국어", "zh--Hans", "toolongname"])
  func languagesMustBeLanguageTags(language: String) throws {
    let json = #"{"developmentLanguage": "en", "languages": ["en", "\#(language)"], "commonFailure": "x", "entries": []}"#
    let error = try #require(throws: ManifestError.self) { try CatalogFixtures.manifest(json) }
    guard case .invalid(_, 1, _, nil, .notALanguageTag(let refused)) = error else {
      Issue.record("expected notALanguageTag, got \(error)")
      return
    }
    #expect(refused == language)
    #expect(error.message == "'\(language)' is not a language tag")
    #expect(error.hint == "name the language as its .lproj folder does, e.g. ko, en, zh-Hans or pt-BR")
  }

  @Test(arguments: ["ko", "zh-Hans", "pt_BR", "es-419", "yue", "English", "sr-Latn-RS"])
  func languageTagsAsLprojFoldersNameThemAreAccepted(language: String) throws {
    let json =
      #"{"developmentLanguage": "en", "languages": ["en", "\#(language)"], "commonFailure": "x.y", "entries": [{"id": "x.y", "kind": "errorScreen", "category": "common", "table": "T", "note": "n"}]}"#
    #expect(try CatalogFixtures.manifest(json).languages.contains(language))
  }

  @Test func anUnreadableManifestIsItsOwnCaseWithNoLine() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "unreadable-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appending(path: "catalog.json"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(throws: ManifestError.self) { try CatalogManifest.load(contentsOf: folder.appending(path: "catalog.json")) }
    #expect(
      error
        == .unreadable(
          file: folder.appending(path: "catalog.json").path, problem: .directory(path: folder.appending(path: "catalog.json").path)))
    #expect(error.location == nil)
    #expect(
      error.description
        == "\(folder.path)/catalog.json:1:1: error: cannot read the manifest: this is a folder, not a file\n  hint: pass a file inside the folder, or the option that takes a folder"
    )
  }
}
