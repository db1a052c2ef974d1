/// The scanner behind ``FormatString``: one pass over the Characters, collecting pieces and problems.
///
/// Text between specifiers is copied from the string's UTF-8 a run at a time, not appended Character by Character.
struct FormatStringParser {
  private let text: String
  private let characters: [Character]
  /// The UTF-8 offset where each Character starts, and one past the end.
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

  init(_ text: String) {
    self.text = text
    characters = Array(text)
    var offsets = [0]
    offsets.reserveCapacity(characters.count + 1)
    for character in characters { offsets.append(offsets[offsets.count - 1] + character.utf8.count) }
    utf8Offsets = offsets
  }

  mutating func parse() {
    while index < characters.count {
      guard characters[index] == "%" else {
        index += 1
        continue
      }
      appendRun()
      if index + 1 < characters.count, characters[index + 1] == "%" {
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

  /// Adds the plain text from `runStart` to `index` to `literal`.
  private mutating func appendRun() {
    guard runStart < index else { return }
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[runStart])
    let upper = utf8.index(lower, offsetBy: utf8Offsets[index] - utf8Offsets[runStart])
    literal += text[lower..<upper]
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
    while end < characters.count, let digit = characters[end].wholeNumberValue, characters[end].isASCII {
      value = min(value * 10 + digit, 1_000_000)
      end += 1
    }
    return end > start ? (value, end) : nil
  }

  /// Reads the specifier at `index` (a `%`); on a malformed one, records a problem, keeps the `%` as text and returns `nil`.
  private mutating func readSpecifier() -> FormatSpecifier? {
    let start = index
    var cursor = index + 1
    var explicit: Int?
    if let (value, end) = digits(from: cursor), end < characters.count, characters[end] == "$" {
      explicit = value
      cursor = end + 1
    }
    var name: String?
    if cursor < characters.count, characters[cursor] == "(" {
      guard let (read, end) = specifierName(from: cursor + 1) else {
        return stray(
          at: start,
          "'%(' starts a named specifier but no name follows: write %(count)lld, a name of letters, digits and '_' in parentheses, or %% for a percent sign"
        )
      }
      name = read
      cursor = end
    }
    var flags = ""
    while cursor < characters.count, "-+ #0'".contains(characters[cursor]) {
      flags.append(characters[cursor])
      cursor += 1
    }
    var width: Int?
    if let (value, end) = digits(from: cursor) {
      width = value
      cursor = end
    }
    var precision: Int?
    if cursor < characters.count, characters[cursor] == "." {
      cursor += 1
      let parsed = digits(from: cursor)
      precision = parsed?.value ?? 0
      cursor = parsed?.end ?? cursor
    }
    var length = ""
    while cursor < characters.count, "hlqLztj".contains(characters[cursor]), length.count < 2 {
      length.append(characters[cursor])
      cursor += 1
    }
    guard cursor < characters.count else {
      return stray(at: start, "'%' at the end of the text is not a specifier; write %% for a percent sign")
    }
    let conversion = characters[cursor]
    if conversion == "*" {
      return stray(at: start, "'*' widths take an extra argument and are not supported; write the width as a number")
    }
    guard FormatSpecifier.conversions.contains(conversion), FormatSpecifier.lengths.contains(length) else {
      let written = String(characters[start...cursor])
      return stray(at: start, "'\(written)' is not a format specifier; write %% for a percent sign, or use %@, %d, %ld, %lld, %u, %f")
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
    return FormatSpecifier(
      text: String(characters[start..<cursor]), explicitPosition: explicit, position: max(position, 1), name: name,
      flags: flags, width: width, precision: precision, length: length, conversion: conversion, offset: start)
  }

  /// The name of `%(name)…` from `start` (just after the parenthesis) and the index after the closing one, or `nil`
  /// when no `)` closes a non-empty name of ASCII letters, digits and `_`.
  private func specifierName(from start: Int) -> (name: String, end: Int)? {
    var end = start
    while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
      end += 1
    }
    guard end > start, end < characters.count, characters[end] == ")" else { return nil }
    return (String(characters[start..<end]), end + 1)
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
