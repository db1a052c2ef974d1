import CopydeckChecks
import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles
@testable import CopydeckPreview

/// The preview's reload re-reads only the files whose stamp changed (``Reloader``), and gives exactly what a full load
/// of the folder gives: the same findings, errors, entries, and every entry's copy and trail in every language.
@Suite struct IncrementalReloadTests {
  /// A private copy of the preview fixture's `Localizations/`.
  private static func copyOfFixture() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-incremental-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: PreviewFixture.fixtures.appendingPathComponent("Localizations"), to: folder)
    return folder
  }

  /// Everything a page can show of `loaded`, as text: findings, errors, and each entry resolved for each language
  /// (and a locale no language matches) with its trail.
  private static func shown(_ loaded: LoadedCopy) -> [String] {
    var lines = loaded.findings.map { "finding \($0)" } + loaded.errors.map { "error \($0.description)" }
    guard let catalog = loaded.catalog else { return lines + ["no catalog"] }
    lines += catalog.folder.diagnostics.map { "diagnostic \($0.description)" }
    for entry in catalog.entries {
      for locale in catalog.languages + ["fr-FR"] {
        let copy = catalog.resolve(
          id: entry.id, locale: locale, arguments: entry.arguments.map { $0.format.contains("@") ? .text("X") : .integer(3) })
        lines.append("\(entry.id) \(locale): \(copy.language) \(copy.title ?? "-") | \(copy.message ?? "-") | \(copy.buttons.map(\.label))")
        lines += copy.trail.map { "  \($0)" }
      }
    }
    return lines
  }

  /// Applies each change in turn and reloads incrementally from the previous reload: after each, the result must be
  /// the full load's.
  @Test func eachIncrementalReloadGivesWhatAFullLoadGives() throws {
    let folder = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent(path)
      let temporary = url.appendingPathExtension("tmp")
      try Data(text.utf8).write(to: temporary)
      #expect(rename(temporary.path, url.path) == 0, "an atomic save of \(path)")
    }
    func read(_ path: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) }
    let groups = try read("en.lproj/Groups.strings")
    let catalog = try read("catalog.json")
    let koreanGroups = try read("ko.lproj/Groups.strings")
    let koreanCommon = try read("ko.lproj/Common.strings")
    let common = try read("en.lproj/Common.strings")
    let changes: [(String, () throws -> Void)] = [
      (
        "an edited value",
        { try write("en.lproj/Groups.strings", groups.replacingOccurrences(of: "This Group Is Full", with: "No Room Left")) }
      ),
      (
        "a value in place, same size",
        {
          try Data(groups.replacingOccurrences(of: "This Group Is Full", with: "This Group Is Fall").utf8)
            .write(to: folder.appendingPathComponent("en.lproj/Groups.strings"))
        }
      ),
      ("a table that no longer parses", { try write("ko.lproj/Groups.strings", "\"group.full.title\" = \"닫히지 않은 따옴표;\n") }),
      (
        "the table fixed",
        {
          try write(
            "ko.lproj/Groups.strings",
            try String(contentsOf: PreviewFixture.fixtures.appendingPathComponent("Localizations/ko.lproj/Groups.strings"), encoding: .utf8)
          )
        }
      ),
      ("a table removed", { try FileManager.default.removeItem(at: folder.appendingPathComponent("ko.lproj/Common.strings")) }),
      ("a table added", { try write("ko.lproj/Common.strings", try read("en.lproj/Common.strings")) }),
      (
        "a directory where a table was",
        {
          try FileManager.default.removeItem(at: folder.appendingPathComponent("ko.lproj/Common.strings"))
          try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("ko.lproj/Common.strings"), withIntermediateDirectories: false)
        }
      ),
      (
        "the table back",
        {
          try FileManager.default.removeItem(at: folder.appendingPathComponent("ko.lproj/Common.strings"))
          try write(
            "ko.lproj/Common.strings",
            try String(contentsOf: PreviewFixture.fixtures.appendingPathComponent("Localizations/ko.lproj/Common.strings"), encoding: .utf8)
          )
        }
      ),
      // Changes of one table that add or remove a finding comparing it with other tables (other languages, other
      // table names, the manifest's suppressions), which the reload's check must find as a full check does.
      (
        "a translation missing",
        {
          try write(
            "ko.lproj/Groups.strings", koreanGroups.replacingOccurrences(of: "\"group.full.message\"", with: "\"group.full.mesage\""))
        }
      ),
      ("the translation back", { try write("ko.lproj/Groups.strings", koreanGroups) }),
      (
        "a manifest that owns its tables",
        {
          try write(
            "catalog.json",
            catalog.replacingOccurrences(of: "\"commonFailure\"", with: "\"ownedTables\": [\"Common\", \"Groups\"], \"commonFailure\""))
        }
      ),
      ("a key no entry uses", { try write("en.lproj/Common.strings", common + "\"common.extra\" = \"Extra\";\n") }),
      (
        "a key of an entry of another table",
        { try write("en.lproj/Common.strings", common + "\"group.full.title\" = \"This Group Is Full\";\n") }
      ),
      ("the table without it", { try write("en.lproj/Common.strings", common) }),
      (
        "a translation with other specifiers",
        { try write("ko.lproj/Groups.strings", koreanGroups.replacingOccurrences(of: "%@에서", with: "%d에서")) }
      ),
      ("a key defined twice", { try write("ko.lproj/Groups.strings", koreanGroups + "\"group.full.title\" = \"또\";\n") }),
      ("the translation fixed", { try write("ko.lproj/Groups.strings", koreanGroups) }),
      (
        "an untranslated value",
        { try write("ko.lproj/Common.strings", koreanCommon.replacingOccurrences(of: "문제가 생겼어요", with: "Something Went Wrong")) }
      ),
      (
        "an allowance for it",
        {
          try write(
            "catalog.json",
            catalog.replacingOccurrences(
              of: "\"note\": \"The common failure.\"",
              with: "\"note\": \"The common failure.\", \"allow\": [{\"rule\": \"untranslated\", \"reason\": \"a test\"}]"))
        }
      ),
      ("the value translated, so the allowance is unused", { try write("ko.lproj/Common.strings", koreanCommon) }),
      ("the manifest without the allowance", { try write("catalog.json", catalog) }),
      (
        "a table in another encoding",
        {
          try ("\u{FEFF}" + koreanCommon).data(using: .utf16LittleEndian)!.write(
            to: folder.appendingPathComponent("ko.lproj/Common.strings"))
        }
      ),
      ("its encoding back", { try write("ko.lproj/Common.strings", koreanCommon) }),
      ("a table named in another case", { try write("ko.lproj/groups.strings", koreanGroups) }),
      ("that table gone", { try FileManager.default.removeItem(at: folder.appendingPathComponent("ko.lproj/groups.strings")) }),
      (
        "a .stringsdict without a form English needs",
        {
          try write(
            "en.lproj/Groups.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>group.full.message</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d people</string></dict>
            </dict></dict></plist>
            """)
        }
      ),
      ("the .stringsdict gone", { try FileManager.default.removeItem(at: folder.appendingPathComponent("en.lproj/Groups.stringsdict")) }),
      // An entry shown as the common failure keeps nothing of the last catalog when the common failure's table changes.
      (
        "an entry valid in no language",
        {
          let withoutTitle = { (text: String) in
            text.split(separator: "\n").filter { !$0.hasPrefix("\"group.full.title\"") }.joined(separator: "\n")
          }
          try write("en.lproj/Groups.strings", withoutTitle(groups))
          try write("ko.lproj/Groups.strings", withoutTitle(koreanGroups))
        }
      ),
      (
        "the common failure reworded",
        { try write("en.lproj/Common.strings", common.replacingOccurrences(of: "Something Went Wrong", with: "Something Broke")) }
      ),
      (
        "both back",
        {
          try write("en.lproj/Groups.strings", groups)
          try write("ko.lproj/Groups.strings", koreanGroups)
          try write("en.lproj/Common.strings", common)
        }
      ),
      ("an invalid manifest", { try write("catalog.json", "{") }),
      ("the manifest back", { try write("catalog.json", catalog) }),
      (
        "a new language",
        {
          try FileManager.default.createDirectory(at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: false)
          try write("fr.lproj/Groups.strings", groups)
        }
      ),
    ]
    var stamps = LocalizationsWatcher.fingerprint(of: folder)
    var loaded = LoadedCopy.load(from: folder)
    #expect(Self.shown(loaded) == Self.shown(LoadedCopy.load(from: folder)))
    var seen: Set<[String]> = [Self.shown(loaded)]
    var rulesFound: Set<String> = []
    var groupsChecked: [(String, [String])] = []
    for (name, change) in changes {
      try change()
      let now = LocalizationsWatcher.fingerprint(of: folder)
      #expect(now != stamps, "\(name): the watcher sees it")
      let unchanged = Reloader.unchangedPaths(from: stamps, to: now)
      loaded = LoadedCopy.load(from: folder, reusing: loaded, unchanged: unchanged.contains)
      stamps = now
      let full = Self.shown(LoadedCopy.load(from: folder))
      #expect(Self.shown(loaded) == full, "\(name): the incremental reload shows what a full load shows")
      seen.insert(full)
      // The reload's check, which re-ran the rules only over the tables that changed, finds what `copydeck check`
      // finds over the whole folder (in another order: the page sorts them).
      if loaded.catalog != nil {
        let checked = Result { () throws(CheckerError) in try Checker(localizations: folder).run().findings }
        switch checked {
        case .success(let findings):
          #expect(
            loaded.findings.map { "\($0)" }.sorted() == findings.map { "\($0)" }.sorted(), "\(name): the reload's check is the full check")
          #expect(loaded.findings == loaded.findings.sorted(), "\(name): sorted")
        case .failure:
          #expect(loaded.findings.isEmpty, "\(name): no finding where the full check cannot run")
        }
        rulesFound.formUnion(loaded.findings.map(\.rule))
        if let checkedGroups = loaded.checked?.checkedGroups { groupsChecked.append((name, checkedGroups)) }
      }
    }
    #expect(seen.count >= 8, "the changes change what is shown")
    let comparing: Set = [
      "missing-translation", "orphan-key", "format-mismatch", "duplicate-key", "untranslated", "unused-suppression", "mixed-encoding",
      "table-name-case", "plural-forms",
    ]
    #expect(comparing.isSubset(of: rulesFound), "the changes add (and then remove) findings of these rules: \(rulesFound.sorted())")
    // An edit of one table re-checks only the tables of its name; a changed manifest re-checks every table.
    let byChange = Dictionary(groupsChecked, uniquingKeysWith: { first, _ in first })
    #expect(byChange["an edited value"] == ["groups"])
    #expect(byChange["a key no entry uses"] == ["common"])
    #expect(byChange["the value translated, so the allowance is unused"] == ["common"])
    #expect(byChange["the manifest back"] == ["common", "groups"])
    #expect(byChange["a table named in another case"] == ["groups"])
  }

  /// The stamps decide which files are read again: a file that changed but is (wrongly) said to be unchanged keeps
  /// its last reading, which is how a reload after one edit reads one table.
  @Test func aFileWhoseStampIsUnchangedIsNotReadAgain() throws {
    let folder = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = LoadedCopy.load(from: folder)
    let table = folder.appendingPathComponent("en.lproj/Groups.strings")
    let text = try String(contentsOf: table, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "This Group Is Full", with: "No Room Left").utf8).write(to: table)
    let reused = LoadedCopy.load(
      from: folder, reusing: first, unchanged: { $0 != folder.appendingPathComponent("en.lproj/Common.strings").path })
    #expect(reused.catalog?.resolve(id: "group.full", locale: "en").title == "This Group Is Full")
    let reread = LoadedCopy.load(from: folder, reusing: first, unchanged: { $0 != table.path })
    #expect(reread.catalog?.resolve(id: "group.full", locale: "en").title == "No Room Left")
  }

  /// A table that cannot be read (a folder where the file should be) stops the reload's check, as in `copydeck check`:
  /// the page shows it as unreadable, not findings about copy that seems to be missing.
  @Test func anUnreadableTableStopsTheCheckAndIsAnError() throws {
    let folder = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("ko.lproj/Groups.strings")
    try FileManager.default.removeItem(at: table)
    try FileManager.default.createDirectory(at: table, withIntermediateDirectories: false)
    let loaded = LoadedCopy.load(from: folder)
    #expect(loaded.findings.isEmpty, "no finding about the copy of a table that could not be read: \(loaded.findings)")
    #expect(loaded.errors.map(\.id) == ["unreadable-file"], "\(loaded.errors.map(\.description))")
    #expect(loaded.errors.first?.location.file == table.path)
  }

  /// A save from the page reloads the copy once: its answer names the next generation, and the watcher, which sees
  /// the file the save wrote, finds nothing new to reload (before, every save was two reloads).
  ///
  /// The preview's parts are wired here as ``PreviewServer`` wires them, so the test waits for the event itself (the
  /// watcher's call after it saw the saved file), not for a guess at how long the watcher takes.
  @Test func aSaveIsOneReload() throws {
    let folder = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stamps = LocalizationsWatcher.fingerprint(of: folder)
    let loaded = LoadedCopy.load(from: folder)
    let store = SnapshotStore(loaded)
    let reloader = Reloader(folder: folder, store: store, stamps: stamps, loaded: loaded)
    let secret = EditSecret(port: 8080)
    let edits = EditAPI(store: store, reloader: reloader, secret: secret)
    let looked = DispatchSemaphore(value: 0)
    let watcher = LocalizationsWatcher(folder: folder, since: stamps) {
      reloader.reloadIfChanged()
      looked.signal()
    }
    defer { watcher.stop() }

    let table = try String(contentsOf: folder.appendingPathComponent("ko.lproj/Groups.strings"), encoding: .utf8)
    let current = try #require(table.split(separator: "\n").first { $0.hasPrefix("\"group.full.title\"") })
    let value = String(current.split(separator: "\"", omittingEmptySubsequences: false)[3])
    let object: [String: Any] = [
      "entry": "group.full",
      "changes": [
        ["lang": "ko", "table": "Groups", "key": "group.full.title", "value": "자리가 없어요", "version": ValueVersion.of(value)]
      ],
    ]
    let request = HTTPRequest(
      method: "POST", path: "/api/edit/save", query: [:],
      headers: [
        "host": "127.0.0.1:8080", "content-type": "application/json", "origin": "http://127.0.0.1:8080",
        "sec-fetch-site": "same-origin", "cookie": "\(secret.cookieName)=\(secret.value)",
      ],
      body: Array(try JSONSerialization.data(withJSONObject: object)), client: "127.0.0.1")
    let response = try #require(edits.respond(to: request))
    guard case .bytes(let body) = response.body else {
      Issue.record("the save's answer is not a JSON body")
      return
    }
    #expect(response.status == 200, "\(String(decoding: body, as: UTF8.self))")
    #expect(String(decoding: body, as: UTF8.self).contains("\"generation\":1"))
    #expect(looked.wait(timeout: .now() + 30) == .success, "the watcher saw the saved file")
    #expect(store.current.generation == 1, "one reload per save")
    #expect(store.current.catalog?.resolve(id: "group.full", locale: "ko").title == "자리가 없어요")
  }
}
