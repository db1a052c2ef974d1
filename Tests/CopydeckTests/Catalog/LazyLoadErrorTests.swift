import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// What a lazy load (``Catalog/Loading/lazy``) finds only on first use is still reported, never read as missing copy:
/// a table that cannot be read or parsed, a manifest record that does not decode. And what it does check while
/// loading fails the load with the eager load's own error.
@Suite struct LazyLoadErrorTests {
  /// A copy of the `basic` fixture whose `catalog.json` has `replace` replaced by `with`.
  private static func basic(replacing replace: String, with replacement: String) throws -> URL {
    let url = try CatalogFixtures.copy("basic")
    let manifest = url.appendingPathComponent("catalog.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    #expect(text.contains(replace), "the fixture has \(replace)")
    try Data(text.replacingOccurrences(of: replace, with: replacement).utf8).write(to: manifest)
    return url
  }

  @Test func aTableDeletedAfterTheLoadIsUnreadableNotMissing() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let catalog = try Catalog.load(from: url)
    try FileManager.default.removeItem(at: url.appendingPathComponent("ko.lproj/Groups.strings"))
    let copy = catalog.resolve(id: "group.full", locale: "ko-KR")
    #expect(copy.language == "en")
    let reason = try #require(copy.trail.first { $0.language == "ko" }?.reason)
    #expect(reason.hasPrefix("ko.lproj/Groups.strings cannot be read: "), "\(reason)")
    #expect(catalog.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix("ko.lproj/Groups.strings") })
  }

