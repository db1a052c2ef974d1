import CopydeckFiles
import Foundation
import Testing

/// A table and its review file under concurrent `copydeck set` processes and processes killed mid-write: no review
/// line is lost, and a killed write never leaves a changed translation's verdict wrong in the unsafe direction
/// (confirmed when it is not).
@Suite struct ReviewStateSafetyTests {
  /// A folder with `en` and `ko` tables of `count` keys, `key.N` = `English N` / `한국어 N`.
  private func folder(keys count: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-safety-\(UUID().uuidString)")
    for (language, prefix) in [("en", "English"), ("ko", "한국어")] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      let text = (0..<count).map { "\"key.\($0)\" = \"\(prefix) \($0)\";\n" }.joined()
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Alerts.strings"))
    }
    return folder
  }

  private func review(_ folder: URL) throws -> ReviewFile {
    try TableReview(folder: folder, table: "Alerts", developmentLanguage: "en").read()
  }

  private func outdated(_ folder: URL) throws -> Set<String> {
    Set(try TableReview(folder: folder, table: "Alerts", developmentLanguage: "en").outdated().map(\.translation.key))
  }

  private func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = copydeckExecutable
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  @Test func twentyConcurrentSetsOfBothLanguagesLoseNoReviewLine() throws {
    let folder = try folder(keys: 20)
    let english = folder.appendingPathComponent("en.lproj/Alerts.strings").path
    let korean = folder.appendingPathComponent("ko.lproj/Alerts.strings").path
    // English changes for keys 0-9, Korean translations are written for keys 10-19, all at once.
    let processes = try (0..<20).map { index in
      index < 10
        ? try start(["set", english, "key.\(index)", "New English \(index)"])
        : try start(["set", korean, "key.\(index)", "새 한국어 \(index)"])
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let review = try review(folder)
    #expect(review.confirmed.count == 20)
    for index in 0..<10 {
      #expect(review.confirmed[.init(key: "key.\(index)", language: "ko")] == "English \(index)", "key.\(index)")
    }
    for index in 10..<20 {
      #expect(review.confirmed[.init(key: "key.\(index)", language: "ko")] == "English \(index)", "key.\(index)")
    }
    #expect(try outdated(folder) == Set((0..<10).map { "key.\($0)" }))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(leftovers == ["Alerts.copydeck-review", "en.lproj", "ko.lproj"])
  }

  @Test func aKilledDevelopmentWriteNeverLeavesItsTranslationConfirmed() throws {
    // Killed at 100 moments of its run, 1 ms apart (a run takes about 50 ms here: from before it reads to after it
    // renamed; TableReviewTests stops the same write at each of its steps): whenever the English text is the new
    // one, the Korean translation is outdated.
    for delay in 0..<100 {
      let folder = try folder(keys: 3)
      let english = folder.appendingPathComponent("en.lproj/Alerts.strings")
      let process = try start(["set", english.path, "key.1", "Changed"])
      Thread.sleep(forTimeInterval: Double(delay) / 1000)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let changed = try String(contentsOf: english, encoding: .utf8).contains("Changed")
      #expect(try outdated(folder) == (changed ? ["key.1"] : []), "killed after \(delay) ms")
    }
  }

  @Test func aKilledTranslationWriteNeverConfirmsTheOldTranslation() throws {
    for delay in 0..<100 {
      let folder = try folder(keys: 3)
      let english = folder.appendingPathComponent("en.lproj/Alerts.strings").path
      let korean = folder.appendingPathComponent("ko.lproj/Alerts.strings")
      #expect(runCopydeck(["set", english, "key.1", "Changed"]).status == 0)
      let process = try start(["set", korean.path, "key.1", "바뀜"])
      Thread.sleep(forTimeInterval: Double(delay) / 1000)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let written = try String(contentsOf: korean, encoding: .utf8).contains("바뀜")
      let isOutdated = try outdated(folder).contains("key.1")
      #expect(written || isOutdated, "killed after \(delay) ms: the old Korean text counts as confirmed")
    }
  }
}
