/// The scanner behind ``FormatString``: one pass over the text's Characters (the units the offsets count), collecting
/// pieces and problems. It keeps each unit's ASCII value (or ``notASCII``) and where it starts in the UTF-8, so text
/// between specifiers is copied from the string's UTF-8 a run at a time.
package struct FormatStringParser {
  /// The value of a unit that is not a single ASCII character.
  package static let notASCII: UInt8 = 0xFF

  private let text: String
  /// Each unit's ASCII value, or ``notASCII``.
  private let units: [UInt8]
  /// The UTF-8 offset where each unit starts, and one past the end.
  private let utf8Offsets: [Int]
  private var index = 0
  /// Where the run of plain text not yet added to `literal` starts.
  private var runStart = 0
  private var literal = ""
  private var nextSequential = 1
  private var sawExplicit = false
  private var sawSequential = false
  /// The position each name of a named specifier (`%(count)lld`) took when it first appeared.
  private var namedPositions: [String: Int] = [:]
  private(set) var pieces: [FormatString.Piece] = []
  private(set) var problems: [FormatString.Problem] = []

  package init(_ text: String) {
    self.text = text
    var units: [UInt8] = []
    var offsets = [0]
    var offset = 0
    for character in text {
      let utf8 = character.utf8
      units.append(utf8.count == 1 ? utf8.first! : Self.notASCII)
      offset += utf8.count
      offsets.append(offset)
    }
    self.units = units
    utf8Offsets = offsets
  }

  private func unit(_ position: Int) -> UInt8? {
    position < units.count ? units[position] : nil
  }

  package mutating func parse() {
    while index < units.count {
      guard units[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      appendRun()
      if unit(index + 1) == UInt8(ascii: "%") {
        literal.append("%")
        index += 2
        runStart = index
        continue
      }
      if let specifier = readSpecifier() {
        flushLiteral()
        pieces.append(.specifier(specifier))
      }
      runStart = index
    }
    appendRun()
    flushLiteral()
    checkPositions()
  }

  /// The text of units `range`, as written.
  private func slice(_ range: Range<Int>) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[range.lowerBound])
    let upper = utf8.index(lower, offsetBy: utf8Offsets[range.upperBound] - utf8Offsets[range.lowerBound])
    return text[lower..<upper]
  }

  /// Adds the plain text from `runStart` to `index` to `literal`.
  private mutating func appendRun() {
    guard runStart < index else { return }
    literal += slice(runStart..<index)
    runStart = index
  }

  private mutating func flushLiteral() {
    guard !literal.isEmpty else { return }
    pieces.append(.text(literal))
    literal = ""
  }

  private func digits(from start: Int) -> (value: Int, end: Int)? {
    var end = start
    var value = 0
    while let unit = unit(end), unit >= UInt8(ascii: "0"), unit <= UInt8(ascii: "9") {
      value = min(value * 10 + Int(unit - UInt8(ascii: "0")), 1_000_000)
      end += 1
    }
    return end > start ? (value, end) : nil
  }

  /// Reads the specifier at `index` (a `%`); on a malformed one, records a problem, keeps the `%` as text and returns `nil`.
  private mutating func readSpecifier() -> FormatSpecifier? {
    let start = index
    var cursor = index + 1
    var explicit: Int?
    if let (value, end) = digits(from: cursor), unit(end) == UInt8(ascii: "$") {
      explicit = value
      cursor = end + 1
    }
    var name: String?
    if unit(cursor) == UInt8(ascii: "(") {
      guard let (read, end) = specifierName(from: cursor + 1) else {
        return stray(
          at: start,
          "'%(' starts a named specifier but no name follows: write %(count)lld, a name of letters, digits and '_' in parentheses, or %% for a percent sign"
        )
      }
      name = read
      cursor = end
    }
    let flagsStart = cursor
    while let unit = unit(cursor), Self.flagUnits.contains(unit) { cursor += 1 }
    let flagged = cursor > flagsStart
    var width: Int?
    if let (value, end) = digits(from: cursor) {
      width = value
      cursor = end
    }
    var precision: Int?
    if unit(cursor) == UInt8(ascii: ".") {
      cursor += 1
      let parsed = digits(from: cursor)
      precision = parsed?.value ?? 0
      cursor = parsed?.end ?? cursor
    }
    let lengthStart = cursor
    while let unit = unit(cursor), Self.lengthLetters.contains(unit), cursor - lengthStart < 2 { cursor += 1 }
    let length = lengthModifier(lengthStart..<cursor)
    guard let conversionUnit = unit(cursor) else {
      return stray(at: start, "'%' at the end of the text is not a specifier; write %% for a percent sign")
    }
    if conversionUnit == UInt8(ascii: "*") {
      return stray(at: start, "'*' widths take an extra argument and are not supported; write the width as a number")
    }
    let conversion = Character(Unicode.Scalar(conversionUnit))
    guard conversionUnit != Self.notASCII, FormatSpecifier.conversions.contains(conversion), let length else {
      return stray(
        at: start, "'\(slice(start..<cursor + 1))' is not a format specifier; write %% for a percent sign, or use %@, %d, %ld, %lld, %u, %f"
      )
    }
    cursor += 1
    index = cursor
    if explicit == 0 {
      problems.append(.init(offset: start, message: "argument positions start at 1: write %1$ rather than %0$"))
    }
    if explicit != nil { sawExplicit = true } else { sawSequential = true }
    let position: Int
    if let explicit {
      position = explicit
    } else if let name, let earlier = namedPositions[name] {
      position = earlier
    } else {
      position = nextSequential
      nextSequential += 1
    }
    if let name, namedPositions[name] == nil { namedPositions[name] = position }
    let shape = FormatSpecifier.Shape(
      explicitPosition: explicit, named: name != nil, flagged: flagged, widened: width != nil, precise: precision != nil,
      length: length)
    return FormatSpecifier(
      text: String(slice(start..<cursor)), position: max(position, 1), offset: start, shape: shape, conversion: conversionUnit)
  }

  /// The flag characters, `-+ #0'`.
  package static let flagUnits: [UInt8] = Array("-+ #0'".utf8)
  private static let lengthLetters: [UInt8] = Array("hlqLztj".utf8)

  /// The index in ``FormatSpecifier/lengthModifiers`` of the length letters at `range` (ASCII, at most two), or `nil`
  /// when they are not one Copydeck accepts (`hl`, `qq`, …).
  private func lengthModifier(_ range: Range<Int>) -> Int? {
    range.isEmpty ? 0 : FormatSpecifier.lengthModifiers.firstIndex(of: String(decoding: units[range], as: UTF8.self))
  }

  /// The name of `%(name)…` from `start` (just after the parenthesis) and the index after the closing one, or `nil`
  /// when no `)` closes a non-empty name of ASCII letters, digits and `_`.
  private func specifierName(from start: Int) -> (name: String, end: Int)? {
    var end = start
    while let unit = unit(end), Self.isNameUnit(unit) { end += 1 }
    guard end > start, unit(end) == UInt8(ascii: ")") else { return nil }
    return (String(slice(start..<end)), end + 1)
  }

  /// An ASCII letter, digit or `_`.
  private static func isNameUnit(_ unit: UInt8) -> Bool {
    switch unit {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"):
      true
    default: false
    }
  }

  private mutating func stray(at start: Int, _ message: String) -> FormatSpecifier? {
    problems.append(.init(offset: start, message: message))
    literal.append("%")
    index = start + 1
    return nil
  }
  private mutating func checkPositions() {
    let specifiers = pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    if sawExplicit, sawSequential, let first = specifiers.first(where: { $0.explicitPosition == nil }) {
      problems.append(
        .init(
          offset: first.offset, message: "mixes numbered (%1$@) and unnumbered (%@) specifiers; number them all",
          concernsPositions: true))
    }
    var types: [Int: FormatSpecifier] = [:]
    for specifier in specifiers {
      if let earlier = types[specifier.position], earlier.argumentType != specifier.argumentType {
        problems.append(
          .init(
            offset: specifier.offset,
            message: "argument \(specifier.position) is used as \(earlier.text) and as \(specifier.text); use one type",
            concernsPositions: true))
      }
      types[specifier.position] = types[specifier.position] ?? specifier
    }
    if let highest = types.keys.max(), let gap = (1...highest).first(where: { types[$0] == nil }) {
      problems.append(
        .init(
          offset: types[highest]?.offset ?? 0, message: "argument \(gap) is never used, so later arguments cannot be read; use %\(gap)$…",
          skippedPosition: gap, concernsPositions: true))
    }
  }
}
