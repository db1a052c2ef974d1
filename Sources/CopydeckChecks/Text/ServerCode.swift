/// Finds raw server codes (`CGF0003`, `CGF-0003`, `ATF0002`) in copy a person reads.
///
/// A code is 2–5 capital Latin letters, an optional hyphen and 3–6 digits, not inside a longer Latin word or
/// number (a Korean particle may follow it: `ATF0002를`). Codes a manifest maps to an entry are found in any letter case.
enum ServerCode {
  /// The codes in `text`, in order of appearance.
  static func codes(in text: String, known: Set<String> = []) -> [String] {
    var found: [String] = []
    // A code starts with two capitals in a row; most copy has none, and then there is nothing to scan.
    let characters = hasCapitalPair(text) ? Array(text.unicodeScalars) : []
    var index = 0
    while index < characters.count {
      guard isUpper(characters[index]), index == 0 || !isWordScalar(characters[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, isUpper(characters[end]) { end += 1 }
      let letters = end - index
      var digitsStart = end
      if digitsStart < characters.count, characters[digitsStart] == "-" { digitsStart += 1 }
      var digitsEnd = digitsStart
      while digitsEnd < characters.count, isDigit(characters[digitsEnd]) { digitsEnd += 1 }
      let digits = digitsEnd - digitsStart
      let standsAlone = digitsEnd == characters.count || !isWordScalar(characters[digitsEnd])
      if (2...5).contains(letters), (3...6).contains(digits), standsAlone {
        found.append(String(String.UnicodeScalarView(characters[index..<digitsEnd])))
        index = digitsEnd
      } else {
        index = max(end, index + 1)
      }
    }
    if !known.isEmpty {
      let upper = text.uppercased()
      for code in known.sorted() where upper.contains(code.uppercased()) && !found.contains(code) {
        found.append(code)
      }
    }
    return found
  }

  private static func hasCapitalPair(_ text: String) -> Bool {
    var previousIsCapital = false
    for byte in text.utf8 {
      let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      if isCapital, previousIsCapital { return true }
      previousIsCapital = isCapital
    }
    return false
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_")
  }
}
