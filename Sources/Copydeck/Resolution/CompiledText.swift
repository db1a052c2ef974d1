/// A checked text of one entry part, prepared once at load so filling it in is a single pass:
/// the literal runs, the specifiers, and the Korean particle pairs that follow them.
package struct CompiledText: Sendable {
  /// One run of the text.
  package enum Piece: Sendable {
    /// Literal text.
    case literal(Substring)
    /// The specifier ``specifiers``[index], to fill with an argument.
    case argument(Int)
    /// A particle pair right after an argument, resolved from how that argument is read.
    case particle(KoreanParticle)
  }

  /// The parsed format string, for comparing specifiers between languages.
  package let format: FormatString
  package let pieces: [Piece]
  /// The specifiers of the ``Piece/argument(_:)`` pieces, in order.
  package let specifiers: [FormatSpecifier]
  /// The highest argument position the text reads (0 for none).
  package let highestPosition: Int

  /// Closing quotes and brackets that may separate an argument from its particle pair.
  package static let closingMarks: Set<Character> = ["’", "”", "'", "\"", ")", "]", "」", "』", "》", "〉"]

  package init(_ format: FormatString) {
    self.format = format
    var pieces: [Piece] = [], specifiers: [FormatSpecifier] = [], afterArgument = false
    func literal(_ text: Substring) { if !text.isEmpty { pieces.append(.literal(text)) } }
    for piece in format.pieces {
      switch piece {
      case .specifier(let specifier):
        pieces.append(.argument(specifiers.count))
        specifiers.append(specifier)
        afterArgument = true
      case .text(let text):
        // A closing quote or bracket may sit between the argument and its particle: ‘%@’을(를), (%@)이(가).
        let closing = text.prefix { Self.closingMarks.contains($0) }
        if afterArgument, closing.count <= 2, let particle = KoreanParticle.prefix(of: text.dropFirst(closing.count)) {
          literal(closing)
          pieces.append(.particle(particle))
          literal(text.dropFirst(closing.count + particle.written.count))
        } else {
          literal(text[...])
        }
        afterArgument = false
      }
    }
    (self.pieces, self.specifiers) = (pieces, specifiers)
    highestPosition = format.specifiers.map(\.position).max() ?? 0
  }
}
