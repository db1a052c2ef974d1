import Foundation
import Testing
import Copydeck

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
    #expect(throws: CatalogLoadError.self) { try store.reload() }
    #expect(store.resolve(code: "CGF0003", locale: "ko").title == "그룹 정원이 가득 찼어요")
  }

  @Test func storeFromACatalogCannotReload() {
    let store = CatalogStore(catalog: CatalogFixtures.basic)
    #expect(throws: CatalogLoadError.self) { try store.reload() }
  }

  @Test func concurrentResolutionDuringReloadsSeesWholeVersions() async throws {
    let url = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = try CatalogStore(contentsOf: url)
    let titles: Set<String> = ["그룹 정원이 가득 찼어요", "버전 1", "버전 2", "버전 3", "버전 4", "버전 5"]
    let seen = try await withThrowingTaskGroup(of: Set<String>.self) { group in
      group.addTask {
        for version in 1...5 {
          try Self.writeTitle("버전 \(version)", in: url)
          try store.reload()
        }
        return []
      }
      for reader in 0..<8 {
        group.addTask {
          var seen: Set<String> = []
          for iteration in 0..<2_000 {
            let catalog = store.catalog
            let copy = iteration.isMultiple(of: 2)
              ? catalog.resolve(id: "group.full", locale: "ko-KR")
              : catalog.resolve(code: "CGF0003", locale: reader.isMultiple(of: 2) ? "ko" : "ko_KR", arguments: ["x"])
            guard copy.id == "group.full", copy.language == "ko", let title = copy.title,
              copy.buttons.map(\.label) == ["확인"]
            else { throw CancellationError() }
            seen.insert(title)
            await Task.yield()
          }
          return seen
        }
      }
      return try await group.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
    #expect(seen.isSubset(of: titles))
    #expect(store.resolve(id: "group.full", locale: "ko").title == "버전 5")
  }
}
