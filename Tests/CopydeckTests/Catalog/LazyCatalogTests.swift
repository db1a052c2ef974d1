import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// A catalog that checks each entry on its first use (``Catalog/Loading/lazy``, what `Catalog.load` does) gives the
/// same copy and the same trail as one that checked everything while loading (``Catalog/Loading/eager``), for every
/// entry, in every language, by id and by server code, with and without arguments, asked in any order.
@Suite struct LazyCatalogTests {
  /// Every folder with a catalog the tests ship: the catalog fixtures (deliberate gaps, plurals, shared keys) and the
  /// project's own `Localizations/`.
  static let folders: [URL] =
    ["basic", "plurals", "shared-keys"].map(CatalogFixtures.url)
    + [
      CatalogFixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations")
    ]

  /// The locales asked: each catalog language with a region, a language with no table, and an empty identifier.
  private static func locales(_ catalog: Catalog) -> [String] {
    catalog.languages.map { "\($0)-KR" } + catalog.languages + ["fr-FR", ""]
  }

  /// Everything a resolution returns, as text, trail included.
  static func describe(_ copy: ResolvedCopy) -> String {
    "\(copy.id) \(copy.requested) \(copy.language) \(copy.locale) \(copy.title ?? "-") | \(copy.message ?? "-") | "
      + "\(copy.buttons.map { "\($0.id)=\($0.label)" }) fallback=\(copy.isFallback)\n"
      + copy.trail.map(\.description).joined(separator: "\n")
  }

  /// Every resolution the test makes of `catalog`, in the order of `order` over the entries.
  private static func resolutions(_ catalog: Catalog, order: [Int]) -> [String: String] {
    var results: [String: String] = [:]
    for index in order {
      let entry = catalog.entries[index]
      let arguments: [CopyArgument] = entry.arguments.map { $0.format.contains("@") ? .text("사진") : .integer(2) }
      for locale in locales(catalog) {
        results["id \(entry.id) \(locale)"] = describe(catalog.resolve(id: entry.id, locale: locale))
        results["args \(entry.id) \(locale)"] = describe(catalog.resolve(id: entry.id, locale: locale, arguments: arguments))
        for code in entry.codes { results["code \(code) \(locale)"] = describe(catalog.resolve(code: code, locale: locale)) }
      }
    }
    for locale in locales(catalog) {
      results["unknown \(locale)"] = describe(catalog.resolve(id: "no.such.entry", locale: locale))
    }
    return results
  }

  /// Records an issue for each resolution of `catalog`, asked for its entries in reverse order, that differs from the
  /// same resolution of `reference`, asked in order (`label` names the comparison).
  static func expectSameResolutions(_ catalog: Catalog, as reference: Catalog, _ label: String) {
    let forward = Array(reference.entries.indices)
    let expected = resolutions(reference, order: forward)
    let found = resolutions(catalog, order: forward.reversed())
    #expect(found.count == expected.count)
    for (key, value) in expected where found[key] != value {
      Issue.record("\(label) \(key):\n\(found[key] ?? "nil")\nexpected\n\(value)")
    }
  }

