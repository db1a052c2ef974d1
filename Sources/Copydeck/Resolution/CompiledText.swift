/// A checked text of one entry part, prepared once at load so filling it in is a single pass:
/// the literal runs, the specifiers, and the Korean particle pairs that follow them.
struct CompiledText: Sendable {
  /// One run of the text, as plain values (nothing to retain), so filling walks them without reference counting.
  enum Piece: Sendable {
    /// Literal text: these bytes of ``literalBytes``.
    case literal(Range<Int>)
    /// The specifier ``specifiers``[index], to fill with an argument.
    case argument(Int)
    /// A particle pair right after an argument, resolved from that argument's last character.
    case particle(KoreanParticle)
  }

  /// The parsed format string, for comparing specifiers between languages.
  let format: FormatString
  let pieces: [Piece]
  /// The UTF-8 bytes of every literal run, one after the other (their count sizes the filled text).
  let literalBytes: [UInt8]
  /// The specifiers of the ``Piece/argument(_:)`` pieces, in order.
  let specifiers: [FormatSpecifier]
  /// The highest argument position the text reads (0 for none).
  let highestPosition: Int

  /// Closing quotes and brackets that may separate an argument from its particle pair.
  static let closingMarks: Set<Character> = ["’", "”", "'", "\"", ")", "]", "」", "』", "》", "〉"]

  init(_ format: FormatString) {
    self.format = format
    var pieces: [Piece] = []
    var literalBytes: [UInt8] = []
    var specifiers: [FormatSpecifier] = []
    func literal(_ text: some StringProtocol) {
      let start = literalBytes.count
      literalBytes.append(contentsOf: text.utf8)
      pieces.append(.literal(start..<literalBytes.count))
    }
    var afterArgument = false
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
          if !closing.isEmpty { literal(closing) }
          pieces.append(.particle(particle))
          let rest = text.dropFirst(closing.count + particle.rawValue.count)
          if !rest.isEmpty { literal(rest) }
        } else {
          literal(text)
        }
        afterArgument = false
      }
    }
    self.pieces = pieces
    self.literalBytes = literalBytes
    self.specifiers = specifiers
    highestPosition = format.specifiers.map(\.position).max() ?? 0
  }
}
