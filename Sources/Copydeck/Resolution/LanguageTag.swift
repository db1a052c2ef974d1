/// A locale identifier reduced to its language, script and region subtags, lowercased.
///
/// Reads BCP 47 tags and Apple/POSIX identifiers alike: `ko-KR`, `ko_KR`, `zh-Hant-TW`,
/// `en-US@calendar=gregorian`, `en-US-u-ca-gregory`, `ko_KR.UTF-8`. Matching ignores case.
struct LanguageTag: Sendable, Hashable {
  /// The language subtag (2–3 letters), e.g. `ko`.
  var language: String
  /// The script subtag (4 letters), e.g. `hant`; empty when absent.
  var script = ""
  /// The region subtag (2 letters or 3 digits), e.g. `kr`; empty when absent.
  var region = ""

  /// Splits `identifier`; returns `nil` when it does not start with a 2–3 letter language subtag.
  init?(_ identifier: String) {
    let tag = identifier.prefix { $0 != "@" && $0 != "." }
    let subtags = tag.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
    guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
    language = Self.modern[first.lowercased()] ?? first.lowercased()
    for subtag in subtags.dropFirst() {
      if subtag.count == 1 { break }  // an extension (-u-…, -x-…)
      if subtag.count == 4, subtag.allSatisfy(\.isASCIILetter), script.isEmpty, region.isEmpty {
        script = subtag.lowercased()
      } else if region.isEmpty,
        (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
      {
        region = subtag.lowercased()
      }
    }
  }

  init(language: String, script: String = "", region: String = "") {
    (self.language, self.script, self.region) = (language, script, region)
  }

  /// The script the tag is written in: its own, or for Chinese the one its region implies (TW, HK, MO → Hant; any
  /// other or none → Hans), as Apple reads `zh` tags; empty for other languages without one.
  var writtenScript: String {
    guard script.isEmpty, language == "zh" else { return script }
    return ["tw", "hk", "mo"].contains(region) ? "hant" : "hans"
  }

  /// The candidates Apple's bundle lookup tries for this tag, most specific first.
  ///
  /// `zh-Hant-TW` → `zh-Hant-TW`, `zh-Hant`, `zh-TW`; `ko-KR` → `ko-KR`, `ko`. Chinese without a
  /// script takes it from the region (TW, HK, MO → Hant; any other region → Hans), as iOS does, and
  /// Traditional Chinese never falls to a bare `zh` (which means Simplified in Apple's lproj names).
  var candidates: [LanguageTag] {
    let script = region.isEmpty ? self.script : writtenScript
    var candidates: [LanguageTag] = []
    if !script.isEmpty, !region.isEmpty { candidates.append(LanguageTag(language: language, script: script, region: region)) }
    if !script.isEmpty { candidates.append(LanguageTag(language: language, script: script)) }
    if !region.isEmpty { candidates.append(LanguageTag(language: language, region: region)) }
    if !(language == "zh" && script == "hant") { candidates.append(LanguageTag(language: language)) }
    return candidates
  }

  /// The tag written in BCP 47 case: `zh-Hant-TW`.
  var identifier: String {
    var text = language
    if !script.isEmpty { text += "-" + script.prefix(1).uppercased() + script.dropFirst() }
    if !region.isEmpty { text += "-" + region.uppercased() }
    return text
  }

  /// Withdrawn ISO 639 codes that old systems still send, and `no` (→ `nb`, as Apple does).
  private static let modern = ["iw": "he", "in": "id", "ji": "yi", "no": "nb"]
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
