/// The bytes of `catalog.index`: what a lazy load's first pass finds in `catalog.json` (``ManifestSkimmer/Skim``),
/// kept with the manifest's length and ``ContentDigest`` so that a load can use it instead of reading the manifest's
/// structure again, and only for exactly those bytes.
///
/// Little-endian throughout: the magic `CDIX`, the format's version (`UInt32`), the manifest's length and digest and
/// the digest of the rest of the file (`UInt64` each); then the root's range, and each top-level member — its key's
/// offset, its value's range, how many records it has (`0xFFFF_FFFF` for a member other than the entries) and its key
/// — followed by its records: the start, then the id and the codes when the skim read them (an id length of
/// `0xFFFF_FFFF` when it did not). Offsets and counts are `UInt32`; a string is its length and its UTF-8 bytes.
enum CatalogIndexFormat {
  /// The format this library writes and reads; a file of another version is not used.
  static let version: UInt32 = 1
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

  /// The index of `skim`, the first pass over `manifest`; `nil` when the manifest is too large for 32-bit offsets
  /// (4 GiB).
  static func encode(_ skim: ManifestSkimmer.Skim, manifest: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard manifest.count < Int(none) else { return nil }
    var body: [UInt8] = []
    func append(_ value: Int) { append32(UInt32(value)) }
    func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { body.append(contentsOf: $0) } }
    func append(_ string: String) {
      append(string.utf8.count)
      body.append(contentsOf: string.utf8)
    }
    append(skim.root.lowerBound)
    append(skim.root.upperBound)
    append(skim.members.count)
    for member in skim.members {
      append(member.keyStart)
      append(member.value.lowerBound)
      append(member.value.upperBound)
      if let records = member.records { append(records.count) } else { append32(none) }
      append(member.key)
      for record in member.records ?? [] {
        append(record.start)
        guard let id = record.id else {
          append32(none)
          continue
        }
        append(id)
        let codes = record.codes ?? []
        append(codes.count)
        for code in codes { append(code) }
      }
    }
    var file = magic
    withUnsafeBytes(of: version.littleEndian) { file.append(contentsOf: $0) }
    for value in [UInt64(manifest.count), ContentDigest.of(manifest), body.withUnsafeBufferPointer { ContentDigest.of($0) }] {
      withUnsafeBytes(of: value.littleEndian) { file.append(contentsOf: $0) }
    }
    return file + body
  }

  /// The skim that `index` keeps for `manifest`, or why it cannot be used. Every offset is checked against the
  /// manifest, so even an index made by hand cannot send a load outside the manifest's bytes.
  static func decode(
    _ index: UnsafeBufferPointer<UInt8>, manifest: UnsafeBufferPointer<UInt8>
  ) -> Result<ManifestSkimmer.Skim, Mismatch> {
    guard index.count >= headerSize, index.prefix(4).elementsEqual(magic) else { return .failure(.notAnIndex) }
    var reader = Reader(bytes: index, at: magic.count)
    guard let fileVersion = reader.u32(), let length = reader.u64(), let digest = reader.u64(), let bodyDigest = reader.u64() else {
      return .failure(.notAnIndex)
    }
    guard fileVersion == version else { return .failure(.otherVersion(fileVersion)) }
    let body = UnsafeBufferPointer(rebasing: index[headerSize...])
    guard ContentDigest.of(body) == bodyDigest else { return .failure(.notAnIndex) }
    guard length == UInt64(manifest.count), digest == ContentDigest.of(manifest) else { return .failure(.otherManifest) }
    return reader.skim(within: manifest.count).map { .success($0) } ?? .failure(.notAnIndex)
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

    /// A string: its length, then its bytes.
    mutating func string() -> String? { int().flatMap { text(length: $0) } }

    /// The next `length` bytes as a string.
    mutating func text(length: Int) -> String? {
      guard length <= bytes.count - at else { return nil }
      defer { at += length }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<at + length]), as: UTF8.self)
    }

    /// The skim, its offsets within a manifest of `count` bytes and in order; `nil` when anything does not read.
    mutating func skim(within count: Int) -> ManifestSkimmer.Skim? {
      guard let rootStart = int(), let rootEnd = int(), rootStart <= rootEnd, rootEnd <= count, let memberCount = int(),
        memberCount <= bytes.count
      else { return nil }
      var members: [ManifestSkimmer.Member] = []
      members.reserveCapacity(memberCount)
      var last = rootStart
      for _ in 0..<memberCount {
        guard let keyStart = int(), let valueStart = int(), let valueEnd = int(), last <= keyStart, keyStart < valueStart,
          valueStart <= valueEnd, valueEnd <= rootEnd, let recordCount = u32()
        else { return nil }
        last = valueEnd
        guard let key = string() else { return nil }
        var member = ManifestSkimmer.Member(key: key, keyStart: keyStart, value: valueStart..<valueEnd, records: nil)
        if recordCount != none {
          guard let records = records(Int(recordCount), within: member.value) else { return nil }
          member.records = records
        }
        members.append(member)
      }
      guard at == bytes.count else { return nil }
      return ManifestSkimmer.Skim(members: members, root: rootStart..<rootEnd)
    }

    /// `count` records, each starting after the one before, inside `value`.
    private mutating func records(_ count: Int, within value: Range<Int>) -> [ManifestSkimmer.Record]? {
      guard count <= bytes.count - at else { return nil }
      var records: [ManifestSkimmer.Record] = []
      records.reserveCapacity(count)
      var last = value.lowerBound
      for _ in 0..<count {
        guard let start = int(), last < start, start < value.upperBound, let idLength = u32() else { return nil }
        last = start
        var record = ManifestSkimmer.Record(start: start)
        if idLength != none {
          guard let id = text(length: Int(idLength)), let codeCount = int(), codeCount <= bytes.count - at else { return nil }
          var codes: [String] = []
          codes.reserveCapacity(codeCount)
          for _ in 0..<codeCount {
            guard let code = string() else { return nil }
            codes.append(code)
          }
          (record.id, record.codes) = (id, codes)
        }
        records.append(record)
      }
      return records
    }
  }
}
