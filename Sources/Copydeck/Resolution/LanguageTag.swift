/// A locale identifier reduced to its language, script and region subtags, each packed into an
/// integer of lowercase ASCII bytes, so parsing and matching allocate nothing and compare in one step.
///
/// Reads BCP 47 tags and Apple/POSIX identifiers alike: `ko-KR`, `ko_KR`, `zh-Hant-TW`,
/// `en-US@calendar=gregorian`, `en-US-u-ca-gregory`, `ko_KR.UTF-8`. Matching ignores case.
struct LanguageTag: Sendable, Hashable {
  /// The language subtag (2–3 letters), e.g. `ko`.
  var language: UInt32
  /// The script subtag (4 letters), e.g. `hant`; 0 when absent.
  var script: UInt32
  /// The region subtag (2 letters or 3 digits), e.g. `kr`; 0 when absent.
  var region: UInt32

  /// Splits `identifier`; returns `nil` when it does not start with a 2–3 letter language subtag.
  init?(_ identifier: String) {
    var parts: (language: UInt32, script: UInt32, region: UInt32) = (0, 0, 0)
    var subtag = Subtag()
    var position = 0
    var finished = false
    for byte in identifier.utf8 {
      let isEnd = byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".")
      if isEnd || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        guard subtag.store(into: &parts, position: position) else { return nil }
        if subtag.length == 1 || isEnd {  // an extension (-u-…, -x-…) or the end of the tag
          finished = true
          break
        }
        position += 1
        subtag = Subtag()
      } else {
        subtag.append(byte)
      }
    }
    if !finished { guard subtag.store(into: &parts, position: position) else { return nil } }
    guard parts.language != 0 else { return nil }
    self.init(language: Self.modern(parts.language), script: parts.script, region: parts.region)
  }

  init(language: UInt32, script: UInt32, region: UInt32) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// The candidates Apple's bundle lookup tries for this tag, most specific first.
  ///
  /// `zh-Hant-TW` → `zh-Hant-TW`, `zh-Hant`, `zh-TW`; `ko-KR` → `ko-KR`, `ko`. Chinese without a
  /// script takes it from the region (TW, HK, MO → Hant; any other region → Hans), as iOS does, and
  /// Traditional Chinese never falls to a bare `zh` (which means Simplified in Apple's lproj names).
  var candidates: Candidates { Candidates(self) }

  /// The candidates of a tag, produced one by one without allocating.
  struct Candidates: Sequence, IteratorProtocol {
    private let tag: LanguageTag
    private var step = 0

    init(_ tag: LanguageTag) {
      var tag = tag
      if tag.script == 0, tag.language == LanguageTag.zh, tag.region != 0 {
        let traditional = tag.region == LanguageTag.tw || tag.region == LanguageTag.hk || tag.region == LanguageTag.mo
        tag.script = traditional ? LanguageTag.hant : LanguageTag.hans
      }
      self.tag = tag
    }

    mutating func next() -> LanguageTag? {
      while step < 4 {
        step += 1
        switch step {
        case 1 where tag.script != 0 && tag.region != 0: return tag
        case 2 where tag.script != 0: return LanguageTag(language: tag.language, script: tag.script, region: 0)
        case 3 where tag.region != 0: return LanguageTag(language: tag.language, script: 0, region: tag.region)
        case 4 where !(tag.language == LanguageTag.zh && tag.script == LanguageTag.hant):
          return LanguageTag(language: tag.language, script: 0, region: 0)
        default: continue
        }
      }
      return nil
    }
  }

  /// The tag written in BCP 47 case: `zh-Hant-TW`.
  var identifier: String {
    var text = Self.unpack(language)
    if script != 0 {
      let lower = Self.unpack(script)
      text += "-" + lower.prefix(1).uppercased() + lower.dropFirst()
    }
    if region != 0 { text += "-" + Self.unpack(region).uppercased() }
    return text
  }

  // Packed subtags the rules above need, as constants (a `static let` would cost a lazy-initialization check per
  // call); `LocaleChainTests` checks each against `pack`.
  static var zh: UInt32 { 0x687A }
  static var hant: UInt32 { 0x746E_6168 }
  static var hans: UInt32 { 0x736E_6168 }
  static var tw: UInt32 { 0x7774 }
  static var hk: UInt32 { 0x6B68 }
  static var mo: UInt32 { 0x6F6D }
  static var ko: UInt32 { 0x6F6B }

  /// Packs up to four ASCII bytes, lowercased, first byte lowest.
  static func pack(_ text: String) -> UInt32 {
    var subtag = Subtag()
    text.utf8.forEach { subtag.append($0) }
    return subtag.value
  }

  private static func unpack(_ value: UInt32) -> String {
    var bytes: [UInt8] = []
    var rest = value
    while rest != 0 {
      bytes.append(UInt8(rest & 0xFF))
      rest >>= 8
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces withdrawn ISO 639 codes that old systems still send (`iw`, `in`, `ji`) and `no` (→ `nb`, as Apple does).
  private static func modern(_ language: UInt32) -> UInt32 {
    switch language {
    case 0x7769: 0x6568  // iw → he
    case 0x6E69: 0x6469  // in → id
    case 0x696A: 0x6979  // ji → yi
    case 0x6F6E: 0x626E  // no → nb
    default: language
    }
  }

  /// One subtag being read: its packed bytes and what kinds of character it has.
  private struct Subtag {
    var value: UInt32 = 0
    var length = 0
    var letters = true
    var digits = true

    mutating func append(_ byte: UInt8) {
      let lower = byte | 0x20
      letters = letters && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
      digits = digits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if length < 4 { value |= UInt32(letters ? lower : byte) << (8 * length) }
      length += 1
    }

    /// Files the subtag as language, script or region by its position and shape; `false` when the language is invalid.
    func store(into parts: inout (language: UInt32, script: UInt32, region: UInt32), position: Int) -> Bool {
      if position == 0 {
        guard letters, (2...3).contains(length) else { return false }
        parts.language = value
      } else if length == 4, letters, parts.script == 0, parts.region == 0 {
        parts.script = value
      } else if parts.region == 0, (length == 2 && letters) || (length == 3 && digits) {
        parts.region = value
      }
      return true
    }
  }
}