  @Test(arguments: folders) func lazyAndEagerGiveTheSameCopyAndTrailForEveryEntryAndLanguage(_ folder: URL) throws {
    let eager = try Catalog.load(from: folder, loading: .eager)
    let lazy = try Catalog.load(from: folder)
    #expect(!eager.entries.isEmpty)
    Self.expectSameResolutions(lazy, as: eager, "\(folder.lastPathComponent), lazy")
    // Asked again, the kept results are the same too.
    let forward = Array(eager.entries.indices)
    #expect(Self.resolutions(lazy, order: forward) == Self.resolutions(eager, order: forward))
    // What the catalog shows besides resolutions, decoded and parsed on demand, is the same too.
    let fresh = try Catalog.load(from: folder)
    for entry in eager.entries {
      #expect(fresh.entry(id: entry.id) == entry)
      for code in entry.codes { #expect(fresh.entry(code: code) == eager.entry(code: code)) }
      #expect(fresh.pluralPositions(id: entry.id) == eager.pluralPositions(id: entry.id))
    }
    #expect(fresh.manifest == eager.manifest)
    #expect(fresh.entries == eager.entries)
    #expect(fresh.diagnostics.map(\.description) == eager.diagnostics.map(\.description))
    #expect(fresh.folder.files.map(\.relativePath) == eager.folder.files.map(\.relativePath))
    #expect(fresh.folder.languages == eager.folder.languages)
    #expect(throws: Never.self) { try fresh.validate() }
  }

  /// The records of a lazy load, decoded in any order, start at the lines and columns of the eager load's (which a
  /// lazy load counts only as far as the records it decodes).
  @Test(arguments: folders) func recordsDecodedInAnyOrderHaveTheEagerLinesAndColumns(_ folder: URL) throws {
    let eager = try Catalog.load(from: folder, loading: .eager)
    let middle = eager.entries.count / 2
    let order = Array(eager.entries.indices.reversed()).filter { $0 > middle } + Array(0...middle)
    let lazy = try Catalog.load(from: folder)
    for index in order {
      let entry = eager.entries[index]
      let decoded = try #require(lazy.entry(id: entry.id))
      #expect(decoded == entry)
      #expect((decoded.line, decoded.column) == (entry.line, entry.column), "\(entry.id)")
    }
  }

  /// A lazy load decodes no record and parses no table; the first resolution decodes its record and parses its
  /// table in the languages of the locale's chain only.
  @Test func aLazyLoadReadsOnlyTheRecordsAndTablesItUses() throws {
    let catalog = try Catalog.load(from: CatalogFixtures.url("basic"))
    guard case .lazy(let tables) = catalog.tables else {
      Issue.record("Catalog.load must list the tables, not parse them")
      return
    }
    #expect(catalog.records.decodedCount == 0)
    #expect(tables.parsedCount == 0)
    #expect(catalog.resolve(id: "group.full", locale: "en").title == "This Group Is Full")
    #expect(tables.parsedCount == 1, "en.lproj/Groups.strings only")
    #expect(catalog.records.decodedCount == 1)
    #expect(catalog.resolve(id: "group.full", locale: "ko-KR").title == "그룹 정원이 가득 찼어요")
    #expect(tables.parsedCount == 2, "and ko.lproj/Groups.strings")
    _ = catalog.resolve(id: "group.alreadyMember", locale: "ko-KR")
    #expect(tables.parsedCount == 2, "the same table: parsed once")
    #expect(catalog.records.decodedCount == 2)
    #expect(catalog.diagnostics.isEmpty)
    #expect(tables.parsedCount == catalog.folder.files.count, "diagnostics read every table")
  }

  @Test func aLazyCatalogChecksNothingWhileLoadingAndEachEntryOnItsFirstUse() throws {
    let catalog = try Catalog.load(from: CatalogFixtures.url("basic"))
    #expect(catalog.resolver.copies.computedCount == 0, "loading checks no entry")
    _ = catalog.resolve(id: catalog.entries[0].id, locale: "ko-KR")
    #expect(catalog.resolver.copies.computedCount >= 1)
    #expect(catalog.resolver.copies.computedCount < catalog.entries.count, "only what was asked for")
    let eager = try Catalog.load(from: CatalogFixtures.url("basic"), loading: .eager)
    #expect(eager.resolver.copies.computedCount == eager.entries.count * eager.languages.count)
  }

  /// Many threads asking for the same entries at once, on a catalog that has decoded and parsed nothing yet, all get
  /// the one result, the eager catalog's.
  @Test(arguments: folders) func concurrentFirstUsesGetOneResult(_ folder: URL) throws {
    let eager = try Catalog.load(from: folder, loading: .eager)
    let catalog = try Catalog.load(from: folder)
    let ids = eager.entries.map(\.id)
    let locales = eager.languages + ["fr-FR"]
    let results = Array(0..<64).concurrentMap { thread in
      ids.map { catalog.resolve(id: $0, locale: locales[thread % locales.count]) }
    }
    for (thread, copies) in results.enumerated() {
      #expect(copies == ids.map { eager.resolve(id: $0, locale: locales[thread % locales.count]) }, "thread \(thread)")
    }
  }
}
