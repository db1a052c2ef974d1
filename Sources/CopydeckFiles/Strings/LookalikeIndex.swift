import Copydeck

/// Finds look-alike keys entry by entry: a key that Swift's `String ==` calls equal to an earlier key although its
/// bytes differ (`"é"` and `"e\u{301}"`), which iOS keeps as two keys.
///
/// It keeps no `String`: each canonical form is known by its `String` hash (equal for strings `==` calls equal) and
/// the first entry that has it, and a hash that matches is confirmed with `==`. It starts with the first key that is
/// not ASCII (two ASCII keys are equal only when their bytes are), adding the keys before it then.
package struct LookalikeIndex {
  private var active = false
  /// The first entry of each canonical form, by the form's hash.
  private var firstByHash: [Int: Int] = [:]
  /// The first entries of other canonical forms that have the same hash (almost always empty).
  private var collisions: [Int: [Int]] = [:]

  /// The first earlier entry whose key `==` `key` while its bytes differ, or `nil`; `keyOf` gives an entry's key.
  package mutating func firstEquivalent(
    of index: Int, key: ArraySlice<UInt8>, keyOf: (Int) -> ArraySlice<UInt8>
  ) -> Int? {
    if !active {
      guard KeyDiagnostics.isNonASCII(key) else { return nil }
      active = true
      for earlier in 0..<index { _ = add(earlier, keyOf(earlier), keyOf) }
    }
    return add(index, key, keyOf)
  }

  private mutating func add(_ index: Int, _ key: ArraySlice<UInt8>, _ keyOf: (Int) -> ArraySlice<UInt8>) -> Int? {
    let string = String(decoding: key, as: UTF8.self)
    let hash = string.hashValue
    guard let first = firstByHash[hash] else {
      firstByHash[hash] = index
      return nil
    }
    if let found = Self.compare(string, key, with: first, keyOf) { return found }
    for other in collisions[hash] ?? [] {
      if let found = Self.compare(string, key, with: other, keyOf) { return found }
    }
    collisions[hash, default: []].append(index)
    return nil
  }

  /// `nil` when the key of `other` is not `==` `string` (another form with the same hash); otherwise `other` when
  /// its bytes differ from `key` (a look-alike) and `.some(nil)` when they are the same (a repeated key).
  private static func compare(
    _ string: String, _ key: ArraySlice<UInt8>, with other: Int, _ keyOf: (Int) -> ArraySlice<UInt8>
  ) -> Int?? {
    let bytes = keyOf(other)
    if bytes.elementsEqual(key) { return .some(nil) }
    return String(decoding: bytes, as: UTF8.self) == string ? .some(other) : nil
  }
}
