/// The parts of a Swift file whose text no person reads, as byte ranges: a view whose modifier chain has
/// `.redacted(reason: .placeholder)` (a loading skeleton: grey bars stand for the text), `.opacity(0)` or
/// `.hidden()` (it keeps its room, unseen), and the body of a property or function such a view names
/// (`VStack { Self.mainView }.redacted(reason: .placeholder)` hides `static var mainView`'s text too).
struct HiddenText {
  private var ranges: [Range<Int>] = []

  /// Nothing hidden (an Objective-C file).
  init() {}

  init(_ tokens: [SourceToken], in source: SourceTokens, brackets: Brackets) {
    var opener = Array(tokens.indices)
    for index in tokens.indices where brackets.closing[index] > index && brackets.closing[index] < tokens.count {
      opener[brackets.closing[index]] = index
    }
    var hidden: [ClosedRange<Int>] = []
    for index in tokens.indices where index > 0 && source.isPunctuation(tokens[index - 1], UInt8(ascii: ".")) {
      guard let end = Self.hidingModifierEnd(tokens, at: index, in: source, brackets: brackets) else { continue }
      hidden.append(Self.chainStart(tokens, before: index - 1, in: source, opener: opener)...end)
    }
    // The properties and functions a hidden view names, whose bodies are declared in the same file.
    var names: Set<String> = []
    for range in hidden {
      for index in range where tokens[index].kind == .identifier { names.insert(source.text(tokens[index])) }
    }
    for index in tokens.indices.dropLast()
    where source.isIdentifier(tokens[index], "var") || source.isIdentifier(tokens[index], "func") {
      guard tokens[index + 1].kind == .identifier, names.contains(source.text(tokens[index + 1])) else { continue }
      // The body: the first `{` within a few tokens (`: some View {`, `() -> some View {`).
      var body = index + 2
      while body < min(index + 12, tokens.count), !source.isPunctuation(tokens[body], UInt8(ascii: "{")) {
        body = brackets.closing[body] > body ? brackets.closing[body] + 1 : body + 1
      }
      if body < tokens.count, source.isPunctuation(tokens[body], UInt8(ascii: "{")) {
        hidden.append(body...min(brackets.closing[body], tokens.count - 1))
      }
    }
    ranges = hidden.map { tokens[$0.lowerBound].start..<tokens[$0.upperBound].end }
  }

  /// Whether the text at byte `offset` is hidden.
  func contains(_ offset: Int) -> Bool {
    ranges.contains { $0.contains(offset) }
  }

  /// When the identifier at `index` (after a `.`) is a hiding modifier, the index of its closing parenthesis.
  private static func hidingModifierEnd(_ tokens: [SourceToken], at index: Int, in source: SourceTokens, brackets: Brackets) -> Int? {
    guard index + 1 < tokens.count, source.isPunctuation(tokens[index + 1], UInt8(ascii: "(")) else { return nil }
    let close = brackets.closing[index + 1]
    guard close < tokens.count else { return nil }
    let inside = (index + 2)..<close
    if source.isIdentifier(tokens[index], "redacted") {
      return inside.contains { source.isIdentifier(tokens[$0], "placeholder") } ? close : nil
    }
    if source.isIdentifier(tokens[index], "opacity") {
      return inside.count == 1 && ["0", "0.0"].contains(source.text(tokens[inside.lowerBound])) ? close : nil
    }
    return source.isIdentifier(tokens[index], "hidden") && inside.isEmpty ? close : nil
  }

  /// The first token of the expression whose modifier chain has the `.` at `dot`: back over calls, closures and
  /// `.name` steps (`Text("x").font(.title).redacted` starts at `Text`).
  private static func chainStart(_ tokens: [SourceToken], before dot: Int, in source: SourceTokens, opener: [Int]) -> Int {
    var start = dot
    var index = dot - 1
    while index >= 0 {
      let token = tokens[index]
      if token.kind == .punctuation, opener[index] < index {
        start = opener[index]
        index = opener[index] - 1
        continue
      }
      guard token.kind == .identifier else { break }
      start = index
      guard index > 0, source.isPunctuation(tokens[index - 1], UInt8(ascii: ".")) else { break }
      index -= 2
    }
    return start
  }
}
