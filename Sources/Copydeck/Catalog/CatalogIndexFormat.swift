/// The bytes of `catalog.index`: what a lazy load reads from `catalog.json` before it decodes a record
/// (``ManifestLayout``), kept with the manifest's length and ``ContentDigest`` so that a load can use it instead of
/// reading the manifest's structure and registering every id and code again, and only for exactly those bytes.
///
/// Little-endian throughout: the magic `CDIX`, the format's version (`UInt32`), the manifest's length and digest and
/// the digest of the rest of the file (`UInt64` each); then the root's range, and each top-level member — its key's
/// offset, its value's range, how many records it has (`0xFFFF_FFFF` for a member other than the entries) and its key
/// — followed by where each of its records starts; then the ids and the codes, each as a list of keys: how many, the
/// slots of their ``PositionIndex`` (how many low bits hold the position, 0 when a key is not ASCII and there is no
/// index; how many slots; the slots), each key's record position, where each key's bytes end, and the keys' bytes.
/// Offsets and counts are `UInt32`; a string is its length and its UTF-8 bytes.
enum CatalogIndexFormat {
  /// The format this library writes and reads; a file of another version is not used.
  static let version: UInt32 = 2
  private static let magic: [UInt8] = Array("CDIX".utf8)
  private static let none = UInt32.max
  /// The magic, the version and the three `UInt64`s.
  private static let headerSize = 32

  /// Why an index file is not used for a manifest.
  enum Mismatch: Error, Sendable, Equatable {
    /// It does not start with the magic, or it is cut short, or its own digest does not match its contents.
    case notAnIndex
    /// It was written in another version of the format.
    case otherVersion(UInt32)
    /// It was written for other manifest bytes.
    case otherManifest
  }

