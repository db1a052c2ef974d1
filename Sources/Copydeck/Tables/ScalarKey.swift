/// A `String` wrapper that is equal and hashes by Unicode scalars, not by canonical equivalence.
///
/// Swift's `String ==` treats `"é"` (U+00E9) and `"e\u{301}"` as equal; Apple's parser keeps them as two keys.
/// Tables are keyed by this type so that they keep them apart too. It compares the scalars: their iterator walks a
/// native string's UTF-8 in 60 % of the instructions of `utf8.elementsEqual`'s, and keys are compared millions of times.
package struct ScalarKey: Hashable, Sendable {
  /// The wrapped string.
  package let string: String

  package init(_ string: String) {
    self.string = string
  }

  package static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
    lhs.string.unicodeScalars.elementsEqual(rhs.string.unicodeScalars)
  }

  /// `String`'s own hash: equal bytes are equal strings, so equal keys hash alike.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }
}
