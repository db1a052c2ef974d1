import CopydeckTestSupport
import Foundation

/// Generates `.strings` inputs, valid and broken, for the differential test against Apple's parser.
///
/// Inputs mix quoted and unquoted keys and values, every escape Apple decodes (and some it does not), comments and
/// white space of every kind, Korean (precomposed and decomposed), emoji, combining marks, the characters that make
/// Apple's parser stop silently, the braced and XML forms, and every encoding; a share of them is then damaged.
struct StringsInputGenerator {
  var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// One input file's bytes.
  mutating func next() -> Data {
    var text: String
    switch Int.random(in: 0..<20, using: &random) {
    case 0: text = bracedDocument()
    case 1: text = xmlDocument()
    default: text = stringsDocument()
    }
    if Int.random(in: 0..<3, using: &random) == 0 { text = damage(text) }
    return encode(text)
  }

  private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
  private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

  private mutating func stringsDocument() -> String {
    var text = chance(4) ? space() : ""
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      text += entry() + space()
    }
    return text
  }

  private mutating func bracedDocument() -> String {
    var text = space() + "{" + space()
    for _ in 0..<Int.random(in: 0...5, using: &random) { text += entry() + space() }
    return text + "}" + space()
  }

  private mutating func xmlDocument() -> String {
    var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    if chance(2) {
      text += #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"
    }
    text += "<plist version=\"1.0\">\n<dict>\n"
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      text += "\t<key>\(xmlText())</key>\n\t<string>\(xmlText())</string>\n"
    }
    return text + "</dict>\n</plist>\n"
  }

  private mutating func xmlText() -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      text += pick([
        "a", "b", "Z", " ", "안녕", "é", "e\u{301}", "😀", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#233;", "&#x1F600;", "%@", "\t",
      ])
    }
    return text
  }

  private mutating func entry() -> String {
    let comment = chance(2) ? self.comment() + space() : ""
    let key = token()
    if chance(12) { return comment + key + space() + ";" }
    return comment + key + space() + "=" + space() + token() + space() + ";"
  }

  private mutating func token() -> String {
    if chance(6) {
      return String((0..<Int.random(in: 1...8, using: &random)).map { _ in pick(Array("abcXYZ019_$/:.-")) })
    }
    let quote: Character = chance(8) ? "'" : "\""
    var text = String(quote)
    for _ in 0..<Int.random(in: 0...10, using: &random) { text += piece(quote: quote) }
    return text + String(quote)
  }

  private mutating func piece(quote: Character) -> String {
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return escape()
    case 1: return pick(["안녕하세요", "확인", "취소", "\u{1112}\u{1161}\u{11AB}", "다시 시도해 주세요."])
    case 2: return pick(["😀", "👍🏽", "🇰🇷", "e\u{301}", "é", "Å", "A\u{30A}", "\u{212B}"])
    case 3: return pick(["%@", "%d", "%1$@", "%lld", "%%", "%2$d"])
    case 4: return pick(["\n", "\r\n", "\r", "\t", "\u{2028}", " "])
    case 5: return quote == "\"" ? "'" : "\""
    case 6: return pick(["/*", "*/", "//", ";", "=", "{", "}", "#"])
    default: return String((0..<Int.random(in: 1...5, using: &random)).map { _ in pick(Array("abcdefgh ABC.,!?")) })
    }
  }

  private mutating func escape() -> String {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return "\\" + pick(["n", "t", "r", "\"", "\\", "a", "b", "f", "v", "'", "/", "q", "u", "N", "\n", "8"])
    case 1:
      let digits = Int.random(in: 1...3, using: &random)
      return "\\" + String((0..<digits).map { _ in pick(Array("01234567")) })
    case 2: return "\\" + pick(["200", "351", "376", "377", "177", "0", "101", "7777"])
    case 3: return "\\U" + String((0..<Int.random(in: 0...4, using: &random)).map { _ in pick(Array("0123456789abcdefABCDEF")) })
    case 4: return pick(["\\UD83D\\UDE00", "\\Ud83d\\Ude00", "\\UD55C\\UAE00", "\\U00E9", "\\U0301"])
    case 5: return pick(["\\UD83D", "\\UDE00", "\\UD83Dx", "\\UDE00\\UD83D"])
    case 6: return "\\U" + pick(["0041", "AC00", "FFFF", "0000", "FEFF", "00A0"])
    default: return "\\" + pick(["안", "😀", "é"])
    }
  }

  private mutating func comment() -> String {
    var body = ""
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      body += pick(["note", " ", "설명", "*", "/", "\"", "😀", "**", "=", ";", "\n"])
    }
    return chance(3) ? "// " + body.replacingOccurrences(of: "\n", with: " ") + "\n" : "/*" + body + "*/"
  }

  private mutating func space() -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      text += pick([" ", "\n", "\r\n", "\r", "\t", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}", "  "])
      if chance(10) { text += comment() }
    }
    return text
  }

  /// Breaks the text: a trap character after a `;`, a character inserted, removed or replaced, or a cut.
  private mutating func damage(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    let traps: [Unicode.Scalar] = [
      "#", ";", "\u{A0}", "\u{FEFF}", "\u{0}", "\u{3000}", "@", "\"", "=", "{", "}", "(", "<", "\\", "*", "/", "'", "é",
    ]
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      if let semicolon = scalars.indices.filter({ scalars[$0] == ";" }).randomElement(using: &random) {
        scalars.insert(pick(traps), at: semicolon + 1)
      }
    case 1: scalars.insert(pick(traps), at: Int.random(in: 0...scalars.count, using: &random))
    case 2: if !scalars.isEmpty { scalars.remove(at: Int.random(in: 0..<scalars.count, using: &random)) }
    case 3: if !scalars.isEmpty { scalars[Int.random(in: 0..<scalars.count, using: &random)] = pick(traps) }
    default: scalars = Array(scalars.prefix(Int.random(in: 0...scalars.count, using: &random)))
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// The UTF-16 code units of `text`, sometimes with a raw lone surrogate inserted (next to a `\\` or a `\\U`
  /// escape, Apple pairs it with the other half).
  private mutating func withLoneSurrogates(_ text: String) -> [UInt16] {
    var units = Array(text.utf16)
    if chance(4) {
      units.insert(pick([0xD83D, 0xDE00, 0xD800, 0xDFFF]), at: Int.random(in: 0...units.count, using: &random))
    }
    return units
  }

  private mutating func encode(_ text: String) -> Data {
    var bytes: [UInt8]
    switch Int.random(in: 0..<8, using: &random) {
    case 0: bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case 1: bytes = [0xFF, 0xFE] + withLoneSurrogates(text).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
    case 2: bytes = [0xFE, 0xFF] + withLoneSurrogates(text).flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    case 3:
      bytes =
        [0xFF, 0xFE, 0, 0]
        + text.unicodeScalars.flatMap { scalar in
          (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        }
    case 4:
      bytes =
        [0, 0, 0xFE, 0xFF]
        + text.unicodeScalars.flatMap { scalar in
          (0..<4).reversed().map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        }
    default: bytes = Array(text.utf8)
    }
    if chance(40), !bytes.isEmpty {
      bytes.remove(at: Int.random(in: 0..<bytes.count, using: &random))
    }
    if chance(40) {
      bytes.insert(pick([0xA9, 0x80, 0xBF, 0xC3, 0xE9, 0xFF, 0x00, 0xFE]), at: Int.random(in: 0...bytes.count, using: &random))
    }
    return Data(bytes)
  }
}
