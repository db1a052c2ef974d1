/// An open-addressing index of positions in a list kept elsewhere (a catalog's ids and codes in ``KeyPositions``, the
/// check's entries by id and its keys' first owners): 4 bytes a slot, where a dictionary keyed by the items' strings holds a copy of the string (16 bytes) and
/// the value in each of its slots.
///
/// The caller hashes an item and says whether the item at a position is the one looked for; the index keeps no copy
/// of the items. Each slot holds the position (plus one, 0 for an empty slot) in its low bits and the top bits of the
/// item's hash above them, so a probe asks the caller to compare only when those bits agree. It holds up to the
/// number of positions it was made for and never grows.
package struct PositionIndex: Sendable {
  /// `hashBits << positionBits | (position + 1)`, or 0 for an empty slot.
  private var slots: [UInt32]
  /// How many low bits of a slot hold the position plus one, and those bits set.
  private let positionBits: UInt32
  private let positionMask: UInt32

  /// An index of up to `capacity` positions (`0..<capacity`).
  package init(capacity: Int) {
    precondition(capacity < Int(UInt32.max), "an index of positions holds fewer than 2³² of them")
    var size = 8
    while size * 3 < capacity * 4 { size <<= 1 }  // at most three quarters full
    slots = [UInt32](repeating: 0, count: size)
    positionBits = UInt32(UInt32.bitWidth - UInt32(capacity + 1).leadingZeroBitCount)
    positionMask = positionBits == 32 ? .max : (1 << positionBits) - 1
  }

  /// The index whose slots are `slots` with `positionBits` low bits for the position plus one (what ``packed`` gives),
  /// `nil` unless it is one this type could have made for positions below `limit`: a power of two of at least eight
  /// slots, at least one of them empty (so every probe ends), and no stored position at or past `limit` (so every
  /// position it gives names an item).
  package init?(slots: [UInt32], positionBits: UInt32, positionsBelow limit: Int) {
    guard slots.count >= 8, slots.count & (slots.count - 1) == 0, (1...32).contains(positionBits) else { return nil }
    let positionMask: UInt32 = positionBits == 32 ? .max : (1 << positionBits) - 1
    var empty = false
    for slot in slots {
      if slot == 0 {
        empty = true
      } else if slot & positionMask == 0 || Int(slot & positionMask) > limit {
        return nil
      }
    }
    guard empty else { return nil }
    self.slots = slots
    self.positionBits = positionBits
    self.positionMask = positionMask
  }

  /// The slots and how many of each slot's low bits hold the position plus one, as ``init(slots:positionBits:positionsBelow:)``
  /// takes them.
  package var packed: (slots: [UInt32], positionBits: UInt32) { (slots, positionBits) }

  /// The position stored for the item with `hash` for which `matches` is true, or -1.
  package func position(hash: Int, matches: (Int32) -> Bool) -> Int32 {
    switch probe(hash: hash, matches: matches) {
    case .found(let position): position
    case .empty: -1
    }
  }

  /// Stores `position` for an item with `hash` unless the index has one for which `matches` is true; returns the
  /// position the index keeps (`position`, or the one it had).
  package mutating func insertFirst(_ position: Int32, hash: Int, matches: (Int32) -> Bool) -> Int32 {
    switch probe(hash: hash, matches: matches) {
    case .found(let kept):
      return kept
    case .empty(let slot):
      slots[slot] = tag(hash) | (UInt32(position) + 1)
      return position
    }
  }

  /// Where a probe for an item ends: at its position, or at the empty slot where it would go.
  private enum Probe {
    case found(Int32)
    case empty(Int)
  }

  /// Walks the slots from `hash`'s, asking `matches` only where the stored tag is `hash`'s.
  @inline(__always)
  private func probe(hash: Int, matches: (Int32) -> Bool) -> Probe {
    let mask = slots.count - 1
    let tag = self.tag(hash)
    var slot = hash & mask
    while slots[slot] != 0 {
      let stored = slots[slot]
      if stored & ~positionMask == tag, matches(Int32(stored & positionMask) - 1) { return .found(Int32(stored & positionMask) - 1) }
      slot = (slot + 1) & mask
    }
    return .empty(slot)
  }

  /// The top bits of `hash`, placed above the position's bits (the low bits choose the slot).
  private func tag(_ hash: Int) -> UInt32 {
    positionBits == 32 ? 0 : UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 32) & ~positionMask
  }
}
