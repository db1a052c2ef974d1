import Copydeck

/// Warnings about keys across a whole table: repeated keys and keys that look the same but are not.
package enum KeyDiagnostics {
  /// One warning per repeated key (the later value wins, as on the device), and one per look-alike key: a key that
  /// Swift's `String ==` calls equal to an earlier one although its Unicode scalars differ, so iOS keeps both.
  ///
  /// A repeated key whose lone surrogates differ from the earlier one's (`keySurrogates`, by entry) is a key the
  /// device keeps apart; it gets ``surrogateTwin(_:at:surrogates:earlier:surrogates:)`` instead.
  package static func duplicatesAndLookalikes(_ table: StringsTable, keySurrogates: [Int: [LoneSurrogate]] = [:]) -> [StringsDiagnostic] {
    let entries = table.entries
    var diagnostics = table.repeats.map { pair in
      let later = entries[pair.later], earlier = entries[pair.earlier]
      let surrogates = keySurrogates[pair.later] ?? [], earlierSurrogates = keySurrogates[pair.earlier] ?? []
      guard surrogates == earlierSurrogates else {
        return surrogateTwin(
          later.key, at: later.location, surrogates: surrogates, earlier: earlier.location, surrogates: earlierSurrogates)
      }
      return duplicate(later.key, at: later.location, earlier: earlier.location)
    }
    guard table.hasNonASCIIKeys else { return diagnostics }
    var byCanonicalForm: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard let earlier = byCanonicalForm[entry.key] else {
        byCanonicalForm[entry.key] = index
        continue
      }
      let other = entries[earlier]
      guard !other.key.utf8.elementsEqual(entry.key.utf8) else { continue }
      diagnostics.append(lookalike(entry.key, at: entry.location, other: other.key, at: other.location))
    }
    return diagnostics
  }

  /// The warning for `key` at `location`, defined before at `earlier`.
  package static func duplicate(_ key: String, at location: SourceLocation, earlier: SourceLocation) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "duplicate-key", severity: .warning, location: location,
      message: "key \"\(key)\" is defined again; the device uses this later value and ignores the one at \(earlier)",
      hint: "delete one of the two entries", related: earlier)
  }

  /// The warning for `key` at `location`, which reads like the key at `earlier` only because the lone surrogates of
  /// both (which differ) became U+FFFD: two keys on the device, one for Copydeck.
  package static func surrogateTwin(
    _ key: String, at location: SourceLocation, surrogates: [LoneSurrogate], earlier: SourceLocation,
    surrogates earlierSurrogates: [LoneSurrogate]
  ) -> StringsDiagnostic {
    func units(_ list: [LoneSurrogate]) -> String {
      list.isEmpty ? "none" : list.map { "U+" + String($0.unit, radix: 16, uppercase: true) }.joined(separator: " ")
    }
    return StringsDiagnostic(
      id: "lone-surrogate-key", severity: .warning, location: location,
      message:
        "key \"\(key)\" differs from the key at \(earlier) only in its lone surrogates (\(units(surrogates)) here, \(units(earlierSurrogates)) there): the device keeps two keys, but Copydeck shows each lone surrogate as U+FFFD, reads one key and uses this later value",
      hint:
        "write each key's surrogate pairs whole (for example \\UD83D\\UDE00) or rename one key, so that the device and Copydeck read the same keys",
      related: earlier)
  }

  /// The warning for `key` at `location`, which Swift's `String ==` calls equal to `other` at `otherLocation`.
  package static func lookalike(
    _ key: String, at location: SourceLocation, other: String, at otherLocation: SourceLocation
  ) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "lookalike-key", severity: .warning, location: location,
      message:
        "key \"\(key)\" looks the same as the key at \(otherLocation) but is written with different Unicode characters (\(scalars(key)) vs \(scalars(other))); iOS treats them as two keys",
      hint: "retype one of the keys so both use the same characters (usually the precomposed, NFC form)", related: otherLocation)
  }

  /// Whether `bytes` has a byte above 0x7F.
  package static func isNonASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.contains { $0 >= 0x80 }
  }

  private static func scalars(_ key: String) -> String {
    key.unicodeScalars.filter { $0.value >= 0x80 }.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
