import Testing

@testable import CopydeckPreview

/// Rendered pages are reused only within their snapshot generation.
@Suite struct PageCacheTests {
  @Test func returnsAPageOnlyForItsGeneration() {
    let cache = PageCache()
    cache.store([1, 2, 3], for: "/", generation: 4)
    #expect(cache.page(for: "/", generation: 4) == [1, 2, 3])
    #expect(cache.page(for: "/", generation: 5) == nil)
    #expect(cache.page(for: "/other", generation: 4) == nil)
  }

  @Test func aNewerGenerationDropsTheOlderPagesAndAnOlderOneIsIgnored() {
    let cache = PageCache()
    cache.store([1], for: "/a", generation: 1)
    cache.store([2], for: "/b", generation: 2)
    #expect(cache.page(for: "/a", generation: 1) == nil)
    cache.store([3], for: "/a", generation: 1)
    #expect(cache.page(for: "/a", generation: 1) == nil)
    #expect(cache.page(for: "/b", generation: 2) == [2])
  }

  @Test func startsOverWhenFull() {
    let cache = PageCache(byteLimit: 10)
    cache.store(Array(repeating: 0, count: 6), for: "/a", generation: 0)
    cache.store(Array(repeating: 1, count: 6), for: "/b", generation: 0)
    #expect(cache.page(for: "/a", generation: 0) == nil)
    #expect(cache.page(for: "/b", generation: 0)?.count == 6)
    cache.store(Array(repeating: 2, count: 11), for: "/c", generation: 0)
    #expect(cache.page(for: "/c", generation: 0) == nil)
  }

  @Test func theKeyTellsQueriesApartInAnyOrder() {
    #expect(PageCache.key(path: "/", query: ["a": "1", "b": "2"]) == PageCache.key(path: "/", query: ["b": "2", "a": "1"]))
    #expect(PageCache.key(path: "/", query: ["a": "1"]) != PageCache.key(path: "/", query: ["a": "2"]))
    #expect(PageCache.key(path: "/", query: ["a": "1b"]) != PageCache.key(path: "/", query: ["a1": "b"]))
    #expect(PageCache.key(path: "/x", query: [:]) != PageCache.key(path: "/", query: ["x": ""]))
  }
}
