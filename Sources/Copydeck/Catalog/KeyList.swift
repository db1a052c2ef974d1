/// A list of keys (a manifest's ids, its server codes), kept as strings or — as `catalog.index` holds them — as the
/// UTF-8 bytes of every key in one buffer, each key read into a `String` only when it is asked for.
struct KeyList: Sendable {
  private enum Storage: Sendable {
    case strings([String])
    /// Every key's bytes one after the other; `ends[number]` is where key `number` ends (it starts where the one
    /// before it ends).
    case bytes([UInt8], ends: [UInt32])
  }

  private let storage: Storage

  /// The keys `strings`.
  init(_ strings: [String]) {
    storage = .strings(strings)
  }

  /// The keys whose UTF-8 bytes are `bytes`, key `number` ending at `ends[number]`; `nil` unless the ends go up (or
  /// stay) and the last one is the end of `bytes`.
  init?(bytes: [UInt8], ends: [UInt32]) {
    var start: UInt32 = 0
    for end in ends {
      guard start <= end else { return nil }
      start = end
    }
    guard Int(start) == bytes.count else { return nil }
    storage = .bytes(bytes, ends: ends)
  }

  /// How many keys there are.
  var count: Int {
    switch storage {
    case .strings(let strings): strings.count
    case .bytes(_, let ends): ends.count
    }
  }

  /// Key `number`.
  subscript(number: Int) -> String {
    switch storage {
    case .strings(let strings):
      return strings[number]
    case .bytes(let bytes, let ends):
      let range = Self.range(of: number, ends)
      return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
  }

  /// Whether key `number` is `key`, given as its UTF-8 bytes, byte for byte (what equality is for ASCII keys).
  @inline(__always)
  func has(_ number: Int, bytes key: UnsafeBufferPointer<UInt8>) -> Bool {
    switch storage {
    case .strings(let strings):
      var stored = strings[number]
      return stored.withUTF8 { $0.elementsEqual(key) }
    case .bytes(let bytes, let ends):
      let range = Self.range(of: number, ends)
      guard range.count == key.count else { return false }
      return bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[range]).elementsEqual(key) }
    }
  }

  /// The keys' bytes one after the other and where each ends, as ``init(bytes:ends:)`` takes them.
  var packed: (bytes: [UInt8], ends: [UInt32]) {
    switch storage {
    case .bytes(let bytes, let ends):
      return (bytes, ends)
    case .strings(let strings):
      var bytes: [UInt8] = []
      var ends: [UInt32] = []
      ends.reserveCapacity(strings.count)
      for key in strings {
        bytes.append(contentsOf: key.utf8)
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
      }
      return (bytes, ends)
    }
  }

  private static func range(of number: Int, _ ends: [UInt32]) -> Range<Int> {
    (number == 0 ? 0 : Int(ends[number - 1]))..<Int(ends[number])
  }
}