  /// The index of `layout`, read from `manifest`; `nil` when the manifest is too large for 32-bit offsets (4 GiB).
  static func encode(_ layout: ManifestLayout, manifest: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard manifest.count < Int(none) else { return nil }
    var body: [UInt8] = []
    func append(_ value: Int) { append32(UInt32(truncatingIfNeeded: value)) }
    func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { body.append(contentsOf: $0) } }
    func append(_ values: [UInt32]) { for value in values { append32(value) } }
    let skim = layout.skim
    append(skim.root.lowerBound)
    append(skim.root.upperBound)
    append(skim.members.count)
    for member in skim.members {
      append(member.keyStart)
      append(member.value.lowerBound)
      append(member.value.upperBound)
      if let records = member.records { append(records.count) } else { append32(none) }
      append(member.key.utf8.count)
      body.append(contentsOf: member.key.utf8)
      for record in member.records ?? [] { append(record.start) }
    }
    for positions in [layout.entries, layout.codes] {
      let (keys, recordPositions, index) = positions.packed
      let (bytes, ends) = keys.packed
      append(keys.count)
      let (slots, positionBits) = index ?? ([], 0)
      append32(positionBits)
      append(slots.count)
      append(slots)
      append(recordPositions.map { UInt32(bitPattern: $0) })
      append(ends)
      append(bytes.count)
      body.append(contentsOf: bytes)
    }
    var file = magic
    withUnsafeBytes(of: version.littleEndian) { file.append(contentsOf: $0) }
    for value in [UInt64(manifest.count), ContentDigest.of(manifest), body.withUnsafeBufferPointer { ContentDigest.of($0) }] {
      withUnsafeBytes(of: value.littleEndian) { file.append(contentsOf: $0) }
    }
    return file + body
  }

  /// The layout that `index` keeps for `manifest`, or why it cannot be used. Every offset is checked against the
  /// manifest and every position against the records, so even an index made by hand cannot send a load outside the
  /// manifest's bytes or its records.
  static func decode(
    _ index: UnsafeBufferPointer<UInt8>, manifest: UnsafeBufferPointer<UInt8>
  ) -> Result<ManifestLayout, Mismatch> {
    guard index.count >= headerSize, index.prefix(4).elementsEqual(magic) else { return .failure(.notAnIndex) }
    var reader = Reader(bytes: index, at: magic.count)
    guard let fileVersion = reader.u32(), let length = reader.u64(), let digest = reader.u64(), let bodyDigest = reader.u64() else {
      return .failure(.notAnIndex)
    }
    guard fileVersion == version else { return .failure(.otherVersion(fileVersion)) }
    let body = UnsafeBufferPointer(rebasing: index[headerSize...])
    guard ContentDigest.of(body) == bodyDigest else { return .failure(.notAnIndex) }
    guard length == UInt64(manifest.count), digest == ContentDigest.of(manifest) else { return .failure(.otherManifest) }
    return reader.layout(within: manifest.count).map { .success($0) } ?? .failure(.notAnIndex)
  }

  /// Reads the values of an index in order; every read is `nil` past the end.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at: Int

    mutating func u32() -> UInt32? {
      guard at + 4 <= bytes.count else { return nil }
      defer { at += 4 }
      return UInt32(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: at, as: UInt32.self))
    }

    mutating func u64() -> UInt64? {
      guard at + 8 <= bytes.count else { return nil }
      defer { at += 8 }
      return UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }

    /// An offset or a count, or `nil` past the end and for ``none``.
    mutating func int() -> Int? { u32().flatMap { $0 == none ? nil : Int($0) } }

    /// `count` values.
    mutating func u32s(_ count: Int) -> [UInt32]? {
      guard count <= (bytes.count - at) / 4 else { return nil }
      defer { at += count * 4 }
      return [UInt32](unsafeUninitializedCapacity: count) { values, initialized in
        UnsafeMutableRawBufferPointer(values).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[at..<at + count * 4]))
        for index in 0..<count { values[index] = UInt32(littleEndian: values[index]) }  // nothing to do on a little-endian machine
        initialized = count
      }
    }

    /// The next `length` bytes.
    mutating func take(_ length: Int) -> [UInt8]? {
      guard length <= bytes.count - at else { return nil }
      defer { at += length }
      return Array(bytes[at..<at + length])
    }

    /// The layout, its offsets within a manifest of `count` bytes and in order and its positions within the
    /// records; `nil` when anything does not read.
    mutating func layout(within count: Int) -> ManifestLayout? {
      guard let rootStart = int(), let rootEnd = int(), rootStart <= rootEnd, rootEnd <= count, let memberCount = int(),
        memberCount <= bytes.count
      else { return nil }
      var members: [ManifestSkimmer.Member] = []
      members.reserveCapacity(memberCount)
      var last = rootStart
      for _ in 0..<memberCount {
        guard let keyStart = int(), let valueStart = int(), let valueEnd = int(), last <= keyStart, keyStart < valueStart,
          valueStart <= valueEnd, valueEnd <= rootEnd, let recordCount = u32(), let keyLength = int(),
          let key = take(keyLength)
        else { return nil }
        last = valueEnd
        var member = ManifestSkimmer.Member(
          key: String(decoding: key, as: UTF8.self), keyStart: keyStart, value: valueStart..<valueEnd, records: nil)
        if recordCount != none {
          guard let records = records(Int(recordCount), within: member.value) else { return nil }
          member.records = records
        }
        members.append(member)
      }
      let skim = ManifestSkimmer.Skim(members: members, root: rootStart..<rootEnd)
      let recordCount = skim.records.count
      guard let ids = keys(recordCount: recordCount), let codes = keys(recordCount: recordCount), at == bytes.count,
        ids.keys.count == recordCount, ids.numbered
      else { return nil }
      return ManifestLayout(skim: skim, ids: ids.keys, entries: ids.positions, codes: codes.positions)
    }

    /// `count` records' starts, each after the one before, inside `value`.
    private mutating func records(_ count: Int, within value: Range<Int>) -> [ManifestSkimmer.Record]? {
      guard let starts = u32s(count) else { return nil }
      var records: [ManifestSkimmer.Record] = []
      records.reserveCapacity(count)
      var last = value.lowerBound
      for start in starts {
        let start = Int(start)
        guard last < start, start < value.upperBound else { return nil }
        last = start
        records.append(ManifestSkimmer.Record(start: start))
      }
      return records
    }

    /// A list of keys and their positions among `recordCount` records, and whether key `n` is at position `n` (as
    /// each id is).
    private mutating func keys(recordCount: Int) -> (keys: KeyList, positions: KeyPositions, numbered: Bool)? {
      guard let count = int(), let positionBits = u32(), let slotCount = int(), let slots = u32s(slotCount),
        let positions = u32s(count), let ends = u32s(count), let byteCount = int(), let bytes = take(byteCount),
        let keys = KeyList(bytes: bytes, ends: ends), positions.allSatisfy({ Int($0) < recordCount })
      else { return nil }
      let numbered = positions.indices.allSatisfy { positions[$0] == UInt32($0) }
      let index = positionBits == 0 ? nil : (slots, positionBits)  // 0: a key is not ASCII, and there is no index
      guard let found = KeyPositions(keys: keys, positions: positions.map { Int32(bitPattern: $0) }, index: index) else {
        return nil
      }
      return (keys, found, numbered)
    }
  }
}
