/// A checked text of one entry part, prepared once at load so filling it in is a single pass:
/// the literal runs, the specifiers, and the Korean particle pairs that follow them.
struct CompiledText: Sendable {
  /// One run of the text.
  enum Segment: Sendable {
    /// Literal text.
    case text(String)
    /// A specifier to fill with an argument.
    case argument(FormatSpecifier)
    /// A particle pair right after an argument, resolved from that argument's last character.
    case particle(KoreanParticle)
  }

  /// The parsed format string, for comparing specifiers between languages.
  let format: FormatString
  let segments: [Segment]
  /// The highest argument position the text reads (0 for none).
  let highestPosition: Int
  /// The UTF-8 bytes of the literal runs, to size the filled text once.
  let literalByteCount: Int
  /// The argument position of each specifier segment, in order, and the number of particle segments: the rest of
  /// what sizes the filled text, read without walking (and copying) the segments.
  let argumentPositions: [Int]
  let particleCount: Int

  /// Closing quotes and brackets that may separate an argument from its particle pair.
  static let closingMarks: Set<Character> = ["’", "”", "'", "\"", ")", "]", "」", "』", "》", "〉"]

  init(_ format: FormatString) {
    self.format = format
    var segments: [Segment] = []
    var afterArgument = false
    for piece in format.pieces {
      switch piece {
      case .specifier(let specifier):
        segments.append(.argument(specifier))
        afterArgument = true
      case .text(let text):
        // A closing quote or bracket may sit between the argument and its particle: ‘%@’을(를), (%@)이(가).
        let closing = text.prefix { Self.closingMarks.contains($0) }
        if afterArgument, closing.count <= 2, let particle = KoreanParticle.prefix(of: text.dropFirst(closing.count)) {
          if !closing.isEmpty { segments.append(.text(String(closing))) }
          segments.append(.particle(particle))
          let rest = text.dropFirst(closing.count + particle.rawValue.count)
          if !rest.isEmpty { segments.append(.text(String(rest))) }
        } else {
          segments.append(.text(text))
        }
        afterArgument = false
      }
    }
    self.segments = segments
    highestPosition = format.specifiers.map(\.position).max() ?? 0
    argumentPositions = segments.compactMap { segment in
      if case .argument(let specifier) = segment { return specifier.position }
      return nil
    }
    particleCount = segments.count { segment in
      if case .particle = segment { return true }
      return false
    }
    literalByteCount = segments.reduce(0) { total, segment in
      if case .text(let literal) = segment { return total + literal.utf8.count }
      return total
    }
  }
}
