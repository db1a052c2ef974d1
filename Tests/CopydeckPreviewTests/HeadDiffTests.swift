import Foundation
import Testing

/// "What changed since HEAD": the entry page shows each value that differs from the last commit, and the index can
/// show only those entries; git runs as a real process on a real repository.
@Suite struct HeadDiffTests {
  @Test func aValueChangedSinceTheLastCommitShowsBothTextsAndTheIndexCanFilterToIt() throws {
    let fixture = try PreviewFixture()
    try GitRepository.commitEverything(in: fixture.root)
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "자리가 없어요")
      .write(to: table, atomically: true, encoding: .utf8)
    // The watcher reloads; wait for the page to show the new text (each request sees the newest snapshot).
    var entry = ""
    for _ in 0..<100 {
      entry = try fixture.editablePage("/entries/group.full")
      if entry.contains("data-head-changed") { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(entry.contains("<del lang=\"ko\">그룹 인원이 가득 찼어요</del><ins lang=\"ko\">자리가 없어요</ins>"))
    #expect(entry.components(separatedBy: "data-head-changed").count == 2)
    #expect(!(try fixture.editablePage("/entries/group.leave")).contains("data-head-changed"))
    let index = try fixture.editablePage("/?changed=1")
    #expect(index.contains("data-entry-card=\"group.full\""))
    #expect(!index.contains("data-entry-card=\"group.leave\""))
    #expect(index.contains("name=\"changed\" value=\"1\" checked"))
    #expect(try fixture.editablePage("/").contains("data-entry-card=\"group.leave\""))
  }

  @Test func withoutARepositoryThereIsNoChangeAndNoFilter() throws {
    let fixture = try PreviewFixture()
    let table = fixture.localizations.appendingPathComponent("ko.lproj/Groups.strings")
    try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "그룹 인원이 가득 찼어요", with: "자리가 없어요")
      .write(to: table, atomically: true, encoding: .utf8)
    #expect(!(try fixture.editablePage("/entries/group.full")).contains("data-head-changed"))
    #expect(!(try fixture.editablePage("/")).contains("data-head-filter"))
  }
}
