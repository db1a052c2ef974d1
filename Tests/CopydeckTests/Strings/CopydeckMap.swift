import Copydeck
import CopydeckFiles
import Foundation

/// Copydeck's answer in the oracle's shape: the key→value map the device sees, as UTF-16 code units, or `nil` on a
/// rejection.
func copydeckMap(_ data: Data) -> AppleOracle.UnitMap? {
  guard let table = try? StringsParser.parse(data, file: "input.strings") else { return nil }
  var map: AppleOracle.UnitMap = [:]
  for key in table.keys { map[Array(key.utf16)] = Array(table.value(forKey: key)!.utf16) }
  return map
}

/// Whether Copydeck and Apple agree on `data`: the same map, or both reject.
///
/// One documented difference: a file with no whole character at all (zero bytes, or only a byte-order mark and
/// less than one code unit) is an empty table for Copydeck, as it is for `Bundle` lookups on the device, while
/// `CFPropertyListCreateWithData` rejects it.
///
/// Keys that differ only in lone surrogates are one key in a Swift `String` and two on the device; they are left out
/// on both sides (``AppleOracle/indistinguishableKeys(_:)``).
func copydeckAgreesWithApple(_ data: Data) -> Bool {
  var ours = copydeckMap(data)
  var apple = AppleOracle.table(data)
  for key in AppleOracle.indistinguishableKeys(data) {
    ours?[key] = nil
    apple?[key] = nil
  }
  if ours == apple { return true }
  return apple == nil && ours == [:] && AppleOracle.holdsNoCharacter(data)
}
