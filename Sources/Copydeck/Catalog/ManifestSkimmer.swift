/// The fast first pass of a lazy load over `catalog.json`: where the top-level members are and, in `"entries"`, where
/// each record starts, with its `id` and `codes` — read from the bytes that give JSON its structure (quotes,
/// backslashes, brackets, braces, commas, colons) and little else.
///
/// It checks the structure of the document and of each record's own members; what it skips inside a value (the
/// syntax of numbers, literals, escapes, control characters and UTF-8 in strings, nested objects' members) is checked
/// when the strict reader decodes that value: a top-level field at once, a record on its entry's first use. Anything it
/// does not expect, and any `id` or `codes` that is not plain ASCII text, makes it give up (`nil`), and
/// ``ManifestRecords`` reads the whole file with the strict ``JSONScanner`` instead, so every error of the load has the
/// strict reader's message and position.
struct ManifestSkimmer {
  /// One top-level member: where its key and value start, and for `"entries"` (its first occurrence, an array) the
  /// records.
  struct Member: Equatable {
    var key: String
    var keyStart: Int
    /// The value's bytes.
    var value: Range<Int>
    var records: [Record]?
  }

  /// Where one record starts, with its id and codes when they read cleanly.
  struct Record: Equatable {
    var start: Int
    var id: String?
    var codes: [String]?
  }

  /// The document's top-level members, in file order, and the offsets of the root's first and last byte + 1.
  struct Skim: Equatable {
    var members: [Member]
    var root: Range<Int>

    /// The records of the entries (none when the document has no `"entries"` array).
    var records: [Record] { members.lazy.compactMap(\.records).first ?? [] }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let base: UnsafePointer<UInt8>
  private var at = 0

