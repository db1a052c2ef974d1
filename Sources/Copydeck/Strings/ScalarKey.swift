/// A `String` wrapper that is equal and hashes by Unicode scalars, not by canonical equivalence.
///
/// Swift's `String ==` treats `"é"` (U+00E9) and `"e\u{301}"` as equal; Apple's parser keeps them as two keys.
/// Dictionaries of the engine are keyed by this type so that they keep them apart too.
struct ScalarKey: Hashable, Sendable {
  /// The wrapped string.
  let string: String

  init(_ string: String) {
    self.string = string
  }

  static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
    var left = lhs.string, right = rhs.string  // compared as contiguous bytes, not byte by byte through UTF8View
    return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
  }

  func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
