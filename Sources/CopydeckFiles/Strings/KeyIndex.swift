import Copydeck
import Foundation

/// An index of a table's keys by their UTF-8 bytes (so by Unicode scalars, as the device compares them): which entry
/// wins for each key.
///
/// Open addressing over one array of 32-bit slots, at most half full. A slot's low bits (as many as pick a slot) hold
/// the entry's position plus one, and its high bits the same bits of its key's hash, which did not pick the slot: a
/// probe compares a key's bytes only when those agree. The hash reads eight bytes at a time (the table's keys are its
/// own, not an adversary's, so it need not be SipHash, which cost a third of building a table).
package struct KeyIndex: Sendable {
  /// `hash & ~mask | (position + 1)`, or 0 for an empty slot.
  private var slots: [UInt32]
  /// The slot count minus one: the bits of a hash that pick its first slot, and the bits of a slot that hold a position.
  private let mask: UInt32

  /// An index of the positions `0..<capacity` (at most 2³¹ of them).
  package init(capacity: Int) {
    precondition(capacity <= 1 << 31, "a key index holds at most 2³¹ positions")
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [UInt32](repeating: 0, count: size)
    mask = UInt32(truncatingIfNeeded: size - 1)
  }

  /// The position stored for the key `bytes`, or `nil`; `keyOf` gives the key bytes of a stored position.
  package func position(
    of bytes: UnsafeBufferPointer<UInt8>, keyOf: (Int) -> String
  ) -> Int? {
    let hash = Self.hash(bytes)
    var slot = Int(hash & mask)
    while slots[slot] != 0 {
      let stored = slots[slot]
      if (stored ^ hash) & ~mask == 0, Self.equal(keyOf(Int(stored & mask) - 1), bytes) {
        return Int(stored & mask) - 1
      }
      slot = (slot + 1) & Int(mask)
    }
    return nil
  }

  /// Stores `position` (below the index's capacity) for the key `bytes`; returns the position it replaces when the
  /// key was there already. `seen` gathers the key's bytes (ORed into it eight at a time), so that the caller learns
  /// whether any key has a byte above 0x7F without reading the keys again.
  package mutating func insert(_ position: Int, bytes: UnsafeBufferPointer<UInt8>, seen: inout UInt64, keyOf: (Int) -> String) -> Int? {
    let hash = Self.hash(bytes, seen: &seen)
    var slot = Int(hash & mask)
    let entry = hash & ~mask | UInt32(truncatingIfNeeded: position + 1)
    while slots[slot] != 0 {
      let stored = slots[slot]
      if (stored ^ hash) & ~mask == 0, Self.equal(keyOf(Int(stored & mask) - 1), bytes) {
        slots[slot] = entry
        return Int(stored & mask) - 1
      }
      slot = (slot + 1) & Int(mask)
    }
    slots[slot] = entry
    return nil
  }

  /// Whether `key`'s UTF-8 is `bytes`.
  private static func equal(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var key = key
    return key.withUTF8 { stored in
      stored.count == bytes.count && (bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
    }
  }

  /// 32 bits of a multiply-and-rotate hash of `bytes`, eight bytes at a time.
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var seen: UInt64 = 0
    return hash(bytes, seen: &seen)
  }

  /// The hash of `bytes`, with every byte of them ORed into one of the eight bytes of `seen`.
  @inline(__always)
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seen: inout UInt64) -> UInt32 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return UInt32(truncatingIfNeeded: hash >> 32) }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = ((hash ^ word) &* 0xFF51_AFD7_ED55_8CCD).rotatedLeft(by: 29)
      seen |= word
      offset += 8
    }
    var tail: UInt64 = 0
    if offset < bytes.count, bytes.count >= 8 {
      // The last eight bytes in one load (overlapping the words above), shifted so only the new ones count.
      let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      tail = last >> (8 * UInt64(8 - (bytes.count - offset)))
    } else {
      var shift: UInt64 = 0
      while offset < bytes.count {
        tail |= UInt64(bytes[offset]) << shift
        shift += 8
        offset += 1
      }
    }
    seen |= tail
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 31
    hash &*= 0xFF51_AFD7_ED55_8CCD
    return UInt32(truncatingIfNeeded: hash >> 32)
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
    self << count | self >> (64 - count)
  }
}