  @Test func aTableThatIsAFolderIsUnreadableOnFirstUse() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let table = url.appendingPathComponent("ko.lproj/Groups.strings")
    try FileManager.default.removeItem(at: table)
    try FileManager.default.createDirectory(at: table, withIntermediateDirectories: false)
    let lazy = try Catalog.load(from: url)
    let eager = try Catalog.load(from: url, loading: .eager)
    let copy = lazy.resolve(id: "group.full", locale: "ko-KR")
    #expect(copy.language == "en")
    #expect(copy.trail.first { $0.language == "ko" }?.reason.hasPrefix("ko.lproj/Groups.strings cannot be read: ") == true)
    #expect(copy == eager.resolve(id: "group.full", locale: "ko-KR"))
    #expect(copy.trail == eager.resolve(id: "group.full", locale: "ko-KR").trail)
    #expect(lazy.diagnostics.map(\.description) == eager.diagnostics.map(\.description))
    #expect(lazy.diagnostics.contains { $0.location.file.hasSuffix("ko.lproj/Groups.strings") })
  }

  @Test func aTableBrokenAfterTheLoadIsReportedOnFirstUse() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let catalog = try Catalog.load(from: url)
    try Data("\"group.full.title\" = \"unterminated;\n".utf8).write(to: url.appendingPathComponent("ko.lproj/Groups.strings"))
    let copy = catalog.resolve(id: "group.full", locale: "ko")
    #expect(copy.language == "en")
    #expect(copy.trail.first { $0.language == "ko" }?.reason.hasPrefix("ko.lproj/Groups.strings cannot be read: ") == true)
    #expect(catalog.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix("ko.lproj/Groups.strings") })
  }

  /// A record with a field the manifest does not allow: the eager load fails; the lazy one loads, resolves the entry
  /// to the common failure with the error in the trail, leaves the others alone, and `validate()` throws the error.
  @Test func aBrokenRecordFailsItsEntryOnFirstUseAndValidateThrowsIt() throws {
    let url = try Self.basic(
      replacing: #""kind": "alert",\#n      "category": "business",\#n      "table": "Groups",\#n      "codes": ["CGF0003"]"#,
      with: #""kind": "popup",\#n      "category": "business",\#n      "table": "Groups",\#n      "codes": ["CGF0003"]"#)
    defer { try? FileManager.default.removeItem(at: url) }
    let eagerError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
    let expected = try #require(eagerError?.description)
    #expect(expected.contains("entry 'group.full': "), "\(expected)")
    let catalog = try Catalog.load(from: url)
    let copy = catalog.resolve(id: "group.full", locale: "ko-KR")
    #expect(copy.id == "common.unknown")
    #expect(copy.isFallback)
    let step = try #require(copy.trail.first { $0.entry == "group.full" })
    #expect(step.outcome == .skipped)
    #expect(step.reason.contains("catalog.json:"), "\(step.reason)")
    #expect(step.reason.contains("'popup'"), "\(step.reason)")
    #expect(catalog.resolve(code: "CGF0003", locale: "ko-KR").id == "common.unknown")
    #expect(catalog.resolve(id: "group.alreadyMember", locale: "en").id == "group.alreadyMember")
    #expect(catalog.entry(id: "group.full") == nil)
    #expect(catalog.entry(id: "group.alreadyMember") != nil)
    #expect(!catalog.entries.contains { $0.id == "group.full" })
    let lazyError = #expect(throws: CatalogLoadError.self) { try catalog.validate() }
    #expect(lazyError?.description == expected)
  }

  /// A broken common failure: its entry and every failing one fall to the built-in sentence, as the trail says.
  @Test func aBrokenCommonFailureRecordFallsToTheBuiltInSentence() throws {
    let url = try Self.basic(
      replacing: #""kind": "errorScreen",\#n      "category": "common",\#n      "table": "Common",\#n      "buttons""#,
      with: #""kind": "errorScreen",\#n      "category": "common",\#n      "table": "Common/x",\#n      "buttons""#)
    defer { try? FileManager.default.removeItem(at: url) }
    let catalog = try Catalog.load(from: url)
    let copy = catalog.resolve(id: "no.such.entry", locale: "ko-KR")
    #expect(copy.id == "copydeck.builtIn")
    #expect(copy.trail.contains { $0.entry == "common.unknown" && $0.reason.hasPrefix("its record in the manifest is invalid (") })
    #expect(catalog.resolve(id: "group.full", locale: "ko-KR").title == "그룹 정원이 가득 찼어요")
    #expect(throws: CatalogLoadError.self) { try catalog.validate() }
  }

  /// A syntax error the load's skim does not look at (inside a record's button) is found when the record is first
  /// decoded: the entry resolves to the common failure with the strict reader's message, which `validate()` throws.
  @Test func aSyntaxErrorInsideARecordIsFoundOnItsFirstUse() throws {
    let url = try Self.basic(
      replacing: #""preferred": true }],\#n      "note": "The group already has"#,
      with: #""preferred": tru }],\#n      "note": "The group already has"#)
    defer { try? FileManager.default.removeItem(at: url) }
    let eagerError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
    let expected = try #require(eagerError?.description)
    #expect(expected.contains("expected 'true'"), "\(expected)")
    let catalog = try Catalog.load(from: url)
    let copy = catalog.resolve(id: "group.full", locale: "ko-KR")
    #expect(copy.id == "common.unknown")
    #expect(copy.trail.contains { $0.entry == "group.full" && $0.reason.contains("expected 'true'") })
    #expect(catalog.resolve(id: "group.alreadyMember", locale: "en").id == "group.alreadyMember")
    let lazyError = #expect(throws: CatalogLoadError.self) { try catalog.validate() }
    #expect(lazyError?.description == expected)
  }

  /// The positions the skim finds (a byte-order mark, CRLF line ends, tabs, Korean before a record, everything on one
  /// line) are the strict reader's: every record decodes at the eager load's line and column, and an id used twice
  /// is reported at the same place.
  @Test(arguments: ["\u{FEFF}", ""], ["\r\n", "\n", ""])
  func theSkimFindsTheStrictReadersPositions(_ start: String, _ lineEnd: String) throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    func record(_ id: String) -> String {
      #"{\#t"id": "\#(id)", "kind": "alert", "category": "business", "table": "Groups",\#(lineEnd)"#
        + #" "arguments": [{ "name": "item", "format": "%@", "samples": { "en": "Photo", "ko": "사진 \"한 장\"" } }],\#(lineEnd)"#
        + #" "note": "메모 — ünïcödé \u00e9 \\ 끝"}"#
    }
    let manifest =
      #"\#(start){ "developmentLanguage": "en",\#(lineEnd)"languages": ["en", "ko"], "commonFailure": "a.one",\#(lineEnd)"#
      + #""entries": [\#(lineEnd)\#(record("a.one")),\#(lineEnd)\#t\#(record("a.two")), \#(record("a.three"))\#(lineEnd)]\#(lineEnd)}\#(lineEnd)"#
    let file = url.appendingPathComponent("catalog.json")
    try Data(manifest.utf8).write(to: file)
    let eager = try Catalog.load(from: url, loading: .eager)
    let lazy = try Catalog.load(from: url)
    #expect(eager.entries.count == 3)
    #expect(lazy.entries == eager.entries)
    try Data(manifest.replacingOccurrences(of: #""a.three""#, with: #""a.two""#).utf8).write(to: file)
    let eagerError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
    let lazyError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url) }
    #expect(lazyError?.description == eagerError?.description)
    #expect(eagerError?.description.contains("a.two") == true)
  }

  /// Runs of spaces of every length around eight (which the skim reads past eight bytes at a time), before members,
  /// around colons and inside nested objects, give the strict reader's positions: the same entries, and an id used
  /// twice reported at the same place.
  @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 40])
  func runsOfSpacesKeepTheStrictReadersPositions(_ spaces: Int) throws {
    let run = String(repeating: " ", count: spaces)
    let url = try Self.basic(replacing: "\n", with: "\n" + run)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = url.appendingPathComponent("catalog.json")
    let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\": ", with: "\"" + run + ":" + run)
    try Data(text.utf8).write(to: file)
    #expect(Array(text.utf8).withUnsafeBufferPointer { ManifestSkimmer.skim($0) } != nil, "the skim reads it, not the strict reader")
    let eager = try Catalog.load(from: url, loading: .eager)
    let lazy = try Catalog.load(from: url)
    #expect(lazy.entries == eager.entries)
    #expect(lazy.entries.count > 10)
    let duplicated = text.replacingOccurrences(of: "\"group.alreadyMember\"", with: "\"group.full\"")
    try Data(duplicated.utf8).write(to: file)
    let eagerError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
    let lazyError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url) }
    #expect(lazyError?.description == eagerError?.description)
  }

  /// Whitespace of every kind after a single space or a line break (which the skim reads past without a call when
  /// a member follows at once) gives the eager load's entries; a control character there is no whitespace, so the
  /// skim gives up and the lazy load fails with the eager load's error.
  @Test(arguments: [" ", "\n", " \n", "\n\n", "\n \t", "\r\n    ", " \t ", "\n         \n  ", "\n\u{1}", " \u{1}"])
  func whitespaceAfterASpaceOrALineBreak(_ separator: String) throws {
    let url = try Self.basic(replacing: "\n", with: separator)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = url.appendingPathComponent("catalog.json")
    let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\": ", with: "\":" + separator)
    try Data(text.utf8).write(to: file)
    let skimmed = Array(text.utf8).withUnsafeBufferPointer { ManifestSkimmer.skim($0) } != nil
    guard !separator.contains("\u{1}") else {
      #expect(!skimmed, "a control character is not whitespace")
      let eagerError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
      let lazyError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url) }
      #expect(lazyError?.description == eagerError?.description)
      return
    }
    #expect(skimmed, "the skim reads it, not the strict reader")
    let eager = try Catalog.load(from: url, loading: .eager)
    let lazy = try Catalog.load(from: url)
    #expect(lazy.entries == eager.entries)
    #expect(lazy.entries.count > 10)
  }

  /// Quotes, backslashes and brackets at every position of an eight-byte word (which the skim finds a word at a time),
  /// in strings and between the members of nested objects and arrays: the skim reads the file, with the eager load's
  /// entries; an extra bracket in a nested value, or a string left open, fails the load with the eager load's error.
  @Test(arguments: 0..<16)
  func quotesBackslashesAndBracketsAtEveryPositionOfAWord(_ shift: Int) throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let pad = String(repeating: "x", count: shift)
    let gap = String(repeating: " ", count: shift)
    func record(_ id: String) -> String {
      #"{"id": "\#(id)", "kind": "alert", "category": "business", "table": "Groups", "arguments": [\#(gap){"name": "item","#
        + #" "format": "%@", "samples": {\#(gap)"en": "\#(pad)\"[{Y_y}]\\", "ko": "\#(pad)\\\\\#(pad)\""}\#(gap)}\#(gap)],"#
        + #" "note": "\#(pad)\"\#(pad)\u0041\#(pad){[\#(pad)]}\#(pad)"}"#
    }
    let manifest =
      #"{"developmentLanguage": "en", "languages": ["en", "ko"], "commonFailure": "a.one", "entries": ["#
      + #"\#(record("a.one")), \#(gap)\#(record("a.two"))]}"#
    let file = url.appendingPathComponent("catalog.json")
    try Data(manifest.utf8).write(to: file)
    #expect(Array(manifest.utf8).withUnsafeBufferPointer { ManifestSkimmer.skim($0) } != nil, "the skim reads it")
    let eager = try Catalog.load(from: url, loading: .eager)
    let lazy = try Catalog.load(from: url)
    #expect(eager.entries.count == 2)
    #expect(lazy.entries == eager.entries)
    let broken = [
      manifest.replacingOccurrences(of: #"\#(gap)}\#(gap)],"#, with: #"\#(gap)}\#(gap)]],"#),
      manifest.replacingOccurrences(of: #"\#(gap){"name""#, with: #"\#(gap){{"name""#),
      String(manifest.dropLast(8 + shift)),
    ]
    for text in broken {
      try Data(text.utf8).write(to: file)
      let eagerError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
      let lazyError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url) }
      #expect(lazyError?.description == eagerError?.description)
    }
  }

  /// A record's key or id with a byte that is not printable ASCII (a tab, DEL, a byte above 0x7F) or an escape, at
  /// every position of an eight-byte word: the skim reads the plain ones and gives up on the others, and the lazy
  /// load gives the eager load's entries or its error.
  @Test(arguments: 0..<12)
  func unprintableBytesInKeysAndIdsAtEveryPositionOfAWord(_ shift: Int) throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let file = url.appendingPathComponent("catalog.json")
    let pad = String(repeating: "x", count: shift)
    func manifest(id: String, key: String) -> String {
      #"{"developmentLanguage": "en", "languages": ["en", "ko"], "commonFailure": "a.one", "entries": ["#
        + #"{"id": "a.one", "kind": "alert", "category": "business", "table": "Groups", "note": "n"}, "#
        + #"{"id": "\#(id)", "kind": "alert", "category": "business", "table": "Groups", "\#(key)": "n"}]}"#
    }
    let plain = manifest(id: "a.\(pad)two", key: "note")
    #expect(Array(plain.utf8).withUnsafeBufferPointer { ManifestSkimmer.skim($0) } != nil, "the skim reads it")
    let variants = [
      plain,
      manifest(id: "a.\(pad)\ttwo", key: "note"), manifest(id: "a.\(pad)\u{7F}two", key: "note"),
      manifest(id: "a.\(pad)étwo", key: "note"), manifest(id: "a.\(pad)\\u0074wo", key: "note"),
      manifest(id: "a.two", key: "no\(pad)\tte"), manifest(id: "a.two", key: "no\(pad)\u{7F}te"),
      manifest(id: "a.two", key: "\(pad)ñote"), manifest(id: "a.two", key: "i\\u0064"),
    ]
    for text in variants {
      try Data(text.utf8).write(to: file)
      let eager = Result { try Catalog.load(from: url, loading: .eager) }
      let lazy = Result { try Catalog.load(from: url) }
      switch (eager, lazy) {
      case (.success(let eager), .success(let lazy)): #expect(lazy.entries == eager.entries, "\(text)")
      case (.failure(let eager), .failure(let lazy)): #expect("\(lazy)" == "\(eager)", "\(text)")
      case (.failure(let eager), .success(let lazy)):
        // A record the eager load refuses (an unknown key, an id that is no id) fails on first use, as documented.
        let error = #expect(throws: CatalogLoadError.self) { try lazy.validate() }
        #expect(error.map { "\($0)" } == "\(eager)", "\(text)")
      default: Issue.record("eager \(eager), lazy \(lazy): \(text)")
      }
    }
  }

  /// The skim reads every shipped manifest (so the load does not fall back to the strict reader for them), and gives
  /// up on one that is not JSON.
  @Test func theSkimReadsEveryShippedManifest() throws {
    for folder in LazyCatalogTests.folders {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("catalog.json")))
      let skim = bytes.withUnsafeBufferPointer { ManifestSkimmer.skim($0) }
      let records = try #require(skim?.members.first { $0.key == "entries" }?.records, "\(folder.lastPathComponent)")
      #expect(records.count == (try Catalog.load(from: folder, loading: .eager)).entries.count)
      #expect(records.allSatisfy { $0.id != nil && $0.codes != nil })
    }
    for broken in [#"{"entries": [}"#, #"{"a": 1} x"#, #"{"entries": [{"id": "a.b"]}"#, "[1]", #"{"a" 1}"#] {
      #expect(Array(broken.utf8).withUnsafeBufferPointer { ManifestSkimmer.skim($0) } == nil, "\(broken)")
    }
  }

  /// What the lazy load does check fails it with the eager load's message: the syntax of the whole file, the
  /// top-level fields, ids and codes used twice, a common failure that is no entry, an id that is not a string.
  @Test(arguments: [
    (#""id": "group.alreadyMember""#, #""id": "group.full""#),
    (#""codes": ["CGF0002"]"#, #""codes": ["CGF0003"]"#),
    (#""codes": ["CGF0002"]"#, #""codes": [2]"#),
    (#""codes": ["CGF0002"]"#, #""codes": ["CGF0002"], "codes": []"#),
    (#""id": "group.alreadyMember""#, #""id": 7"#),
    (#""id": "group.alreadyMember","#, ""),
    (#""commonFailure": "common.unknown""#, #""commonFailure": "common.gone""#),
    (#""languages": ["en", "ko"]"#, #""languages": ["en", "ko", "en"]"#),
    (#""note": "The device is offline.""#, #""note": "The device is offline.",,"#),
    (
      #""note": "Its table exists in no language: resolves to the common failure.""#,
      #""note": "Its table exists in no language: resolves to the common failure." "x""#
    ),
    ("  ]\n}", "  ]\n}\n{}"),
  ])
  func whatTheLazyLoadChecksFailsItWithTheEagerMessage(_ replace: String, _ replacement: String) throws {
    let url = try Self.basic(replacing: replace, with: replacement)
    defer { try? FileManager.default.removeItem(at: url) }
    let eager = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url, loading: .eager) }
    let lazy = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: url) }
    #expect(lazy?.description == eager?.description)
    #expect(lazy?.description.contains("catalog.json:") == true)
  }
}
