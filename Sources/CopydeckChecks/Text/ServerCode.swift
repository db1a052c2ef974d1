/// Finds raw server codes (`CGF0003`, `CGF-0003`, `ATF0002`) in copy a person reads.
///
/// A code is 2–5 capital Latin letters, an optional hyphen and 3–6 digits, not inside a longer Latin word or
/// number (a Korean particle may follow it: `ATF0002를`). Codes a manifest maps to an entry are found in any letter case.
enum ServerCode {
  /// The codes in `text`, in order of appearance.
  static func codes(in text: String, known: Set<String> = []) -> [String] {
    codes(in: text, known: KnownCodes(known))
  }

  /// The manifest's codes as ``codes(in:known:)`` looks for them in every text: sorted and upper-cased once per
  /// check, not once per text (a check of 10,000 entries with codes spent most of its time in hig-raw-code so).
  struct KnownCodes {
    /// Each code, its upper-case form, and that form's UTF-8 bytes when only those bytes can match it: all ASCII, and
    /// none of `K`, `;` and `` ` ``, the only ASCII characters a non-ASCII one is canonically equivalent to (the Kelvin
    /// sign, U+037E, U+1FEF), which Foundation's search would also find.
    let codes: [(code: String, upper: String, asciiBytes: [UInt8]?)]

    init(_ codes: Set<String>) {
      self.codes = codes.sorted().map { code in
        let upper = code.uppercased()
        let bytesOnly = upper.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
        return (code, upper, bytesOnly ? Array(upper.utf8) : nil)
      }
    }
  }

  /// The codes in `text`, in order of appearance, then the known ones it shows in any case.
  static func codes(in text: String, known: KnownCodes) -> [String] {
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
    if !known.codes.isEmpty {
      var upper = text.uppercased()
      let bytes = upper.withUTF8 { Array($0) }
      for (code, upperCode, asciiBytes) in known.codes {
        // An ASCII code whose bytes the upper-cased text lacks cannot be in it: Foundation's search is left for the rest.
        if let asciiBytes, !contains(bytes, asciiBytes) { continue }
        if upper.contains(upperCode) && !found.contains(code) { found.append(code) }
      }
    }
    return found
  }

  /// Whether `needle` occurs in `haystack`, byte for byte.
  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    var start = 0
    while start <= haystack.count - needle.count {
      if haystack[start] == first, haystack[start..<start + needle.count].elementsEqual(needle) { return true }
      start += 1
    }
    return false
  }

  private static func hasCapitalPair(_ text: String) -> Bool {
    var text = text  // read as contiguous bytes, not byte by byte through UTF8View
    return text.withUTF8 { bytes in
      var previousIsCapital = false
      for byte in bytes {
        let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        if isCapital, previousIsCapital { return true }
        previousIsCapital = isCapital
      }
      return false
    }
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_")
  }

  /// Whether `text` says that something failed (`Failed: CGF-0003`, `오류가 생겼어요`), in English, Korean, Japanese or
  /// Chinese: without a manifest, a code is reported only in such a text, since elsewhere the same shape is a
  /// standard's name (`ERC-721`, `SHA256`).
  static func saysSomethingFailed(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return failureWords.contains { lowered.contains($0) }
  }

  private static let failureWords = [
    "error", "fail", "couldn't", "could not", "can't", "cannot", "unable", "오류", "실패", "에러", "エラー", "失敗", "错误",
    "錯誤", "失败",
  ]
}
