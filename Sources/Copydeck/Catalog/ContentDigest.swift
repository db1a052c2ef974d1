/// A 64-bit digest of some bytes, for telling whether a file is still the one something was made from (not for
/// security).
///
/// Four lanes take turns at the eight-byte words (lane 1 the first, lane 2 the second, …), each mixing its word in by
/// an exclusive or and a multiplication by an odd number — invertible, so two inputs of one length that differ in a
/// single word never have the same digest, and the order of a lane's words matters — and the lanes are folded
/// together with the length at the end. About half an instruction a byte: a launch digests the whole manifest.
enum ContentDigest {
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The digest of `bytes`.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    guard let base = bytes.baseAddress else { return fold(lanes, count: 0) }
    let raw = UnsafeRawPointer(base)
    func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    var offset = 0
    while offset + 32 <= bytes.count {
      lanes.0 = (lanes.0 ^ word(offset)) &* multiplier
      lanes.1 = (lanes.1 ^ word(offset + 8)) &* multiplier
      lanes.2 = (lanes.2 ^ word(offset + 16)) &* multiplier
      lanes.3 = (lanes.3 ^ word(offset + 24)) &* multiplier
      offset += 32
    }
    // The last 0 to 31 bytes, a word at a time into the first lane, the final 0 to 7 bytes as one word.
    while offset + 8 <= bytes.count {
      lanes.0 = (lanes.0 ^ word(offset)) &* multiplier
      offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<bytes.count { tail |= UInt64(base[index]) << (8 * UInt64(index - offset)) }
    lanes.0 = (lanes.0 ^ tail) &* multiplier
    return fold(lanes, count: bytes.count)
  }

  /// The four lanes and the length folded into one digest, each step invertible in the lane it mixes in.
  private static func fold(_ lanes: (UInt64, UInt64, UInt64, UInt64), count: Int) -> UInt64 {
    var digest = UInt64(count)
    for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
      let mixed = (digest ^ lane) &* multiplier
      digest = mixed ^ mixed >> 29
    }
    return digest
  }
}
