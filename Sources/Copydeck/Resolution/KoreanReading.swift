/// How an argument ends when a Korean reader says it, all a ``KoreanParticle`` needs; `nil` when not known.
/// The rules, their sources and their limits: the DocC article "Korean particles" and docs/korean-particles.md.
package enum KoreanReading {
  /// How a reading ends: a vowel, ㄹ, or another final consonant.
  package enum Ending: String, Sendable { case vowel, rieul, consonant }

  /// Loanwords, brands and acronyms said as words that the spelling rule misses or cannot decide, lowercased.
  package static let words = table([
    (.vowel, "update create translate hub check theme sheet airbnb bit set mic chic boot beat heat seat wait week speak break peak"),
    (.vowel, "soup loop hoop mp3"), (.consonant, "ipod pod pods airpods lab kakaotalk line group tab web club job pub type bag big"),
    (.consonant, "jpeg mpeg europe tweet foot keep sleep deep cheap geek favorite minute private chocolate zip toeic opec asap"),
  ])
  /// Units after a number, case as written (`m` is minutes or metres and `M`, `B`, `K` millions or mega-, so not here).
  package static let units = table([
    (.vowel, "km cm mm nm GB MB KB kB TB PB GiB MiB KiB TiB Gb Mb Kb bps kbps Kbps Mbps Gbps Hz kHz MHz GHz fps"),
    (.vowel, "L l ml mL dL cc x pt ms s ns W kW kWh V mA mAh in ft lb lbs oz G p dpi ppi kcal"), (.rieul, "px MP dB d"),
    (.consonant, "kg g mg h min"),
  ])
  /// Currency signs before a number: 달러, 유로, 파운드, 엔, 원.
  package static let currencies: [Character: Ending] = ["$": .vowel, "€": .vowel, "£": .vowel, "¥": .consonant, "₩": .consonant]

  private static func table(_ rows: [(Ending, String)]) -> [String: Ending] {
    Dictionary(rows.flatMap { row in row.1.split(separator: " ").map { (String($0), row.0) } }, uniquingKeysWith: { $1 })
  }

  /// How `word` ends when read in Korean, or `nil` when that is not known.
  package static func ending(of word: Substring) -> Ending? {
    guard let last = word.unicodeScalars.last else { return nil }
    switch last.value {
    case 0xAC00...0xD7A3: return [0: .vowel, 8: .rieul][(last.value - 0xAC00) % 28] ?? .consonant
    case 0x25, 0xB0, 0x2103, 0x2109: return .vowel  // % 퍼센트, ° ℃ ℉ 도
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: break
    default: return nil
    }
    let token = trailing(word) { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    if let known = words[token.lowercased()] { return known }
    return last.properties.numericType == nil ? latin(word) : number(word)
  }

  private static func trailing(_ word: Substring, while keep: (Character) -> Bool) -> Substring {
    var start = word.endIndex
    while start > word.startIndex, keep(word[word.index(before: start)]) { start = word.index(before: start) }
    return word[start...]
  }

  /// A number by its Korean reading (일 칠 팔 end in ㄹ, 이 사 오 구 in a vowel); after a currency sign by the currency;
  /// after a Latin word only where English ends alike (`Windows 10` 텐/십, not `iOS 15` 피프틴/십오): one, seven, nine,
  /// ten, eleven, -teen end in ㄴ.
  private static func number(_ word: Substring) -> Ending? {
    let number = trailing(word) { $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }, before = word[..<number.startIndex]
    let korean: Ending = "178".contains(number.last!) ? .rieul : "2459".contains(number.last!) ? .vowel : .consonant
    if let sign = before.last, let currency = currencies[sign] { return currency }
    guard let letter = before.last == " " || before.last == "-" ? before.dropLast().last : before.last, letter.isASCII, letter.isLetter
    else { return korean }
    guard !number.contains("."), let tens = Int(String(number.filter(\.isNumber).suffix(2))), tens != 0 else { return nil }
    let english: Ending = (10...19).contains(tens) && tens != 12 || [1, 7, 9].contains(tens % 10) ? .consonant : .vowel
    return english == korean ? korean : nil
  }

  /// A unit after a number, a known word, an acronym letter by letter (엘, 알 end in ㄹ; 엠, 엔 in ㄴ, ㅁ), or the spelling.
  private static func latin(_ word: Substring) -> Ending? {
    let letters = trailing(word) { $0.isASCII && $0.isLetter }, before = word[..<letters.startIndex]
    if before.last == "°" { return .vowel }
    if let previous = before.last == " " ? before.dropLast().last : before.last, previous.isASCII, previous.isNumber {
      if let unit = units[String(letters)] { return unit }
      if before.last != " " { return nil }
    }
    // The last part of a camel-case name is the word read last: `iPhone` → `Phone`, `macOS` → `OS`.
    var part = letters[...]
    for index in letters.indices.dropFirst() where letters[index].isUppercase && letters[letters.index(before: index)].isLowercase {
      part = letters[index...]
    }
    if let known = words[part.lowercased()] { return known }
    let final = part.last!
    guard part.count > 1, !part.allSatisfy(\.isUppercase) else {
      return "LRlr".contains(final) ? .rieul : "MNmn".contains(final) ? .consonant : .vowel
    }
    return spelling(Array(part.lowercased()))
  }

  /// The last sound of an English word from its spelling (외래어 표기법 제3장 제1절): `-l` ㄹ; `-m`, `-n`, `-ng` ㅁ, ㄴ, ㅇ;
  /// `p t k c` after one vowel letter (or `-ook`, `-out`) a consonant, after a consonant a vowel (`help` 헬프); any
  /// other end a vowel (`pad` 패드, `note` 노트, `server` 서버). Unknown: `-b`, `-ate`, `p t k` after other vowel pairs.
  private static func spelling(_ c: [Character]) -> Ending? {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"], last = c[c.count - 1], previous = c[c.count - 2]
    switch last {
    case "l": return .rieul
    case "m", "n": return .consonant
    case "g": return previous == "n" ? .consonant : .vowel
    case "e" where !vowels.contains(previous):
      return previous == "l" ? .rieul : "mn".contains(previous) ? .consonant : c.suffix(3) == ["a", "t", "e"] ? nil : .vowel
    case "b": return nil
    case "p", "t", "k", "c":
      let sounded = c.dropLast(previous == last || (last == "k" && previous == "c") ? 2 : 1).reversed().prefix { vowels.contains($0) }
      if sounded.isEmpty { return .vowel }
      let long = (last == "k" && sounded.starts(with: "oo")) || (last == "t" && sounded.starts(with: "uo"))  // book 북, about 어바웃
      return sounded.count == 1 || long ? .consonant : nil
    default: return .vowel
    }
  }
}
