import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// Saves while a program that takes no lock writes the same table, as editors, Xcode and sync tools do: each test runs
/// a real writer on a thread for a fixed number of rounds, saves as often as it can meanwhile, and counts what was
/// lost. Saves may be refused (``FileWriteError/changedMeanwhile(path:)``); none may lose the other program's bytes.
@Suite struct OtherWritersTests {
  private static let keys = (1...9).map { "key.\($0)" }
  private static let original = keys.map { "\"\($0)\" = \"Value of \($0)\";\n" }.joined()
  /// Reads the table as an editor that reloads a file changed under it does. A save that finds another program's
  /// file renamed over the table in its last instant exchanges it back at once; a read in between sees the save's
  /// bytes, and an editor reloads again when the table changes back. So a read that lacks the writer's own last change
  /// (`isCurrent` is false) is read again, for at most two seconds: a save that never hands the file back loses it.
  private static func reload(_ url: URL, until isCurrent: (Data) -> Bool) -> Data? {
    let deadline = Date().addingTimeInterval(2)
    while true {
      guard let data = try? Data(contentsOf: url) else { return nil }
      if isCurrent(data) || Date() > deadline { return data }
      Thread.sleep(forTimeInterval: 0.000_5)
    }
  }

  private func table(_ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Alerts.strings")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Runs `writer` on its own thread and `save` over and over until the writer is done; the number of saves.
  private func whileWriting(_ writer: @escaping @Sendable () -> Void, save: (Int) -> Void) -> Int {
    let done = Locked(false)
    let thread = Thread {
      writer()
      done.withLock { $0 = true }
    }
    thread.start()
    var saves = 0
    while !done.withLock({ $0 }) {
      save(saves)
      saves += 1
    }
    return saves
  }

  @Test func aSaveNeverWritesATableAnotherProgramWasRewritingInPlace() throws {
    let url = try table(Self.original)
    let path = url.path
    var torn = 0
    var written = 0
    let saves = whileWriting({
      // Truncates the file, then writes it back one entry at a time.
      for _ in 0..<3_000 {
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        try? handle.truncate(atOffset: 0)
        for key in Self.keys { try? handle.write(contentsOf: Data("\"\(key)\" = \"Value of \(key)\";\n".utf8)) }
        try? handle.close()
      }
    }) { index in
      var seen = 0
      do {
        try StringsEditor.edit(fileAt: url) { editor in
          seen = Self.keys.filter { editor.table.value(forKey: $0) != nil }.count
          try editor.setValue("saved", forKey: "saver.\(index)")
        }
        written += 1
        if seen < Self.keys.count { torn += 1 }
      } catch {
        // Refused: the file kept changing, or what was read did not parse. Either way nothing was written.
      }
    }
    #expect(torn == 0, "\(torn) of \(written) written saves (of \(saves)) replaced the table with a half-written one")
    try StringsEditor.edit(fileAt: url) { try $0.setValue("last", forKey: "saver.last") }
    let table = try StringsEditor(contentsOf: url).table
    #expect(Self.keys.allSatisfy { table.value(forKey: $0) != nil } && table.value(forKey: "saver.last") == "last")
  }

  @Test func aSaveNeverOverwritesAFileAnotherProgramRenamedOverTheTable() throws {
    let url = try table(Self.original)
    let rounds = 400
    let saves = whileWriting({
      // Adds one key per round the way editors save: a new file, flushed, renamed over the table.
      for round in 0..<rounds {
        guard let old = Self.reload(url, until: { round == 0 || String(decoding: $0, as: UTF8.self).contains("\"writer.\(round - 1)\"") })
        else { return }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".writer-\(round)").path
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary)
        else { return }
        try? handle.write(contentsOf: old + Data("\"writer.\(round)\" = \"w\";\n".utf8))
        try? handle.synchronize()
        try? handle.close()
        _ = rename(temporary, url.path)
      }
    }) { index in
      try? StringsEditor.edit(fileAt: url) { try $0.setValue("saved", forKey: "saver.\(index)") }
    }
    let table = try StringsEditor(contentsOf: url).table
    let lost = (0..<rounds).filter { table.value(forKey: "writer.\($0)") == nil }
    #expect(lost.isEmpty, "\(lost.count) of the other program's \(rounds) changes were lost to \(saves) saves")
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["Alerts.strings"])
  }

  @Test func aSaveNeverOverwritesAStringCatalogAnotherProgramRenamedOverIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Alerts.xcstrings")
    try Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8).write(to: url)
    let rounds = 300
    let saves = whileWriting({
      // Adds one key per round as Xcode saves a catalog: the whole JSON, a new file, flushed, renamed over it.
      for round in 0..<rounds {
        guard let data = Self.reload(url, until: { round == 0 || String(decoding: $0, as: UTF8.self).contains("\"writer.\(round - 1)\"") }),
          var catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
          var strings = catalog["strings"] as? [String: Any]
        else { return }
        strings["writer.\(round)"] = ["localizations": ["en": ["stringUnit": ["state": "translated", "value": "w"]]]]
        catalog["strings"] = strings
        guard let bytes = try? JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys]) else { return }
        let temporary = folder.appendingPathComponent(".writer-\(round)").path
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary)
        else { return }
        try? handle.write(contentsOf: bytes)
        try? handle.synchronize()
        try? handle.close()
        _ = rename(temporary, url.path)
      }
    }) { index in
      try? StringCatalogEditor.edit(fileAt: url) { try $0.setValue("saved", forKey: "saver.\(index)", language: "en") }
    }
    let catalog = try StringCatalogEditor(contentsOf: url).catalog.entries(language: "en")
    let lost = (0..<rounds).filter { catalog.entry(forKey: "writer.\($0)") == nil }
    #expect(lost.isEmpty, "\(lost.count) of the other program's \(rounds) changes were lost to \(saves) saves")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Alerts.xcstrings"])
  }
}
