import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles
@testable import CopydeckPreview

/// The index of a 10,000-entry catalog over a real socket: a first response under 1 MB, every entry reachable by
/// page, and the search and the problems filter applied to every entry, not only the page's.
@Suite(.serialized) struct IndexAtScaleTests {
  /// A server over a generated catalog of `count` entries (copies of the fixture catalog's three entries).
  private final class Server {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-index-\(UUID().uuidString)")
    let server: PreviewServer
    var client: RawHTTPClient { RawHTTPClient(port: server.port) }

    init(count: Int) throws {
      try LargeCatalog.write(
        count: count, from: PreviewFixture.fixtures.appendingPathComponent("Localizations"),
        to: root.appendingPathComponent("Localizations"))
      server = try PreviewServer(
        localizations: root.appendingPathComponent("Localizations"),
        publicDirectory: PreviewFixture.fixtures.appendingPathComponent("public"), port: 0)
    }

    deinit {
      server.stop()
      try? FileManager.default.removeItem(at: root)
    }
  }

  private static func cards(_ html: String) -> [String] {
    html.components(separatedBy: "data-entry-card=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
  }

  @Test func theFirstResponseOfA10000EntryIndexIsUnder1MB() throws {
    let fixture = try Server(count: 10_000)
    let response = try fixture.client.get("/")
    #expect(response.status == 200)
    #expect(response.body.count < 1_000_000, "the index's first response is \(response.body.count) bytes")
    let text = response.text
    #expect(Self.cards(text).count == 100)
    #expect(text.contains("data-page-count=\"100\""))
    #expect(text.contains("<span class=\"count\">10000</span>"), "the heading counts every entry")
    #expect(text.contains("Entries 1–100 of 10,000"))
    #expect(text.contains("data-complete=\"false\""))
  }

  /// A page of a large index draws its own 100 entries, not the catalog's 1,000 (which made the index's time grow
  /// with the catalog); a search, which matches every entry's drawn copy, draws them all once per reload.
  @Test func aPageDrawsOnlyItsOwnEntriesAndASearchDrawsEveryEntryOnce() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-index-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try LargeCatalog.write(count: 1_000, from: PreviewFixture.fixtures.appendingPathComponent("Localizations"), to: root)
    let loaded = LoadedCopy.load(from: root)
    let catalog = try #require(loaded.catalog)
    let snapshot = PreviewSnapshot(catalog: catalog, findings: loaded.findings, loadErrors: loaded.errors, generation: 0)
    let searchTexts = SearchTextCache()
    let first = PreviewPages.index(snapshot, query: [:], searchTexts: searchTexts)
    #expect(Self.cards(first).count == 100)
    let found = PreviewPages.index(snapshot, query: ["q": "Book Club"], searchTexts: searchTexts)
    #expect(found.contains("Entries 1–100 of 333"))
    // The search texts are the cards' own (drawn without the plural forms and device variations they do not hold).
    let adapter = SnapshotAdapter(catalog: catalog, findings: snapshot.findingsByEntry)
    for query in [[:], ["lang": "ko"], ["lang": "accented"], ["arg.en.group": "Chess Club"]] {
      let options = PreviewOptions(query: query, languages: adapter.languages)
      let texts = adapter.searchTexts(options: options)
      #expect(texts.count == 1_000)
      let differing = catalog.entries.filter { texts[$0.id] != adapter.entry(id: $0.id, options: options)?.searchText }
      #expect(differing.isEmpty, "\(query): \(differing.prefix(3).map(\.id))")
    }
    var builds = 0
    _ = searchTexts.texts(
      generation: 0, key: "",
      build: {
        builds += 1; return [:]
      })
    #expect(builds == 0, "the texts drawn for the first search are kept for the next ones")
    _ = searchTexts.texts(
      generation: 1, key: "",
      build: {
        builds += 1; return [:]
      })
    #expect(builds == 1, "and drawn again after a reload")
  }

  @Test func everyEntryIsOnSomePageAndTheSearchFindsAnyOfThem() throws {
    let fixture = try Server(count: 1_000)
    var seen: [String] = []
    for page in 1...10 {
      let text = try fixture.client.get("/?page=\(page)").text
      #expect(text.contains("data-page=\"\(page)\" data-page-count=\"10\""))
      seen += Self.cards(text)
    }
    #expect(seen.count == 1_000)
    #expect(Set(seen).count == 1_000, "no entry is on two pages")
    // The last entry, far past the first page, is found by its id and by its copy.
    let last = try #require(seen.last)
    #expect(!Self.cards(try fixture.client.get("/").text).contains(last))
    #expect(Self.cards(try fixture.client.get("/?q=\(last)").text) == [last])
    let byCopy = Self.cards(try fixture.client.get("/?q=Book%20Club").text)  // the sample of group.leave's argument
    #expect(byCopy.count == 100, "a page of the 333 copies of group.leave")
    #expect(try fixture.client.get("/?q=Book%20Club").text.contains("Entries 1–100 of 333"))
    // Past the last page the last one is shown; an empty search result says so.
    #expect(try fixture.client.get("/?page=99").text.contains("data-page=\"10\""))
    #expect(try fixture.client.get("/?q=no%20such%20words").text.contains("<p class=\"empty\" data-empty=\"no-matches\">"))
  }
}
