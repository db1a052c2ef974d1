/// The `#if` branches a walk over a file's tokens is in, to tell code that only debug or simulator builds compile
/// (`#if DEBUG`, `#if targetEnvironment(simulator)`) from code that ships. Every branch is still read.
struct DebugConditions {
  /// For each open `#if`, whether the branch the walk is in is a debug-only one.
  private var branches: [Bool] = []

  /// Whether the walk is inside a debug-only branch.
  var isDebugOnly: Bool { branches.contains(true) }

  /// Reads the directive at `index` (`#if`, `#elseif`, `#else`, `#endif`); other `#` names change nothing.
  mutating func read(_ tokens: [SourceToken], at index: Int, in source: SourceTokens) {
    let token = tokens[index]
    if source.isIdentifier(token, "#if") {
      branches.append(Self.isDebugCondition(tokens, after: index, in: source))
    } else if source.isIdentifier(token, "#elseif") || source.isIdentifier(token, "#else") {
      if !branches.isEmpty { branches[branches.count - 1] = false }  // the other branch of `#if DEBUG` ships
    } else if source.isIdentifier(token, "#endif") {
      _ = branches.popLast()
    }
  }

  /// Whether the condition after the `#if` at `index` is `DEBUG` or `targetEnvironment(simulator)`.
  private static func isDebugCondition(_ tokens: [SourceToken], after index: Int, in source: SourceTokens) -> Bool {
    guard index + 1 < tokens.count else { return false }
    let first = tokens[index + 1]
    if source.isIdentifier(first, "DEBUG") {
      // `#if DEBUG && …` still only in debug builds; `#if DEBUG || …` is not.
      return
        !(index + 2 < tokens.count && source.isPunctuation(tokens[index + 2], UInt8(ascii: "|")) && tokens[index + 2].line == first.line)
    }
    return source.isIdentifier(first, "targetEnvironment") && index + 3 < tokens.count
      && source.isIdentifier(tokens[index + 3], "simulator")
  }
}
