/// A `String` wrapper that is equal and hashes by Unicode scalars, not by canonical equivalence.
///
/// Swift's `String ==` treats `"é"` (U+00E9) and `"e\u{301}"` as equal; Apple's parser keeps them as two keys.
/// Dictionaries of the engine are keyed by this type so that they keep them apart too. Equal scalars means equal
/// UTF-8 bytes, so both operations work on the bytes.
package struct ScalarKey: Hashable, Sendable {
  /// The wrapped string.
  package let string: String

  package init(_ string: String) {
    self.string = string
  }

  package static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
    let left = lhs.string.utf8, right = rhs.string.utf8
    guard left.count == right.count else { return false }
    let fast = left.withContiguousStorageIfAvailable { a in
      right.withContiguousStorageIfAvailable { b in ByteComparison.equal(a, b) }
    }
    return (fast ?? nil) ?? left.elementsEqual(right)
  }

  package func hash(into hasher: inout Hasher) {
    let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed == nil {
      Array(string.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
