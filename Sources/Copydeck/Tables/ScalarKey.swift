/// A `String` wrapper that is equal and hashes by Unicode scalars, not by canonical equivalence.
///
/// Swift's `String ==` treats `"é"` (U+00E9) and `"e\u{301}"` as equal; Apple's parser keeps them as two keys.
/// Tables are keyed by this type so that they keep them apart too. Equal scalars means equal UTF-8 bytes, so both
/// operations work on the bytes.
package struct ScalarKey: Hashable, Sendable {
  /// The wrapped string.
  package let string: String

  package init(_ string: String) {
    self.string = string
  }

  /// Equal bytes, compared in place.
  package static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
    guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
    var left = lhs.string
    var right = rhs.string
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        // An index loop: `elementsEqual` walked the buffers through iterators at three times the cost.
        for index in leftBytes.indices where leftBytes[index] != rightBytes[index] { return false }
        return true
      }
    }
  }

  /// `String`'s own hash: equal bytes are equal strings, so equal keys hash alike (canonically equivalent keys
  /// written differently share a hash and are told apart by ``==(_:_:)``).
  package func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }
}
