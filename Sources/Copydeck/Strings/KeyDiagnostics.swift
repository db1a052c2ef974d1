/// Warnings about keys across a whole table: repeated keys and keys that look the same but are not.
enum KeyDiagnostics {
  /// One warning per repeated key (the later value wins, as on the device), and one per look-alike key: a key that
  /// Swift's `String ==` calls equal to an earlier one although its Unicode scalars differ, so iOS keeps both.
  static func duplicatesAndLookalikes(_ table: StringsTable) -> [StringsDiagnostic] {
    let entries = table.entries
    var diagnostics = table.repeats.map { pair in
      let entry = entries[pair.later], earlier = entries[pair.earlier]
      return StringsDiagnostic(
        id: "duplicate-key", severity: .warning, location: entry.location,
        message: "key \"\(entry.key)\" is defined again; the device uses this later value and ignores the one at \(earlier.location)",
        hint: "delete one of the two entries", related: earlier.location)
    }
    let hasNonASCII = table.keys.contains { key in
      key.utf8.withContiguousStorageIfAvailable(isNonASCII) ?? key.utf8.contains { $0 >= 0x80 }
    }
    guard hasNonASCII else { return diagnostics }
    var byCanonicalForm: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard let earlier = byCanonicalForm[entry.key] else {
        byCanonicalForm[entry.key] = index
        continue
      }
      let other = entries[earlier]
      guard !other.key.utf8.elementsEqual(entry.key.utf8) else { continue }
      diagnostics.append(
        StringsDiagnostic(
          id: "lookalike-key", severity: .warning, location: entry.location,
          message:
            "key \"\(entry.key)\" looks the same as the key at \(other.location) but is written with different Unicode characters (\(scalars(entry.key)) vs \(scalars(other.key))); iOS treats them as two keys",
          hint: "retype one of the keys so both use the same characters (usually the precomposed, NFC form)", related: other.location))
    }
    return diagnostics
  }

  /// Whether `bytes` has a byte above 0x7F, checked eight bytes at a time.
  private static func isNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return true }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] >= 0x80 { return true }
      index += 1
    }
    return false
  }

  private static func scalars(_ key: String) -> String {
    key.unicodeScalars.filter { $0.value >= 0x80 }.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
