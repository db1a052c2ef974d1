/// The short strings a ``JSONScanner`` has read, found again by their bytes so that each is made into a `String` once.
///
/// A String Catalog spells the same few field names and states tens of thousands of times (`"stringUnit"`,
/// `"state"`, `"translated"`); comparing a few bytes with the copy read before costs a fraction of making a new
/// `String`. A small table indexed by a hash of the length and three bytes; a slot whose string was found again
/// keeps it against the next newcomer once (a second chance), so one-off keys do not push the field names out.
struct RecentStrings {
  /// The longest string kept.
  static let maximumLength = 24

  private struct Slot {
    /// The string's offset in the document, and its length (`-1`: empty slot).
    var start = 0
    var count = -1
    var text = ""
    /// Whether the string was found again since it came or was last spared.
    var used = false
  }

  private var slots = [Slot](repeating: Slot(), count: 128)

  /// The `String` of the `count` bytes at `start` in `document`: the one made before for the same bytes, or the one
  /// `make` makes (`nil` when it cannot, which is not kept).
  @inline(__always)
  mutating func string(
    at start: Int, count: Int, in document: UnsafeBufferPointer<UInt8>, make: (UnsafeBufferPointer<UInt8>) -> String?
  ) -> String? {
    let text = UnsafeBufferPointer(rebasing: document[start..<(start + count)])
    guard count > 0, count <= Self.maximumLength, let base = document.baseAddress else { return make(text) }
    let first = UInt32(base[start]), middle = UInt32(base[start + count >> 1]), last = UInt32(base[start + count - 1])
    var hash = UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1 ^ first &* 0x85EB_CA6B ^ middle << 11 ^ last << 19
    hash ^= hash >> 15
    let slot = Int(hash & 127)
    return slots.withUnsafeMutableBufferPointer { slots in
      if slots[slot].count == count,
        ByteComparison.equal(UnsafeRawPointer(base + slots[slot].start), UnsafeRawPointer(base + start), count: count)
      {
        slots[slot].used = true
        return slots[slot].text
      }
      guard let made = make(text) else { return nil }
      if slots[slot].used {
        slots[slot].used = false
      } else {
        slots[slot] = Slot(start: start, count: count, text: made, used: false)
      }
      return made
    }
  }
}
