import Copydeck
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
func copydeckAgreesWithApple(_ data: Data) -> Bool {
  let ours = copydeckMap(data)
  let apple = AppleOracle.table(data)
  if ours == apple { return true }
  return apple == nil && ours == [:] && holdsNoCharacter(data)
}

/// Whether Apple's encoding detection leaves no character to parse: zero bytes, or a byte-order mark (or the two
/// bytes it skips in UTF-16 without one) followed by less than one code unit.
private func holdsNoCharacter(_ data: Data) -> Bool {
  let bytes = [UInt8](data)
  let count = bytes.count
  if count > 4, bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return count < 8 }
  if count > 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return false }
  if count > 2, bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes[0] == 0 || bytes[1] == 0 { return count < 4 }
  return count <= 3 && (count == 0 || bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]))
}
