import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct CatalogStoreTests {
  private static func writeTitle(_ title: String, in url: URL) throws {
    let file = url.appendingPathComponent("ko.lproj/Groups.strings")
    var text = try String(contentsOf: file, encoding: .utf8)
    text.replace(#/"group\.full\.title" = "[^"]*";/#, with: "\"group.full.title\" = \"\(title)\";")
    try Data(text.utf8).write(to: file, options: .atomic)
  }

  @Test func reloadSwapsInTheEditedCopy() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = try CatalogStore(contentsOf: url)
    let before = store.catalog
    try Self.writeTitle("새 제목이에요", in: url)
    try store.reload()
    #expect(store.resolve(id: "group.full", locale: "ko").title == "새 제목이에요")
    #expect(before.resolve(id: "group.full", locale: "ko").title == "그룹 정원이 가득 찼어요")
  }

  @Test func failedReloadKeepsTheCurrentCatalog() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = try CatalogStore(contentsOf: url)
    try Data("{".utf8).write(to: url.appendingPathComponent("catalog.json"))
    let error = #expect(throws: CatalogLoadError.self) { try store.reload() }
    guard case .manifest(.invalid) = error else { Issue.record("expected an invalid manifest, got \(String(describing: error))"); return }
    #expect(store.resolve(code: "CGF0003", locale: "ko").title == "그룹 정원이 가득 찼어요")
  }

  @Test func storeFromACatalogCannotReload() {
    let store = CatalogStore(catalog: CatalogFixtures.basic)
    let error = #expect(throws: CatalogLoadError.self) { try store.reload() }
    guard case .nothingToReload = error else { Issue.record("expected nothingToReload, got \(String(describing: error))"); return }
    #expect(!(error?.description.contains("<memory>") ?? true))
  }

  /// Titles seen by the reader threads, and whether any result was inconsistent.
  final class Observations: @unchecked Sendable {
    private let lock = NSLock()
    private var titles: Set<String> = []
    private var problems: [String] = []

    func record(_ copy: ResolvedCopy) {
      lock.withLock {
        guard copy.id == "group.full", copy.language == "ko", let title = copy.title, copy.buttons.map(\.label) == ["확인"],
          copy.message == "그룹장에게 자리를 요청하거나 다른 그룹에 참여해 주세요."
        else {
          problems.append("\(copy.id) \(copy.language) \(copy.title ?? "-") \(copy.trail)")
          return
        }
        titles.insert(title)
      }
    }

    var result: (titles: Set<String>, problems: [String]) { lock.withLock { (titles, problems) } }
  }

  @Test func concurrentResolutionFromManyThreadsDuringReloadsSeesWholeVersions() throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = try CatalogStore(contentsOf: url)
    let observations = Observations()
    let group = DispatchGroup()
    for reader in 0..<12 {
      group.enter()
      let thread = Thread {
        for iteration in 0..<3_000 {
          let catalog = store.catalog
          observations.record(
            iteration.isMultiple(of: 2)
              ? catalog.resolve(id: "group.full", locale: "ko-KR")
              : catalog.resolve(code: "CGF0003", locale: reader.isMultiple(of: 2) ? "ko" : "ko_KR", arguments: ["x"]))
        }
        group.leave()
      }
      thread.start()
    }
    var failures: [String] = []
    for version in 1...5 {
      do {
        try Self.writeTitle("버전 \(version)", in: url)
        try store.reload()
      } catch {
        failures.append("\(error)")
      }
    }
    group.wait()
    let (titles, problems) = observations.result
    #expect(failures.isEmpty)
    #expect(problems.isEmpty, "\(problems.prefix(3))")
    #expect(titles.isSubset(of: ["그룹 정원이 가득 찼어요", "버전 1", "버전 2", "버전 3", "버전 4", "버전 5"]))
    #expect(store.resolve(id: "group.full", locale: "ko").title == "버전 5")
  }
}
