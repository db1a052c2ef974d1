/// The arguments of a call, split at its top-level commas: `("k", tableName: "T", comment: "")` has three, the second
/// labelled `tableName`.
struct CallArguments {
  /// One argument: its label, if any, and the range of its tokens after the label.
  struct Argument {
    var label: String?
    var tokens: Range<Int>
  }

  /// The arguments, in order.
  var arguments: [Argument]
  /// The index of the closing token (or the end of the tokens when the call is not closed).
  var end: Int

  /// The first argument when it has no label.
  var first: Argument? {
    arguments.first.flatMap { $0.label == nil ? $0 : nil }
  }

  /// The argument labelled `label`.
  func labelled(_ label: String) -> Argument? {
    arguments.first { $0.label == label }
  }

  /// Splits the arguments of the bracket opening at `open`, whose closing token is `brackets.closing[open]`.
  ///
  /// - Parameter labels: whether `name:` at an argument's start is a label (Swift) or not (an Objective-C message's
  ///   selector part, which `selector` finds instead).
  init(_ tokens: [SourceToken], in source: SourceTokens, open: Int, brackets: Brackets, labels: Bool = true) {
    end = brackets.closing[open]
    arguments = []
    var start = open + 1
    var index = open + 1
    func add(upTo limit: Int) {
      guard start < limit else { return }
      var label: String?
      var first = start
      if labels, limit - start >= 2, tokens[start].kind == .identifier, source.isPunctuation(tokens[start + 1], UInt8(ascii: ":")) {
        label = source.text(tokens[start])
        first = start + 2
      }
      arguments.append(Argument(label: label, tokens: first..<limit))
    }
    while index < end {
      let token = tokens[index]
      if token.kind == .punctuation, brackets.closing[index] > index {
        index = brackets.closing[index] + 1
        continue
      }
      if source.isPunctuation(token, UInt8(ascii: ",")) {
        add(upTo: index)
        start = index + 1
      }
      index += 1
    }
    add(upTo: end)
  }
}

/// Which bracket closes which: computed once per token list, so that splitting a call's arguments skips a nested call
/// in one step and an unclosed bracket costs nothing more than a closed one.
struct Brackets {
  /// For each opening `(`, `[` or `{`, the index of the token that closes it (`tokens.count` when none does); for any
  /// other token, its own index.
  var closing: [Int]

  init(_ tokens: [SourceToken], in source: SourceTokens) {
    closing = Array(tokens.indices)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch source.bytes[token.start] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        open.append(index)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let opener = open.popLast() { closing[opener] = index }
      default:
        break
      }
    }
    for opener in open { closing[opener] = tokens.count }
  }
}
