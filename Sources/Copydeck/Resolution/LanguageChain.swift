/// The catalog languages one request tries, in order, packed into one integer (8 bits per language,
/// index + 1, first language in the lowest byte) so building, comparing and walking it allocate nothing.
struct LanguageChain: Sequence, Hashable, Sendable {
  private(set) var code: UInt64 = 0

  /// Appends the language at `index` unless the chain has it already (or is full at 8 languages).
  mutating func append(_ index: Int) {
    guard (0..<255).contains(index), !contains(index), code >> 56 == 0 else { return }
    var shift: UInt64 = 0
    while code >> shift & 0xFF != 0 { shift += 8 }
    code |= UInt64(index + 1) << shift
  }

  /// Walks the language indices in order.
  func makeIterator() -> Iterator { Iterator(rest: code) }

  /// The iterator over a chain's language indices.
  struct Iterator: IteratorProtocol {
    var rest: UInt64

    mutating func next() -> Int? {
      guard rest != 0 else { return nil }
      defer { rest >>= 8 }
      return Int(rest & 0xFF) - 1
    }
  }
}
