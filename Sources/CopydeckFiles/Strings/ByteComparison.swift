import Copydeck

/// Comparison of two byte buffers of the same length, eight bytes at a time.
///
/// Keys of one table often share a long prefix, and a dictionary compares every key its probe passes; the String
/// Catalog reader compares short strings with ones it read before.
package enum ByteComparison {
  /// Whether `count` bytes at `left` equal `count` bytes at `right`.
  @inline(__always)
  package static func equal(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
      guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) else { return false }
      offset += 1
    }
    return true
  }

  /// Whether two buffers hold the same bytes.
  package static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
    guard left.count == right.count else { return false }
    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
    return equal(UnsafeRawPointer(a), UnsafeRawPointer(b), count: left.count)
  }
}
