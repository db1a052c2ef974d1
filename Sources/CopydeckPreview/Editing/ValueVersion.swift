/// The version of one saved value: a short fingerprint of its text that the page sends back with a save, so the
/// server can tell whether the value changed on disk since the page showed it.
///
/// It is FNV-1a over the UTF-8 bytes (64 bits, hexadecimal): enough to notice a change, not a protection against
/// someone who forges one. A key the table does not have has the version `absent`.
enum ValueVersion {
  /// The version of `value`, or `absent` for `nil`.
  static func of(_ value: String?) -> String {
    guard let value else { return "absent" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in value.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let text = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }
}
