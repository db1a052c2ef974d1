/// A locale identifier split into language, script and region, without copying it.
///
/// Reads BCP 47 tags and Apple/POSIX identifiers alike: `ko-KR`, `ko_KR`, `zh-Hant-TW`,
/// `en-US@calendar=gregorian`, `en-US-u-ca-gregory`, `ko_KR.UTF-8`. Matching ignores case.
/// Components are slices of the input (or of static literals), so splitting allocates nothing.
struct LanguageTag: Sendable {
  var language: Substring
  var script: Substring?
  var region: Substring?

  /// Splits `identifier`; returns `nil` when it has no language subtag.
  init?(_ identifier: String) {
    var end = identifier.endIndex
    if let cut = identifier.utf8.firstIndex(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ".") }) { end = cut }
    var language: Substring?
    var script: Substring?
    var region: Substring?
    var start = identifier.startIndex
    var position = 0
    while start < end {
      let stop = identifier.utf8[start..<end].firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? end
      let subtag = identifier[start..<stop]
      if position == 0 {
        guard (2...3).contains(subtag.utf8.count), subtag.utf8.allSatisfy(Self.isLetter) else { return nil }
        language = subtag
      } else if subtag.utf8.count == 1 {
        break  // an extension (-u-…, -x-…) starts here
      } else if script == nil, region == nil, subtag.utf8.count == 4, subtag.utf8.allSatisfy(Self.isLetter) {
        script = subtag
      } else if region == nil, Self.isRegion(subtag) {
        region = subtag
      }
      position += 1
      start = stop == end ? end : identifier.utf8.index(after: stop)
    }
    guard let language else { return nil }
    self.language = Self.modern(language)
    self.script = script
    self.region = region
  }

  /// Creates a tag from parts (used for catalog languages and tests).
  init(language: Substring, script: Substring?, region: Substring?) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// Calls `body` with each candidate Apple's bundle lookup tries for this tag, most specific first.
  ///
  /// `zh-Hant-TW` → `zh-Hant-TW`, `zh-Hant`, `zh-TW`; `ko-KR` → `ko-KR`, `ko`. Chinese without a
  /// script takes it from the region (TW, HK, MO → Hant; any other region → Hans), as iOS does, and
  /// Traditional Chinese never falls to a bare `zh` (which means Simplified in Apple's lproj names).
  func candidates(_ body: (LanguageTag) -> Void) {
    var script = self.script
    if script == nil, Self.equal(language, "zh"), let region {
      let traditional = Self.equal(region, "TW") || Self.equal(region, "HK") || Self.equal(region, "MO")
      script = traditional ? "Hant" : "Hans"
    }
    if let script, let region { body(LanguageTag(language: language, script: script, region: region)) }
    if let script { body(LanguageTag(language: language, script: script, region: nil)) }
    if let region { body(LanguageTag(language: language, script: nil, region: region)) }
    if let script, Self.equal(language, "zh"), Self.equal(script, "Hant") { return }
    body(LanguageTag(language: language, script: nil, region: nil))
  }

  /// Whether both tags name the same language, script and region, ignoring case.
  func matches(_ other: LanguageTag) -> Bool {
    Self.equal(language, other.language) && Self.equal(script, other.script) && Self.equal(region, other.region)
  }

  /// The tag written in BCP 47 case: `zh-Hant-TW`.
  var identifier: String {
    var text = language.lowercased()
    if let script { text += "-" + script.prefix(1).uppercased() + script.dropFirst().lowercased() }
    if let region { text += "-" + region.uppercased() }
    return text
  }

  private static func equal(_ lhs: Substring?, _ rhs: Substring?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return lhs.utf8.elementsEqual(rhs.utf8) { $0 | 0x20 == $1 | 0x20 }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isRegion(_ subtag: Substring) -> Bool {
    let bytes = subtag.utf8
    return (bytes.count == 2 && bytes.allSatisfy(isLetter))
      || (bytes.count == 3 && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
  }

  /// Replaces withdrawn ISO 639 codes that old systems still send (`iw`, `in`, `ji`) and `no` (→ `nb`, as Apple does).
  private static func modern(_ language: Substring) -> Substring {
    if equal(language, "iw") { return "he" }
    if equal(language, "in") { return "id" }
    if equal(language, "ji") { return "yi" }
    if equal(language, "no") { return "nb" }
    return language
  }
}
