/// A `String` wrapper that is equal and hashes by Unicode scalars, not by canonical equivalence.
///
/// Swift's `String ==` treats `"é"` (U+00E9) and `"e\u{301}"` as equal; Apple's parser keeps them as two keys.
/// Dictionaries of the engine are keyed by this type so that they keep them apart too. Equal scalars means equal
/// UTF-8 bytes, so both operations work on the bytes.
struct ScalarKey: Hashable, Sendable {
  /// The wrapped string.
  let string: String

  init(_ string: String) {
    self.string = string
  }

  static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
    let left = lhs.string.utf8, right = rhs.string.utf8
    guard left.count == right.count else { return false }
    let fast = left.withContiguousStorageIfAvailable { a in
      right.withContiguousStorageIfAvailable { b in Self.equalBytes(a, b) }
    }
    return (fast ?? nil) ?? left.elementsEqual(right)
  }

  /// Whether two buffers of the same length hold the same bytes, compared eight at a time (keys of one table often
  /// share a long prefix, and a dictionary compares every key its probe passes).
  private static func equalBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let left = a.baseAddress, let right = b.baseAddress else { return a.count == b.count }
    let (rawLeft, rawRight) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
    var offset = 0
    while offset + 8 <= a.count {
      guard
        rawLeft.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == rawRight.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < a.count {
      guard left[offset] == right[offset] else { return false }
      offset += 1
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed == nil {
      Array(string.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
