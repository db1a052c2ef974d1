/// The position of each of a list's keys (the entries' ids, the server codes), with the lookups of a
/// `[String: Int]` — keys equal as Swift compares strings, the first of two equal keys kept — at a fraction of its
/// cost to build: a launch registers every id and code of the manifest (about 600 instructions a record with two
/// dictionaries, most of it `Hasher`).
///
/// When every key is ASCII (ids and codes are, in practice) the keys sit in an open-addressing table of their
/// bytes' ``ContentDigest``-style hash, where two ASCII strings are equal exactly when their bytes are. A key asked
/// for that is not ASCII may still equal an ASCII key (`"\u{212A}"`, the Kelvin sign, is `"K"` to Swift), so it is
/// looked up in a `[String: Int]` of every key, built on the first such question. A list with a key that is not
/// ASCII is kept in a `[String: Int]` from the start.
struct KeyPositions: Sendable {
  private enum Storage: Sendable {
    /// `slots[hash & mask]` onwards: a key's 32-bit hash in the high half and its number + 1 in the low half (0: empty).
    case table(slots: [UInt64], keys: [String], positions: [Int32], general: LazySlots<[String: Int]>)
    case dictionary([String: Int])
  }

  private let storage: Storage

  /// No keys.
  init() { self.init(Builder(capacity: 0)) }

  /// The keys `builder` was given.
  init(_ builder: Builder) {
    if let general = builder.general {
      storage = .dictionary(general)
      return
    }
    let (keys, positions) = (builder.keys, builder.positions)
    storage = .table(
      slots: builder.slots, keys: keys, positions: positions,
      general: LazySlots(count: 1) { _ in
        var general: [String: Int] = [:]
        for (key, position) in zip(keys, positions) where general[key] == nil { general[key] = Int(position) }
        return general
      })
  }

  /// The position of `key`, or `nil` when the list does not have it.
  subscript(key: String) -> Int? {
    switch storage {
    case .dictionary(let general):
      return general[key]
    case .table(let slots, let keys, let positions, let general):
      guard let hash = Self.asciiHash(of: key) else { return general[0][key] }
      return Self.find(key, hash: hash, slots: slots, keys: keys, positions: positions)
    }
  }

  /// The position of `key`, whose hash is `hash`, in a table of `slots` over `keys` and their `positions`.
  @inline(__always)
  fileprivate static func find(_ key: String, hash: UInt32, slots: [UInt64], keys: [String], positions: [Int32]) -> Int? {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[index]
      if slot == 0 { return nil }
      if UInt32(truncatingIfNeeded: slot >> 32) == hash {
        let number = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
        if keys[number] == key { return Int(positions[number]) }
      }
      index = (index + 1) & mask
    }
  }

  /// The 32-bit hash of `key`'s bytes when they are all ASCII, `nil` otherwise.
  @inline(__always)
  static func asciiHash(of key: String) -> UInt32? {
    var key = key
    return key.withUTF8 { bytes -> UInt32? in
      let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      var hash = UInt64(bytes.count)
      var high: UInt64 = 0
      guard let base = bytes.baseAddress else { return UInt32(truncatingIfNeeded: hash &* multiplier >> 32) }
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
      guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
      hash = (hash ^ tail) &* multiplier
      return UInt32(truncatingIfNeeded: (hash ^ hash >> 29) >> 32)
    }
  }

  /// Collects the keys in order, saying for each whether an earlier key equals it.
  struct Builder {
    fileprivate var slots: [UInt64]
    fileprivate var keys: [String] = []
    fileprivate var positions: [Int32] = []
    /// Every key, once a key that is not ASCII came.
    fileprivate var general: [String: Int]?

    /// Room for `capacity` keys.
    init(capacity: Int) {
      var size = 8
      while size < capacity * 2 { size *= 2 }
      slots = Array(repeating: 0, count: size)
      keys.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
    }

    /// Adds `key` at `position` unless an earlier key equals it; returns the earlier key's position then.
    mutating func insert(_ key: String, at position: Int) -> Int? {
      if general == nil, let hash = KeyPositions.asciiHash(of: key) {
        if let earlier = KeyPositions.find(key, hash: hash, slots: slots, keys: keys, positions: positions) { return earlier }
        if keys.count * 2 >= slots.count { grow() }
        keys.append(key)
        positions.append(Int32(truncatingIfNeeded: position))
        place(hash: hash, number: keys.count - 1)
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

    private mutating func place(hash: UInt32, number: Int) {
      let mask = slots.count - 1
      var index = Int(truncatingIfNeeded: hash) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = UInt64(hash) << 32 | UInt64(number + 1)
    }

    /// Twice the slots, every key placed again.
    private mutating func grow() {
      let old = slots
      slots = Array(repeating: 0, count: old.count * 2)
      for slot in old where slot != 0 {
        place(hash: UInt32(truncatingIfNeeded: slot >> 32), number: Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1)
      }
    }
  }
}
