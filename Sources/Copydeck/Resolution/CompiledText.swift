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
        if afterArgument, let particle = KoreanParticle.prefix(of: text[...]) {
          segments.append(.particle(particle))
          let rest = text.dropFirst(particle.rawValue.count)
          if !rest.isEmpty { segments.append(.text(String(rest))) }
        } else {
          segments.append(.text(text))
        }
        afterArgument = false
      }
    }
    self.segments = segments
    highestPosition = format.specifiers.map(\.position).max() ?? 0
  }
}
