import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// `catalog.index` (``CatalogIndex``, written by `copydeck index`): a load that reads it gives the same copy, trails,
/// records and errors as one that reads the manifest's structure itself, and an index that is missing, damaged, of
/// another version or made from other manifest bytes is not used.
@Suite struct CatalogIndexTests {
  /// A temporary copy of `folder` with its index written beside the manifest.
  private static func indexedCopy(of folder: URL) throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-index-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: folder, to: copy)
    #expect(try CatalogIndex.write(forManifest: manifest(copy)) == .written)
    return copy
  }

  private static func manifest(_ folder: URL) -> URL { folder.appendingPathComponent("catalog.json") }
  private static func index(_ folder: URL) -> URL { folder.appendingPathComponent("catalog.index") }

  /// What two catalogs show besides resolutions: every record with its position, and the tables' diagnostics.
  private static func expectSameRecords(_ catalog: Catalog, _ other: Catalog) {
    #expect(catalog.entries == other.entries)
    #expect(catalog.entries.map { [$0.line, $0.column] } == other.entries.map { [$0.line, $0.column] })
    #expect(catalog.manifest == other.manifest)
    #expect(catalog.diagnostics.map(\.description) == other.diagnostics.map(\.description))
  }

  @Test(arguments: LazyCatalogTests.folders) func anIndexedLoadGivesTheSameCopyAndTrails(_ folder: URL) throws {
    let copy = try Self.indexedCopy(of: folder)
    defer { try? FileManager.default.removeItem(at: copy) }
    #expect(CatalogIndex.status(of: Self.index(copy), forManifest: Self.manifest(copy)) == .current)
    let indexed = try Catalog.load(from: copy)
    #expect(indexed.usedIndex)
    try FileManager.default.removeItem(at: Self.index(copy))
    let plain = try Catalog.load(from: copy)
    #expect(!plain.usedIndex)
    LazyCatalogTests.expectSameResolutions(indexed, as: plain, "\(folder.lastPathComponent), indexed")
    Self.expectSameRecords(indexed, plain)
    #expect(throws: Never.self) { try indexed.validate() }
  }

  /// An app's bundle: `Catalog.load(bundle:)` finds the index beside the bundle's `catalog.json`.
  @Test func aBundleLoadUsesTheIndexBesideItsManifest() throws {
    let copy = try Self.indexedCopy(of: CatalogFixtures.url("basic"))
    defer { try? FileManager.default.removeItem(at: copy) }
    let bundle = try #require(Bundle(url: copy))
    let catalog = try Catalog.load(bundle: bundle)
    #expect(catalog.usedIndex)
    #expect(catalog.resolve(id: "group.full", locale: "ko-KR").title == "그룹 정원이 가득 찼어요")
  }

  @Test func writingTheSameIndexAgainLeavesTheFileAlone() throws {
    let copy = try Self.indexedCopy(of: CatalogFixtures.url("basic"))
    defer { try? FileManager.default.removeItem(at: copy) }
    let before = try Data(contentsOf: Self.index(copy))
    #expect(try CatalogIndex.write(forManifest: Self.manifest(copy)) == .unchanged)
    #expect(try Data(contentsOf: Self.index(copy)) == before)
  }

  /// One byte of the manifest changed after the index was written (a translator note, so the manifest still loads):
  /// the index is out of date, the load does not use it and reads the manifest as it is now.
  @Test func anIndexOfOtherManifestBytesIsNotUsed() throws {
    let copy = try Self.indexedCopy(of: CatalogFixtures.url("basic"))
    defer { try? FileManager.default.removeItem(at: copy) }
    var text = try String(contentsOf: Self.manifest(copy), encoding: .utf8)
    // A record moved by one space: every later record starts one byte later than the index says.
    text = text.replacingOccurrences(of: #""id": "group.full""#, with: #""id":  "group.full""#)
    try Data(text.utf8).write(to: Self.manifest(copy))
    #expect(CatalogIndex.status(of: Self.index(copy), forManifest: Self.manifest(copy)) == .outOfDate)
    let catalog = try Catalog.load(from: copy)
    #expect(!catalog.usedIndex)
    try FileManager.default.removeItem(at: Self.index(copy))
    Self.expectSameRecords(catalog, try Catalog.load(from: copy, loading: .eager))
    #expect(CatalogIndex.status(of: Self.index(copy), forManifest: Self.manifest(copy)) == .missing)
  }

  /// Every byte of an index flipped, and the index cut at every length: never used, never a crash, the same records.
  @Test func aDamagedIndexIsNeverUsed() throws {
    let copy = try Self.indexedCopy(of: CatalogFixtures.url("basic"))
    defer { try? FileManager.default.removeItem(at: copy) }
    let good = try [UInt8](Data(contentsOf: Self.index(copy)))
    let expected = try Catalog.load(from: copy, loading: .eager)
    var damaged: [[UInt8]] = (0..<good.count).map { position in
      var bytes = good
      bytes[position] ^= 0x10
      return bytes
    }
    damaged += (0..<good.count).map { Array(good.prefix($0)) }
    for bytes in damaged {
      try Data(bytes).write(to: Self.index(copy))
      let status = CatalogIndex.status(of: Self.index(copy), forManifest: Self.manifest(copy))
      #expect(status != .current, "\(status)")
      let catalog = try Catalog.load(from: copy)
      #expect(!catalog.usedIndex)
      #expect(catalog.entries == expected.entries)
    }
  }

  /// An index whose digests match but whose offsets lie outside the manifest, or whose positions lie outside its
  /// records (as only one made by hand can be), is refused by its reader instead of sending the load outside the
  /// manifest's bytes or its records.
  @Test func anIndexWithOffsetsOrPositionsOutsideTheManifestIsRefused() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.manifest(CatalogFixtures.url("basic"))))
    let layout = try ManifestRecords.index(bytes, file: "catalog.json", layout: nil).layout
    func refused(_ change: (inout ManifestLayout) -> Void) -> Bool {
      var changed = layout
      change(&changed)
      let index = bytes.withUnsafeBufferPointer { CatalogIndexFormat.encode(changed, manifest: $0) } ?? []
      let decoded = index.withUnsafeBufferPointer { buffer in
        bytes.withUnsafeBufferPointer { CatalogIndexFormat.decode(buffer, manifest: $0) }
      }
      if case .failure(.notAnIndex) = decoded { return true }
      return false
    }
    func positions(_ keys: [String], at position: (Int) -> Int) -> KeyPositions {
      var builder = KeyPositions.Builder(capacity: keys.count)
      for (number, key) in keys.enumerated() { _ = builder.insert(key, at: position(number)) }
      return KeyPositions(builder)
    }
    #expect(!refused { _ in }, "the index as written is used")
    #expect(refused { $0.skim.root = 0..<(bytes.count + 1) })
    #expect(refused { $0.skim.members[0].value = 5..<(bytes.count + 7) })
    let entries = try #require(layout.skim.members.firstIndex { $0.records != nil })
    let records = try #require(layout.skim.members[entries].records?.count)
    #expect(refused { $0.skim.members[entries].records![0].start = bytes.count + 10 })
    #expect(refused { $0.skim.members[entries].records!.swapAt(0, 1) }, "records in file order only")
    let ids = (0..<records).map { layout.ids[$0] }
    #expect(!refused { $0.entries = positions(ids) { $0 } }, "the ids placed again are used")
    #expect(refused { $0.entries = positions(ids) { records - 1 - $0 } }, "each id at its own record only")
    #expect(refused { $0.entries = positions(Array(ids.dropLast())) { $0 } }, "an id for every record")
    #expect(refused { $0.codes = positions(["E1", "E2"]) { $0 == 0 ? 0 : records } }, "a code of a record past the last")
  }

  /// Codes that are not ASCII (ids always are) have no index of their hashes in the file: a load places them again,
  /// and gives the same copy, trails and records as one without the index.
  @Test func anIndexOfCodesThatAreNotASCIIIsUsed() throws {
    let copy = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: copy) }
    var text = try String(contentsOf: Self.manifest(copy), encoding: .utf8)
    text = text.replacingOccurrences(of: #""codes": ["NET0001"]"#, with: #""codes": ["네트워크0001"]"#)
    try Data(text.utf8).write(to: Self.manifest(copy))
    #expect(try CatalogIndex.write(forManifest: Self.manifest(copy)) == .written)
    let indexed = try Catalog.load(from: copy)
    #expect(indexed.usedIndex)
    #expect(indexed.entry(code: "네트워크0001") != nil)
    try FileManager.default.removeItem(at: Self.index(copy))
    let plain = try Catalog.load(from: copy)
    LazyCatalogTests.expectSameResolutions(indexed, as: plain, "a code that is not ASCII, indexed")
    Self.expectSameRecords(indexed, plain)
  }

  /// A FIFO where the index would be is not opened (the read would block the launch), and no index is used.
  @Test func aFIFOAtTheIndexPathIsNotRead() throws {
    let copy = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: copy) }
    let mkfifo = Process()
    mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    mkfifo.arguments = ["mkfifo", Self.index(copy).path]
    try mkfifo.run()
    mkfifo.waitUntilExit()
    try #require(mkfifo.terminationStatus == 0)
    let catalog = try Catalog.load(from: copy)
    #expect(!catalog.usedIndex)
    #expect(catalog.resolve(id: "group.full", locale: "ko-KR").title == "그룹 정원이 가득 찼어요")
    guard case .unreadable = CatalogIndex.status(of: Self.index(copy), forManifest: Self.manifest(copy)) else {
      Issue.record("a FIFO is an unreadable index")
      return
    }
  }

  @Test func anIndexOfAnotherFormatVersionIsNotUsed() throws {
    let copy = try Self.indexedCopy(of: CatalogFixtures.url("basic"))
    defer { try? FileManager.default.removeItem(at: copy) }
    var bytes = try [UInt8](Data(contentsOf: Self.index(copy)))
    bytes[4] = 1  // the version, little-endian after the magic: the first format, which kept no positions
    try Data(bytes).write(to: Self.index(copy))
    #expect(CatalogIndex.status(of: Self.index(copy), forManifest: Self.manifest(copy)) == .otherVersion(1))
    #expect(!(try Catalog.load(from: copy)).usedIndex)
  }

  /// A top-level key written with an escape (`"\u0065ntries"`), which the skim does not read: the index keeps what
  /// the strict scan found, and a load uses it.
  @Test func aManifestTheSkimGivesUpOnIsIndexedFromTheStrictScan() throws {
    let copy = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: copy) }
    let text = try String(contentsOf: Self.manifest(copy), encoding: .utf8)
    try Data(text.replacingOccurrences(of: #""entries": ["#, with: #""\u0065ntries": ["#).utf8).write(to: Self.manifest(copy))
    let bytes = try [UInt8](Data(contentsOf: Self.manifest(copy)))
    #expect(bytes.withUnsafeBufferPointer { ManifestSkimmer.skim($0) } == nil, "the skim gives up on this manifest")
    #expect(try CatalogIndex.write(forManifest: Self.manifest(copy)) == .written)
    let indexed = try Catalog.load(from: copy)
    #expect(indexed.usedIndex)
    Self.expectSameRecords(indexed, try Catalog.load(from: copy, loading: .eager))
  }

  /// A record with a syntax error inside it loads lazily, with or without an index: its entry resolves to the common
  /// failure with the same trail, and `validate()` throws the same error.
  @Test func aRecordThatDoesNotDecodeFailsTheSameWayWithAnIndex() throws {
    let copy = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: copy) }
    let text = try String(contentsOf: Self.manifest(copy), encoding: .utf8)
    let broken = #""preferred": true }],\#n      "note": "The group already has"#
    #expect(text.contains(broken))
    try Data(text.replacingOccurrences(of: broken, with: broken.replacingOccurrences(of: "true", with: "tru")).utf8)
      .write(to: Self.manifest(copy))
    #expect(try CatalogIndex.write(forManifest: Self.manifest(copy)) == .written)
    let indexed = try Catalog.load(from: copy)
    #expect(indexed.usedIndex)
    try FileManager.default.removeItem(at: Self.index(copy))
    let plain = try Catalog.load(from: copy)
    let copies = [indexed, plain].map { LazyCatalogTests.describe($0.resolve(id: "group.full", locale: "ko-KR")) }
    #expect(copies[0] == copies[1])
    #expect(copies[0].contains("expected 'true'"), "\(copies[0])")
    let errors = [indexed, plain].map { catalog in
      #expect(throws: CatalogLoadError.self) { try catalog.validate() }?.description
    }
    #expect(errors[0] != nil && errors[0] == errors[1])
  }

  /// A manifest that does not load gets no index: the write fails with the load's own error and writes nothing.
  @Test func aManifestThatDoesNotLoadGetsNoIndexAndTheLoadsError() throws {
    let copy = try CatalogFixtures.copy("basic")
    defer { try? FileManager.default.removeItem(at: copy) }
    let text = try String(contentsOf: Self.manifest(copy), encoding: .utf8)
    try Data(text.replacingOccurrences(of: #""id": "group.alreadyMember""#, with: #""id": "group.full""#).utf8)
      .write(to: Self.manifest(copy))
    let loadError = #expect(throws: CatalogLoadError.self) { try Catalog.load(from: copy) }
    let indexError = #expect(throws: CatalogIndexError.self) { try CatalogIndex.write(forManifest: Self.manifest(copy)) }
    #expect(indexError?.description == loadError?.description)
    #expect(loadError?.description.contains("entry 'group.full'") == true, "\(String(describing: loadError))")
    #expect(!FileManager.default.fileExists(atPath: Self.index(copy).path))
  }

  @Test func theDigestSeesEveryWordAndTheLength() {
    let bytes = [UInt8](repeating: 0x41, count: 64)
    let digest = bytes.withUnsafeBufferPointer(ContentDigest.of)
    for position in bytes.indices {
      var changed = bytes
      changed[position] = 0x42
      #expect(changed.withUnsafeBufferPointer(ContentDigest.of) != digest, "byte \(position)")
    }
    #expect(Array(bytes.prefix(63)).withUnsafeBufferPointer(ContentDigest.of) != digest)
    #expect((bytes + [0]).withUnsafeBufferPointer(ContentDigest.of) != digest, "a zero byte more")
  }
}