  private init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return nil }
    self.bytes = bytes
    self.base = base
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { at = 3 }
  }

  /// The skim of `bytes`, or `nil` when the strict reader must read them.
  static func skim(_ bytes: UnsafeBufferPointer<UInt8>) -> Skim? {
    guard var skimmer = ManifestSkimmer(bytes) else { return nil }
    return skimmer.document()
  }

  private var current: UInt8? { at < bytes.count ? base[at] : nil }

  @inline(__always)
  private mutating func skipWhitespace() {
    // A compact manifest has none: one comparison when the next byte is no space, tab or line break.
    guard at < bytes.count, base[at] <= 0x20 else { return }
    // The layout `copydeck` writes, without a call: one space after a colon or a comma; a line break and the
    // indentation before a member.
    if base[at] == 0x20 {
      at += 1
      if at < bytes.count, base[at] > 0x20 { return }
    } else if base[at] == 0x0A {
      at += 1
      skipSpaces()
      if at < bytes.count, base[at] > 0x20 { return }
    }
    skipWhitespaceRun()
  }

  /// Reads past whitespace of any length and kind.
  private mutating func skipWhitespaceRun() {
    while at < bytes.count, base[at] <= 0x20 {
      switch base[at] {
      case 0x20, 0x0A:  // spaces after it too (the indentation after a line break), each step moving at least one byte
        at += 1
        skipSpaces()
      case 0x09, 0x0D: at += 1
      default: return
      }
    }
  }

  /// Reads past a run of spaces (a pretty-printed manifest's indentation) eight bytes at a time.
  @inline(__always)
  private mutating func skipSpaces() {
    let raw = UnsafeRawPointer(base)
    while at + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) ^ 0x2020_2020_2020_2020
      guard word == 0 else {
        at += word.trailingZeroBitCount / 8  // the first byte (the lowest, read little-endian) that is not a space
        return
      }
      at += 8
    }
  }

  /// Reads `byte` after any whitespace.
  @inline(__always)
  private mutating func expect(_ byte: UInt8) -> Bool {
    if at < bytes.count, base[at] == byte {  // a compact manifest: no whitespace before it
      at += 1
      return true
    }
    skipWhitespace()
    guard current == byte else { return false }
    at += 1
    return true
  }

  private mutating func document() -> Skim? {
    skipWhitespace()
    let rootStart = at
    guard expect(UInt8(ascii: "{")) else { return nil }
    var members: [Member] = []
    var indexed = false
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      at += 1
    } else {
      while true {
        skipWhitespace()
        let keyStart = at
        guard let key = plainString(), expect(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        let valueStart = at
        var records: [Record]?
        if key == "entries", !indexed, current == UInt8(ascii: "[") {
          indexed = true
          guard let found = entries() else { return nil }
          records = found
        } else {
          guard skipValue() else { return nil }
        }
        members.append(Member(key: key, keyStart: keyStart, value: valueStart..<at, records: records))
        skipWhitespace()
        guard let byte = current else { return nil }
        at += 1
        if byte == UInt8(ascii: "}") { break }
        guard byte == UInt8(ascii: ",") else { return nil }
      }
    }
    let rootEnd = at
    skipWhitespace()
    guard at == bytes.count else { return nil }
    return Skim(members: members, root: rootStart..<rootEnd)
  }

  /// The records of the `"entries"` array at `at`.
  private mutating func entries() -> [Record]? {
    at += 1  // [
    var records: [Record] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      at += 1
      return records
    }
    while true {
      skipWhitespace()
      guard let record = record() else { return nil }
      records.append(record)
      skipWhitespace()
      guard let byte = current else { return nil }
      at += 1
      if byte == UInt8(ascii: "]") { return records }
      guard byte == UInt8(ascii: ",") else { return nil }
    }
  }

  /// One record: its members read to find `id` and `codes`, every other value skipped.
  private mutating func record() -> Record? {
    var record = Record(start: at)
    guard current == UInt8(ascii: "{") else {
      // Not an object: the strict decoder says so when the load decodes it.
      guard skipValue() else { return nil }
      return record
    }
    at += 1
    var (id, codes, clean): (String?, [String]?, Bool) = (nil, nil, true)
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      at += 1
      return record
    }
    while true {
      skipWhitespace()
      guard let key = recordKey(), expect(UInt8(ascii: ":")) else { return nil }
      skipWhitespace()
      switch key {
      case .id where id == nil && clean && current == UInt8(ascii: "\""):
        let start = at
        id = plainString()
        if id == nil {
          at = start
          clean = false
          guard skipValue() else { return nil }
        }
      case .codes where codes == nil && clean && current == UInt8(ascii: "["):
        let start = at
        codes = plainStrings()
        if codes == nil {
          at = start
          clean = false
          guard skipValue() else { return nil }
        }
      case .id, .codes:
        clean = false
        guard skipValue() else { return nil }
      case .other:
        guard skipValue() else { return nil }
      }
      skipWhitespace()
      guard let byte = current else { return nil }
      at += 1
      if byte == UInt8(ascii: "}") { break }
      guard byte == UInt8(ascii: ",") else { return nil }
    }
    if clean, let id {
      record.id = id
      record.codes = codes ?? []
    }
    return record
  }

  /// The member keys of a record the skim looks for.
  private enum RecordKey { case id, codes, other }

  /// A record's member key at `at`, read past and compared by its bytes (no `String`): the same strings as
  /// ``plainString()`` reads, `nil` for any other.
  @inline(__always)
  private mutating func recordKey() -> RecordKey? {
    guard let key = plainStringBytes() else { return nil }
    switch key.count {
    case 2 where key[0] == UInt8(ascii: "i") && key[1] == UInt8(ascii: "d"): return .id
    case 5
    where key[0] == UInt8(ascii: "c") && key[1] == UInt8(ascii: "o") && key[2] == UInt8(ascii: "d")
      && key[3] == UInt8(ascii: "e") && key[4] == UInt8(ascii: "s"):
      return .codes
    default: return .other
    }
  }

  /// A string of printable ASCII without escapes at `at`, read past; `nil` (and `at` anywhere) otherwise.
  private mutating func plainString() -> String? {
    plainStringBytes().map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes between the quotes of a string of printable ASCII without escapes at `at`, read past; `nil` (and
  /// `at` anywhere) otherwise.
  ///
  /// Read a word at a time, straight to the first byte that is a quote, a backslash or not printable ASCII: the string
  /// is plain when that byte is its closing quote.
  @inline(__always)
  private mutating func plainStringBytes() -> UnsafeBufferPointer<UInt8>? {
    guard current == UInt8(ascii: "\"") else { return nil }
    let start = at + 1
    let end = nextByte(from: start, Self.quotesBackslashesAndUnprintable)
    guard end < bytes.count, base[end] == UInt8(ascii: "\"") else { return nil }
    at = end + 1
    return UnsafeBufferPointer(start: base + start, count: end - start)
  }

  /// An array of plain strings at `at`, read past; `nil` otherwise.
  private mutating func plainStrings() -> [String]? {
    at += 1  // [
    var strings: [String] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      at += 1
      return strings
    }
    while true {
      skipWhitespace()
      guard let string = plainString() else { return nil }
      strings.append(string)
      skipWhitespace()
      guard let byte = current else { return nil }
      at += 1
      if byte == UInt8(ascii: "]") { return strings }
      guard byte == UInt8(ascii: ",") else { return nil }
    }
  }

  /// Reads past the value at `at` by its structure; `false` when it has none that JSON allows.
  @inline(__always)
  private mutating func skipValue() -> Bool {
    guard let byte = current else { return false }
    switch byte {
    case UInt8(ascii: "\""): return skipString()
    case UInt8(ascii: "{"), UInt8(ascii: "["): return skipContainer()
    case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"): return false
    default:
      // A number or a literal: up to the next delimiter (its syntax is checked when the value is decoded).
      let start = at
      while at < bytes.count {
        switch base[at] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: return at > start
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"): return false
        default: at += 1
        }
      }
      return at > start
    }
  }

  /// Reads past the string at `at`: to the first quote no backslash escapes, eight bytes at a time (straight to the
  /// first quote or backslash of a word).
  @inline(__always)
  private mutating func skipString() -> Bool {
    var index = at + 1
    let count = bytes.count
    while true {
      index = nextByte(from: index, Self.quotesAndBackslashes)
      guard index < count else { return false }
      if base[index] == UInt8(ascii: "\"") {
        at = index + 1
        return true
      }
      index += 2  // a backslash and the byte it escapes
    }
  }

  /// Reads past the object or array at `at`, matching each closing bracket with its opening one.
  private mutating func skipContainer() -> Bool {
    var arrays: UInt64 = 0  // bit n: the container open at depth n + 1 is an array
    var depth = 0
    while true {
      // Only quotes and brackets matter here: straight to the next one (or a byte that may be one).
      at = nextByte(from: at, Self.quotesAndBrackets)
      guard at < bytes.count else { return false }
      let byte = base[at]
      switch byte {
      case UInt8(ascii: "\""):
        guard skipString() else { return false }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard depth < 64 else { return false }
        if byte == UInt8(ascii: "[") { arrays |= 1 << UInt64(depth) } else { arrays &= ~(1 << UInt64(depth)) }
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0, (arrays >> UInt64(depth - 1)) & 1 == (byte == UInt8(ascii: "]") ? 1 : 0) else { return false }
        depth -= 1
        if depth == 0 {
          at += 1
          return true
        }
      default: break
      }
      at += 1
    }
  }

  /// The offset of the first byte from `index` on that `flags` marks in its eight-byte word (the count when there is
  /// none), reading whole words while the bytes remaining fill one.
  @inline(__always)
  private func nextByte(from index: Int, _ flags: (UInt64) -> UInt64) -> Int {
    var index = index
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    while index + 8 <= count {
      let mask = flags(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
      // The lowest flagged byte is exact (a false flag only follows a true one), and read little-endian it is the first.
      if mask != 0 { return index + mask.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < count, flags(UInt64(base[index])) & 0x80 == 0 { index += 1 }
    return index
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each byte of `x` that is zero (exact for the lowest such byte).
  @inline(__always)
  private static func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }

  /// The quotes and backslashes among the eight bytes of `word`.
  @inline(__always)
  private static func quotesAndBackslashes(_ word: UInt64) -> UInt64 {
    zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
  }

  /// The quotes, backslashes and bytes that are not printable ASCII (below 0x20, 0x7F and above) among the eight bytes
  /// of `word` (exact for the lowest: each term's false flags only follow a true one of the same term).
  @inline(__always)
  private static func quotesBackslashesAndUnprintable(_ word: UInt64) -> UInt64 {
    quotesAndBackslashes(word) | (word & highs) | ((word &- ones &* 0x20) & ~word & highs) | zeroBytes(word ^ (ones &* 0x7F))
  }

  /// The quotes and the bytes that may be brackets among the eight bytes of `word`: `[ ] { }` are the bytes that are
  /// 0x59 once bits 0x26 are cleared, with `Y _ y` and DEL, which the caller reads past.
  @inline(__always)
  private static func quotesAndBrackets(_ word: UInt64) -> UInt64 {
    zeroBytes(word ^ (ones &* 0x22)) | zeroBytes((word & (ones &* 0xD9)) ^ (ones &* 0x59))
  }
}

extension ManifestSkimmer.Skim {
  /// The skim of a document the skimmer gave up on, from the strict scan's `root` (its entries as an empty array) and
  /// `records`: what ``CatalogIndexFormat`` keeps either way.
  init(_ root: JSONNode, records: [ManifestSkimmer.Record]) {
    var indexed = false
    var members: [ManifestSkimmer.Member] = []
    if case .object(let found) = root.value {
      for member in found {
        var entries: [ManifestSkimmer.Record]?
        if member.key == "entries", !indexed, case .array = member.node.value {
          indexed = true
          entries = records
        }
        members.append(ManifestSkimmer.Member(key: member.key, keyStart: member.keyStart, value: member.node.range, records: entries))
      }
    }
    self.init(members: members, root: root.range)
  }
}

/// Turns increasing byte offsets of a document into the 1-based line and column (in Unicode scalars) the strict
/// ``JSONScanner`` gives them, in one pass over the bytes (given to each call, so a counter can be kept between
/// calls: see ``ManifestLines``).
struct LineCounter: Sendable {
  private var offset = 0
  private var line = 1
  private var column = 1

  /// A counter at the start of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // the scanner starts after a byte-order mark
  }

  /// The line and column of `target` in `bytes` (those the counter was made for), which is not before the previous
  /// target.
  mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    guard let base = bytes.baseAddress else { return (line, column) }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while offset < target {
      if offset + 8 <= target {
        // Eight bytes at a time when none is a line feed: the column moves by the scalars that start among them.
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let lineFeed = word ^ (ones &* 0x0A)
        if (lineFeed &- ones) & ~lineFeed & highs == 0 {
          column += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
          offset += 8
          continue
        }
      }
      let byte = base[offset]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      offset += 1
    }
    return (line, column)
  }
}
