/// The position of each of a list's keys (the entries' ids, the server codes), with the lookups of a
/// `[String: Int]` — keys equal as Swift compares strings, the first of two equal keys kept — at a fraction of its
/// cost to build: a launch registers every id and code of the manifest (about 600 instructions a record with two
/// dictionaries, most of it `Hasher`).
///
/// When every key is ASCII (ids and codes are, in practice) the keys sit in a ``PositionIndex`` by a multiply hash of
/// their bytes, where two ASCII strings are equal exactly when their bytes are. A key asked for that is not ASCII may
/// still equal an ASCII key (`"\u{212A}"`, the Kelvin sign, is `"K"` to Swift), so it is looked up in a
/// `[String: Int]` of every key, built on the first such question. A list with a key that is not ASCII is kept in a
/// `[String: Int]` from the start.
struct KeyPositions: Sendable {
  private enum Storage: Sendable {
    /// The keys by their hash: `index` gives a key's number, `positions[number]` its position.
    case table(index: PositionIndex, keys: KeyList, positions: [Int32], general: LazySlots<[String: Int]>)
    case dictionary([String: Int])
  }

  private let storage: Storage

  /// The keys `builder` was given.
  init(_ builder: Builder) {
    if let general = builder.general {
      self.init(storage: .dictionary(general))
    } else {
      self.init(index: builder.index, keys: KeyList(builder.keys), positions: builder.positions)
    }
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The keys, positions and index that ``packed`` gave, read back (from `catalog.index`); `nil` when the index is
  /// not one ``PositionIndex`` could have made for that many keys. Without an index the keys are placed again.
  init?(keys: KeyList, positions: [Int32], index packedIndex: (slots: [UInt32], positionBits: UInt32)?) {
    guard positions.count == keys.count else { return nil }
    guard let packedIndex else {
      var builder = Builder(capacity: keys.count)
      for number in 0..<keys.count { _ = builder.insert(keys[number], at: Int(positions[number])) }
      self.init(builder)
      return
    }
    guard let index = PositionIndex(slots: packedIndex.slots, positionBits: packedIndex.positionBits, positionsBelow: keys.count)
    else { return nil }
    self.init(index: index, keys: keys, positions: positions)
  }

  /// ASCII keys by the hash ``asciiHash(of:)`` in `index`, as a ``Builder`` placed them: `index` gives a key's number,
  /// `positions[number]` its position.
  private init(index: PositionIndex, keys: KeyList, positions: [Int32]) {
    self.init(
      storage: .table(
        index: index, keys: keys, positions: positions,
        general: LazySlots(count: 1) { _ in
          var general: [String: Int] = [:]
          for number in 0..<keys.count where general[keys[number]] == nil { general[keys[number]] = Int(positions[number]) }
          return general
        }))
  }

  /// The keys and their positions as ``Builder/insert(_:at:)`` was given them (the first of equal keys), with the index
  /// of their hashes when every key is ASCII — what `catalog.index` keeps, so that a launch does not insert them again.
  /// Without an index (a key that is not ASCII) the keys are sorted by position, then by their bytes.
  var packed: (keys: KeyList, positions: [Int32], index: (slots: [UInt32], positionBits: UInt32)?) {
    switch storage {
    case .table(let index, let keys, let positions, _):
      return (keys, positions, index.packed)
    case .dictionary(let general):
      let sorted = general.sorted { left, right in
        left.value != right.value ? left.value < right.value : left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
      }
      return (KeyList(sorted.map(\.key)), sorted.map { Int32(truncatingIfNeeded: $0.value) }, nil)
    }
  }

  /// The position of `key`, or `nil` when the list does not have it.
  subscript(key: String) -> Int? {
    switch storage {
    case .dictionary(let general):
      return general[key]
    case .table(let index, let keys, let positions, let general):
      var key = key
      let number = key.withUTF8 { bytes -> Int32? in
        guard let hash = Self.asciiHash(of: bytes) else { return nil }
        return index.position(hash: hash) { keys.has(Int($0), bytes: bytes) }
      }
      guard let number else { return general[0][key] }
      return number < 0 ? nil : Int(positions[Int(number)])
    }
  }

  /// A hash of `key`'s bytes when they are all ASCII, `nil` otherwise.
  @inline(__always)
  static func asciiHash(of key: String) -> Int? {
    var key = key
    return key.withUTF8 { asciiHash(of: $0) }
  }

  /// A hash of `bytes` when they are all ASCII, `nil` otherwise.
  @inline(__always)
  static func asciiHash(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(bytes.count)
    var high: UInt64 = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      var offset = 0
      while offset + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        high |= word
        hash = (hash ^ word) &* multiplier
        offset += 8
      }
      var tail: UInt64 = 0
      for index in offset..<bytes.count { tail |= UInt64(base[index]) << (8 * UInt64(index - offset)) }
      high |= tail
      hash = (hash ^ tail) &* multiplier
    }
    guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
    // The index takes a slot from the low bits and a tag from the high ones: both from the well-mixed high half.
    return Int(bitPattern: UInt(truncatingIfNeeded: hash ^ hash >> 29))
  }

  /// Collects the keys in order, saying for each whether an earlier key equals it.
  struct Builder {
    fileprivate var index: PositionIndex
    private var capacity: Int
    fileprivate var keys: [String] = []
    fileprivate var positions: [Int32] = []
    /// Every key, once a key that is not ASCII came.
    fileprivate var general: [String: Int]?

    /// Room for `capacity` keys (more make it grow).
    init(capacity: Int) {
      self.capacity = max(capacity, 8)
      index = Self.index(for: self.capacity)
      keys.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
    }

    /// Adds `key` at `position` unless an earlier key equals it; returns the earlier key's position then.
    mutating func insert(_ key: String, at position: Int) -> Int? {
      if general == nil, let hash = KeyPositions.asciiHash(of: key) {
        if keys.count == capacity { grow() }
        let number = Int32(keys.count)
        // The keys read through their buffer while `index` changes: two stored properties, accessed side by side.
        let kept = keys.withUnsafeBufferPointer { keys in index.insertFirst(number, hash: hash) { keys[Int($0)] == key } }
        if kept != number { return Int(positions[Int(kept)]) }
        keys.append(key)
        positions.append(Int32(truncatingIfNeeded: position))
        return nil
      }
      if general == nil {
        var all: [String: Int] = [:]
        all.reserveCapacity(keys.count + 1)
        for (earlier, at) in zip(keys, positions) { all[earlier] = Int(at) }
        general = all
      }
      if let earlier = general?[key] { return earlier }
      general?[key] = position
      return nil
    }

    /// An index for `capacity` keys made for half again as many, so it stays at most half full: a miss, which every
    /// new key is, then probes about 2.5 slots rather than 8.5 (1.2 M instructions of a launch of 10,000 entries; the
    /// check keeps its indexes fuller, for memory).
    private static func index(for capacity: Int) -> PositionIndex { PositionIndex(capacity: capacity * 3 / 2) }

    /// Room for twice as many keys, every key placed again.
    private mutating func grow() {
      capacity *= 2
      index = Self.index(for: capacity)
      for (number, key) in keys.enumerated() {
        _ = index.insertFirst(Int32(number), hash: KeyPositions.asciiHash(of: key) ?? 0) { _ in false }
      }
    }
  }
}
